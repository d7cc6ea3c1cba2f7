import type { RouteInfo } from '../../../contracts/route/entities';
import { catalogueApi } from '../features/catalogue/api';
import { productDetailStore } from '../features/catalogue/product-detail-store';
import { preloadList } from '../features/catalogue/product-list-store';
import { criteriaFromSearch, scopeOfRoute } from '../lib/list-criteria';
import type { RootStore } from '../stores/root-store';

/**
 * What fills a catalogue page's first screen, asked for before the page is drawn: a product's
 * answer, or a list's products for the URL's filters. Loaded lazily (route-info.ts): this code
 * and the stores it starts belong to the catalogue page's chunk, not the first download.
 */
export function preloadCatalogueRoute(stores: RootStore, route: RouteInfo, search: string): Promise<void> {
  if (route.type === 'product') return stores.lazyStore(productDetailStore).preload(route.id).catch(() => undefined);
  return preloadList(catalogueApi(stores.api), scopeOfRoute(route), criteriaFromSearch(search));
}
