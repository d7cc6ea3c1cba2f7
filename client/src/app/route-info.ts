import type { RouteInfoResponse } from '../../../contracts/route/responses';
import { routeInfoRequest } from '../../../contracts/site/preloaded-answers';
import type { ApiClient } from '../lib/api-client';
import type { RootStore } from '../stores/root-store';

/** The route of `path` if its preloaded answer has already arrived: the page can start from it without a loading pass. */
export function arrivedRouteInfo(api: ApiClient, path: string): RouteInfoResponse | undefined {
  return api.arrived<RouteInfoResponse>(routeInfoRequest(path));
}

/** What the route service says a catalogue path is (a product, a category, a brand, a type). */
export function routeInfo(api: ApiClient, path: string): Promise<RouteInfoResponse> {
  return api.request<RouteInfoResponse>(routeInfoRequest(path));
}

/**
 * The first page is a catalogue path: its route is asked for at once (while the page's code is
 * still downloading), then what fills its first screen, without waiting for the page to be drawn:
 * a product page's product (its picture is the largest thing on screen), a list page's products
 * for the URL's filters. Resolves when the answers are in, failed ones included (the page reports them).
 * The stores that do it come with the catalogue page's code, asked for beside the route.
 */
export function prefetchCataloguePage(stores: RootStore, path: string, search: string): Promise<void> {
  const preloading = import('./catalogue-preload');
  return stores.api.preload<RouteInfoResponse>(routeInfoRequest(path)).then(async ({ route }) => {
    if (route) await (await preloading).preloadCatalogueRoute(stores, route, search);
  }, () => { /* the page reports it */ });
}
