import type { Culture } from '../../../contracts/enums.js';
import { FIXED_PAGE_NAMES, PAGE_NAMES_TR, type PageNames } from '../../../contracts/site/page-names.js';
import { PAGE_NAMES_EN } from '../../../contracts/site/page-names-en.js';
import { STATIC_ROUTES, TRANSLATED_ROUTES } from '../../../contracts/site/routes.js';

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+')}$`);
const PATTERNS = STATIC_ROUTES.map(patternOf);
const NAMED = Object.entries(FIXED_PAGE_NAMES).map(([path, key]) => ({ pattern: patternOf(path), key }));

/** The Turkish form of a path: /en dropped, translated segments put back. */
export function turkishPathOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path !== '/en' && !path.startsWith('/en/')) return path;
  const translated = Object.entries(TRANSLATED_ROUTES).find(([, en]) => path === en || path.startsWith(`${en}/`));
  return translated ? translated[0] + path.slice(translated[1].length) : path.slice(3) || '/';
}

/** The English form of a Turkish path. */
export function englishPathOf(turkishPath: string): string {
  const translated = Object.entries(TRANSLATED_ROUTES).find(([tr]) => turkishPath === tr || turkishPath.startsWith(`${tr}/`));
  if (translated) return translated[1] + turkishPath.slice(translated[0].length);
  return turkishPath === '/' ? '/en/' : `/en${turkishPath}`;
}

/** true when the path is one of the SPA's fixed routes (spec §2), in either language. */
export function isStaticRoute(pathname: string): boolean {
  const path = turkishPathOf(pathname);
  return PATTERNS.some((pattern) => pattern.test(path));
}

/** The name a fixed page is titled with in `culture` (the SPA's, contracts/site/page-names.ts); undefined for home and pages titled from their data. */
export function fixedPageName(pathname: string, culture: Culture): string | undefined {
  const path = turkishPathOf(pathname);
  const key = NAMED.find(({ pattern }) => pattern.test(path))?.key;
  return key && pageName(key, culture);
}

/** A page's name in `culture`, as the SPA's dictionaries hold it. */
export const pageName = (key: keyof PageNames, culture: Culture): string => (culture === 'en' ? PAGE_NAMES_EN : PAGE_NAMES_TR)[key];
