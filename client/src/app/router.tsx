import { lazy, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { localizedPath, PAGE_ROUTES } from '../lib/routes';
import { AppShell } from './app-shell';
import { HomePage } from './pages/home-page';

// Only home and the shell are in the first download; every other page is fetched when visited.
const ComingSoonPage = lazy(() => import('./pages/coming-soon-page'));
const CatalogueRoutePage = lazy(() => import('./pages/catalogue-route-page'));
const SearchResultPage = lazy(() => import('./pages/search-result-page'));
const BlogPage = lazy(() => import('./pages/blog-page'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page'));
const CorporatePage = lazy(() => import('./pages/corporate-page'));
const SupportPage = lazy(() => import('./pages/support-page'));

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
  return [{ element: <AppShell />, children: [...pages, { path: '*', element: <CatalogueRoutePage /> }] }];
}

const ROUTES = appRoutes();

/** The route table rendered (declarative mode keeps the data-router code out of the bundle). */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
