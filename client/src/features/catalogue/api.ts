import type { GetProductPayload, SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { GetProductResponse, SearchProductsResponse, StockAvailabilitiesResponse } from '../../../../contracts/product/responses';
import { productRequest, searchProductsRequest, stockAvailabilitiesRequest } from '../../../../contracts/site/preloaded-answers';
import type { ApiClient } from '../../lib/api-client';

export const catalogueApi = (api: ApiClient) => ({
  searchProducts: (payload: SearchProductsPayload) => api.request<SearchProductsResponse>(searchProductsRequest(payload)),
  /** Asks for a list now, for the page that will ask for the same list (see ApiClient.preload). */
  preloadSearch: (payload: SearchProductsPayload) => api.preload<SearchProductsResponse>(searchProductsRequest(payload)),
  /** The preloaded answer to a list request, if it has arrived. */
  arrivedSearch: (payload: SearchProductsPayload) => api.arrived<SearchProductsResponse>(searchProductsRequest(payload)),
  getProduct: (payload: GetProductPayload) => api.request<GetProductResponse>(productRequest(payload.productId)),
  productRelations: (productId: number, pageSize: number) => api.post<SearchProductsResponse>('/api/product-relations', { productId, pageSize }),
  stockAvailabilities: (productId: number) => api.request<StockAvailabilitiesResponse>(stockAvailabilitiesRequest(productId)),
});
export type CatalogueApi = ReturnType<typeof catalogueApi>;
