import { STATIC_ROUTES, TRANSLATED_ROUTES } from '../../../contracts/site/routes.js';

const PATTERNS = STATIC_ROUTES.map((pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}$`));

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
