import { lazy, startTransition, useEffect, useState, type ReactElement } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { localizedPath, PAGE_ROUTES } from '../lib/routes';
import { AppShell, PageLoading } from './app-shell';
import type { AccountPageKey } from './pages/account/account-route-page';
import { HomePage } from './pages/home-page';

// Only home and the shell are in the first download; every other page is fetched when visited.
const ComingSoonPage = lazy(() => import('./pages/coming-soon-page'));
const SearchResultPage = lazy(() => import('./pages/search-result-page'));
const BlogPage = lazy(() => import('./pages/blog-page'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page'));
const CorporatePage = lazy(() => import('./pages/corporate-page'));
const SupportPage = lazy(() => import('./pages/support-page'));
const NewsletterPage = lazy(() => import('./pages/newsletter-page'));
const CartSummaryPage = lazy(() => import('./pages/cart-summary-page'));
const ComparePage = lazy(() => import('./pages/compare-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const OtpPage = lazy(() => import('./pages/otp-page'));
const AccountRoutePage = lazy(() => import('./pages/account/account-route-page'));
const CheckoutRoutePage = lazy(() => import('./pages/checkout/checkout-route-page'));
const OrderTrackPage = lazy(() => import('./pages/order-track-page'));
// The account area's pages are the fixed routes under /u/ (their keys are the account chunk's
// AccountPageKey): read from the route table, not listed again in the first download.
const ACCOUNT_PAGE_KEYS = PAGE_ROUTES.filter((route) => route.path.startsWith('/u/')).map((route) => route.key as AccountPageKey);

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
  if (failure) throw failure as Error; // to the page's error boundary, as a failed lazy page would
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
  newsletter: () => <NewsletterPage />,
  cartSummary: () => <CartSummaryPage />,
  compare: () => <ComparePage />,
  login: () => <LoginPage />,
  otp: () => <OtpPage />,
  orderTrack: () => <OrderTrackPage />,
  ...Object.fromEntries(ACCOUNT_PAGE_KEYS.map((key) => [key, () => <AccountRoutePage page={key} />])),
  ...Object.fromEntries((['shipping', 'payment', 'shippingAndPayment', 'orderSummary'] as const).map((key) => [key, () => <CheckoutRoutePage page={key} />])),
};

/** Every route of spec §2 in both languages: tr at /, en under /en/. */
export function appRoutes(): RouteObject[] {
  return [{ element: <AppShell />, children: [...fixedPageRoutes(), CATALOGUE_ROUTE] }];
}

function fixedPageRoutes(): RouteObject[] {
  return (['tr', 'en'] as const).flatMap((culture) => [
    { path: localizedPath('/', culture), element: <HomePage /> },
    ...PAGE_ROUTES.map((route) => ({ path: localizedPath(route.path, culture), element: PAGE_ELEMENTS[route.key]?.() ?? <ComingSoonPage key={route.key} title={route.title} /> })),
  ]);
}

/** Any path that is not a fixed page: the route service tells what it is (product, list, nothing). */
const CATALOGUE_ROUTE: RouteObject = { path: '*', element: <CatalogueRoute /> };

/** A path's segments as the router compares them: letter case and one trailing slash ignored. */
function segmentsOf(path: string): string[] {
  return (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase().split('/');
}

/** A fixed route's pattern as a matcher, matching as the router would (":param" is one non-empty segment). */
function matcherOf(path: string): (segments: readonly string[]) => boolean {
  const pattern = segmentsOf(path.replace(/\/+$/, ''));
  return (segments) => segments.length === pattern.length
    && pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
}

// Built once. The router's own matching (useRoutes over the whole table) flattens, ranks and
// compiles all ~70 routes again on every render, a long task on a slow phone at start-up; it is
// handed only the shell and the one route that matches. Segments, not regular expressions: the
// start-up's first question (is this a catalogue path?) tries every route, and a regular
// expression is compiled on its first test (~70 of them, 10 ms on a fast machine).
const FIXED_ROUTES = fixedPageRoutes().map((route) => ({ matches: matcherOf(route.path!), route }));
const tableByRoute = new Map<RouteObject, RouteObject[]>();

/** The fixed route for `pathname`, or undefined for a catalogue path. */
function fixedRouteOf(pathname: string): RouteObject | undefined {
  const segments = segmentsOf(pathname);
  return FIXED_ROUTES.find(({ matches }) => matches(segments))?.route;
}

/** The page at `pathname` is the home page (either language). */
export function isHomePath(pathname: string): boolean {
  const path = fixedRouteOf(pathname)?.path;
  return path === localizedPath('/', 'tr') || path === localizedPath('/', 'en');
}

/** The page at `pathname` is a catalogue page (product or list): neither home nor a fixed route. */
export function isCataloguePath(pathname: string): boolean {
  return fixedRouteOf(pathname) === undefined;
}

/** The shell with the one route for `pathname`; the same array each time for the same route. */
function routeTableFor(pathname: string): RouteObject[] {
  const route = fixedRouteOf(pathname) ?? CATALOGUE_ROUTE;
  let table = tableByRoute.get(route);
  if (!table) tableByRoute.set(route, (table = [{ element: <AppShell />, children: [route] }]));
  return table;
}

/** The route table rendered (declarative mode keeps the data-router code out of the bundle). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(routeTableFor(pathname));
}
