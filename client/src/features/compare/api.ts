import { ProductRequestFlags } from '../../../../contracts/enums';
import type { SearchProductsResponse } from '../../../../contracts/product/responses';
import type { ApiClient } from '../../lib/api-client';

export const compareApi = (api: ApiClient) => ({
  /** The compare bar's products (S7 compare bar product query): the first four, with what a thumbnail needs. */
  barProducts: (productIds: number[]) => api.post<SearchProductsResponse>('/api/search-products', {
    productIds: productIds.slice(0, 4), includes: ['Id', 'Name', 'Documents', 'RoutePath'], tags: ['compare-list'], pageSize: Math.min(4, productIds.length), flags: ProductRequestFlags.None,
  }),
  /** The compare page's products with every attribute, side by side. */
  compared: (productIds: number[]) => api.post<SearchProductsResponse>('/api/search-products', {
    productIds, includes: ['Id', 'Name', 'Documents', 'RoutePath', 'SalesPrice', 'Brand', 'Attributes'], pageSize: productIds.length,
    flags: ProductRequestFlags.None | ProductRequestFlags.ReturnAllAttributes,
  }),
});
