import { lazy, startTransition, useEffect, useState, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { localizedPath, PAGE_ROUTES } from '../lib/routes';
import { AppShell, PageLoading } from './app-shell';
import { HomePage } from './pages/home-page';

// Only home and the shell are in the first download; every other page is fetched when visited.
const ComingSoonPage = lazy(() => import('./pages/coming-soon-page'));
const SearchResultPage = lazy(() => import('./pages/search-result-page'));
const BlogPage = lazy(() => import('./pages/blog-page'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page'));
const CorporatePage = lazy(() => import('./pages/corporate-page'));
const SupportPage = lazy(() => import('./pages/support-page'));

type CatalogueRoutePageModule = typeof import('./pages/catalogue-route-page');
let catalogueRoutePageModule: CatalogueRoutePageModule | undefined;
/** The catalogue page's code; main.tsx starts it at once when the first page is a catalogue page. */
export const loadCatalogueRoutePage = () => import('./pages/catalogue-route-page').then((loaded) => (catalogueRoutePageModule = loaded));

/**
 * The catalogue page, with the loading placeholder while its code arrives. Not React.lazy: after
 * a Suspense fallback has been shown React holds the finished page back for a while (its fallback
 * throttle), and a product or list page is most often the first page of a visit.
 */
function CatalogueRoute() {
  const [page, setPage] = useState(catalogueRoutePageModule);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    // The page is drawn in slices (a transition), not in one long task when its code lands.
    if (!page) loadCatalogueRoutePage().then((loaded) => startTransition(() => setPage(loaded)), setFailure);
  }, [page]);
  if (failure) throw failure; // to the page's error boundary, as a failed lazy page would
  return page ? <page.default /> : <PageLoading />;
}

/** Fixed pages built so far, by route key; the others show ComingSoonPage. */
export const PAGE_ELEMENTS: Record<string, () => ReactElement> = {
  search: () => <SearchResultPage />,
  blog: () => <BlogPage />,
  blogDetail: () => <BlogPostPage section="blog" />,
  corporate: () => <CorporatePage />,
  corporatePage: () => <BlogPostPage section="corporate" />,
  support: () => <SupportPage />,
};

/** Every route of spec §2 in both languages: tr at /, en under /en/. */
export function appRoutes(): RouteObject[] {
  const pages = (['tr', 'en'] as const).flatMap((culture) => [
    { path: localizedPath('/', culture), element: <HomePage /> },
    ...PAGE_ROUTES.map((route) => ({ path: localizedPath(route.path, culture), element: PAGE_ELEMENTS[route.key]?.() ?? <ComingSoonPage key={route.key} title={route.title} /> })),
  ]);
  return [{ element: <AppShell />, children: [...pages, { path: '*', element: <CatalogueRoute /> }] }];
}

const ROUTES = appRoutes();

// Home and every fixed route as one pattern, built once (":param" stands for one segment):
// matchRoutes would flatten and rank the whole route table again at start-up just to tell.
const FIXED_PATH = new RegExp(`^(?:${['/', ...PAGE_ROUTES.map((route) => route.path)]
  .flatMap((path) => [path, localizedPath(path, 'en')])
  .map((path) => path.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
  .join('|')})/?$`, 'i');

/** The page at `pathname` is a catalogue page (product or list): neither home nor a fixed route. */
export function isCataloguePath(pathname: string): boolean {
  return !FIXED_PATH.test(pathname);
}

/** The route table rendered (declarative mode keeps the data-router code out of the bundle). */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
