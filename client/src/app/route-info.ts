import type { RouteInfoResponse } from '../../../contracts/route/responses';
import type { ApiClient } from '../lib/api-client';
import type { RootStore } from '../stores/root-store';

/** An answer asked for while the app was starting, waiting for the page that needs it. */
let early: { path: string; answer: Promise<RouteInfoResponse>; value?: RouteInfoResponse } | undefined;

/** The early answer for `path` if it has already arrived: the page can start from it without a loading pass. */
export function arrivedRouteInfo(path: string): RouteInfoResponse | undefined {
  return early?.path === path ? early.value : undefined;
}

/** What the route service says a catalogue path is (a product, a category, a brand, a type). */
export function routeInfo(api: ApiClient, path: string): Promise<RouteInfoResponse> {
  if (early?.path === path) {
    const { answer } = early;
    early = undefined;
    return answer;
  }
  return api.get<RouteInfoResponse>('/api/route-info', { path });
}

/**
 * Asks for the route of the page being opened while its code is still downloading (main.tsx), so
 * the two wait side by side instead of one after the other; routeInfo hands the answer over once.
 */
export function prefetchRouteInfo(api: ApiClient, path: string): Promise<RouteInfoResponse> {
  const answer = api.get<RouteInfoResponse>('/api/route-info', { path });
  const entry: NonNullable<typeof early> = { path, answer };
  answer.then((value) => { entry.value = value; }, () => { /* reported to the page when it asks */ });
  early = entry;
  return answer;
}

/**
 * The first page is a catalogue path: its route is asked for at once, and when it is a product,
 * the product too, without waiting for the page to be drawn (its picture is the largest thing on
 * the first screen). Resolves when both answers are in, failed ones included (the page reports them).
 */
export function prefetchCataloguePage(stores: RootStore, path: string): Promise<void> {
  return prefetchRouteInfo(stores.api, path).then(({ route }) => {
    if (route?.type === 'product') return stores.catalog.detail.preload(route.id).catch(() => undefined);
  }, () => { /* the page reports it */ });
}
