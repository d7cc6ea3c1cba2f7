import type { RouteInfo } from './entities.js';

/**
 * Where the page the route service found for `path` lives now, when `path` is not its own (an old
 * slug, a moved category, a Turkish path under /en): the storefront sends the visitor on (301 for
 * the page's HTML, a replaced address in the app). Undefined when `path` is the page's own.
 */
export function movedPath(route: RouteInfo, path: string): string | undefined {
  const own = route.alternates[route.culture];
  return own && own !== path ? own : undefined;
}
