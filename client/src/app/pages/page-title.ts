import { useLocation } from 'react-router';
import { cultureOfPath } from '../../lib/culture';
import { usePageHead } from '../../lib/page-head';
import { otherLanguagePath } from '../../lib/routes';

/**
 * Sets the head of a fixed page while it is shown: its title, and the shop's description, its
 * canonical and hreflang paths and Open Graph by the shared rules (contracts/seo). Search results
 * are not indexed; a not-found page has no canonical form.
 */
export function usePageTitle(title: string, kind: 'page' | 'search' | 'notFound' = 'page'): void {
  const { pathname, search } = useLocation();
  const culture = cultureOfPath(pathname);
  usePageHead(`${pathname}${search}|${kind}`, title, (rules) => ({
    ...(kind === 'notFound' ? rules.notFoundHead(culture) : rules.fixedPageHead(culture, rules.fixedAlternates(pathname, culture, otherLanguagePath(pathname)), undefined, kind)),
    title,
  }));
}
