import type { RouteInfoResponse } from '../../../contracts/route/responses';
import { routeInfoRequest } from '../../../contracts/site/first-answers';
import { catalogApi } from '../features/catalog/api';
import { preloadList } from '../features/catalog/early-list';
import type { ApiClient } from '../lib/api-client';
import { EarlyAnswer } from '../lib/early-answer';
import { criteriaFromSearch, scopeOfRoute } from '../lib/list-criteria';
import type { RootStore } from '../stores/root-store';

/** The first page's route, asked for while the app was starting, waiting for the page that needs it. */
const earlyRoute = new EarlyAnswer<RouteInfoResponse>();

/** The early answer for `path` if it has already arrived: the page can start from it without a loading pass. */
export function arrivedRouteInfo(path: string): RouteInfoResponse | undefined {
  return earlyRoute.arrived(path);
}

/** What the route service says a catalogue path is (a product, a category, a brand, a type). */
export function routeInfo(api: ApiClient, path: string): Promise<RouteInfoResponse> {
  return earlyRoute.take(path) ?? api.request<RouteInfoResponse>(routeInfoRequest(path));
}

/**
 * The first page is a catalogue path: its route is asked for at once (while the page's code is
 * still downloading), then what fills its first screen, without waiting for the page to be drawn:
 * a product page's product (its picture is the largest thing on screen), a list page's products
 * for the URL's filters. Resolves when the answers are in, failed ones included (the page reports them).
 */
export function prefetchCataloguePage(stores: RootStore, path: string, search: string): Promise<void> {
  const { api } = stores;
  return earlyRoute.ask(path, () => api.request<RouteInfoResponse>(routeInfoRequest(path))).then(({ route }) => {
    if (!route) return undefined;
    if (route.type === 'product') return stores.catalog.detail.preload(route.id).catch(() => undefined);
    return preloadList(catalogApi(api), scopeOfRoute(route), criteriaFromSearch(search));
  }, () => { /* the page reports it */ });
}
