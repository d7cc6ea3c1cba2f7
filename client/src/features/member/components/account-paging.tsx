import { Link } from 'react-router';

/** The page asked for in ?page=, 1 when absent or not a page number. */
export const pageOf = (value: string | null): number => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1);

/** Where page `target` of a paged account list is: the list's path, with ?page= after the first. */
export const pageLinkOf = (path: string) => (target: number): string => (target === 1 ? path : `${path}?page=${target}`);

interface PagingProps {
  current: number;
  pages: number;
  link: (page: number) => string;
  texts: { label: string; previous: string; next: string; pageOf: string };
}

/** Previous / "page n of m" / next under a paged account list (orders, returns); nothing for a single page. */
export function AccountPaging({ current, pages, link, texts }: PagingProps) {
  if (pages <= 1) return null;
  return (
    <nav className="order-paging" aria-label={texts.label}>
      {current > 1 ? <Link to={link(current - 1)} rel="prev">{texts.previous}</Link> : null}
      <span>{texts.pageOf}</span>
      {current < pages ? <Link to={link(current + 1)} rel="next">{texts.next}</Link> : null}
    </nav>
  );
}
