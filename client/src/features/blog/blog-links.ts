import type { Culture } from '../../../../contracts/enums';
import { pagePath } from '../../lib/routes';
import { shopDay } from '../../../../contracts/site/shop-dates';

/** What a blog list URL holds: category or tag slug, search text, page. */
export interface BlogListParams {
  category?: string;
  tag?: string;
  q?: string;
  page?: number;
}

/** The blog list URL for these parameters: /blog?category=…&tag=…&q=…&page=… (page 1 left out). */
export function blogListHref(culture: Culture, params: BlogListParams): string {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.tag) query.set('tag', params.tag);
  if (params.q) query.set('q', params.q);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const search = query.toString();
  return `${pagePath('blog', culture)}${search ? `?${search}` : ''}`;
}

/** Reads a blog list URL's parameters; a bad page number counts as page 1. */
export function blogListParams(search: URLSearchParams): BlogListParams {
  const page = Number(search.get('page'));
  const text = (name: string) => search.get(name)?.trim() || undefined;
  return { category: text('category'), tag: text('tag'), q: text('q'), page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1 };
}

/** A day in the page's language, long form, in the shop's zone (S1.06). */
export function formatPostDate(iso: string | undefined, culture: Culture): string {
  return iso ? shopDay(iso, culture) : '';
}
