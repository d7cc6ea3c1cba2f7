import type { GetProductPayload, SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { GetProductResponse, SearchProductsResponse, StockAvailabilitiesResponse } from '../../../../contracts/product/responses';
import type { ApiClient } from '../../lib/api-client';

export const catalogApi = (api: ApiClient) => ({
  searchProducts: (payload: SearchProductsPayload) => api.post<SearchProductsResponse>('/api/search-products', payload),
  getProduct: (payload: GetProductPayload) => api.post<GetProductResponse>('/api/get-product', payload),
  productRelations: (productId: number, pageSize: number) => api.post<SearchProductsResponse>('/api/product-relations', { productId, pageSize }),
  stockAvailabilities: (productId: number) => api.get<StockAvailabilitiesResponse>('/api/stock-availabilities', { productId }),
});
export type CatalogApi = ReturnType<typeof catalogApi>;
