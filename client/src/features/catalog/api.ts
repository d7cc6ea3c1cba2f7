import type { SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { SearchProductsResponse } from '../../../../contracts/product/responses';
import type { ApiClient } from '../../lib/api-client';

export const catalogApi = (api: ApiClient) => ({
  searchProducts: (payload: SearchProductsPayload) => api.post<SearchProductsResponse>('/api/search-products', payload),
});
export type CatalogApi = ReturnType<typeof catalogApi>;
