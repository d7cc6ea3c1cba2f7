import type { GetProductPayload, SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { GetProductResponse, SearchProductsResponse, StockAvailabilitiesResponse } from '../../../../contracts/product/responses';
import { productRequest, stockAvailabilitiesRequest } from '../../../../contracts/site/first-answers';
import type { ApiClient } from '../../lib/api-client';

export const catalogApi = (api: ApiClient) => ({
  searchProducts: (payload: SearchProductsPayload) => api.post<SearchProductsResponse>('/api/search-products', payload),
  getProduct: (payload: GetProductPayload) => api.request<GetProductResponse>(productRequest(payload.productId)),
  productRelations: (productId: number, pageSize: number) => api.post<SearchProductsResponse>('/api/product-relations', { productId, pageSize }),
  stockAvailabilities: (productId: number) => api.request<StockAvailabilitiesResponse>(stockAvailabilitiesRequest(productId)),
});
export type CatalogApi = ReturnType<typeof catalogApi>;
