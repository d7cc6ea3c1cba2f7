import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import {
  CatalogueGatewayPaths, ProductGatewayPaths, type BrandListResult, type CategoryTreeResult, type GetProductRequest, type GetProductResult, type ProductRelationsRequest,
  type ProductSearchRequest, type ProductSearchResult, ProductTypeGatewayPaths, type ProductTypeListResult,
} from '../../../../contracts/gateway/product.js';
import { StockGatewayPaths, type StockAvailabilitiesResult } from '../../../../contracts/gateway/stock.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** spec §8: banner list / product search failure. */
export const PRODUCT_SEARCH_FAILURE = 'Failed to search products';

/** The only code that calls the gateway's product service. */
@Injectable()
export class ProductClient {
  constructor(private readonly gateway: GatewayClient) {}

  async categoryTree(culture: Culture, rootId?: number): Promise<CategoryTreeResult> {
    return unwrap(await this.gateway.post<CategoryTreeResult>({ path: CatalogueGatewayPaths.categoryTree, culture, body: { rootId } }), PRODUCT_SEARCH_FAILURE);
  }

  async brandList(culture: Culture): Promise<BrandListResult> {
    return unwrap(await this.gateway.post<BrandListResult>({ path: CatalogueGatewayPaths.brandList, culture, body: {} }), PRODUCT_SEARCH_FAILURE);
  }

  async productTypeList(culture: Culture): Promise<ProductTypeListResult> {
    return unwrap(await this.gateway.post<ProductTypeListResult>({ path: ProductTypeGatewayPaths.productTypeList, culture, body: {} }), PRODUCT_SEARCH_FAILURE);
  }

  async stockByProduct(culture: Culture, productId: number): Promise<StockAvailabilitiesResult> {
    return unwrap(await this.gateway.get<StockAvailabilitiesResult>({ path: `${StockGatewayPaths.availabilitiesByProduct}/${productId}`, culture }), PRODUCT_SEARCH_FAILURE);
  }

  async relations(culture: Culture, request: ProductRelationsRequest): Promise<ProductSearchResult> {
    return unwrap(await this.gateway.post<ProductSearchResult>({ path: CatalogueGatewayPaths.productRelations, culture, body: request }), PRODUCT_SEARCH_FAILURE);
  }

  async getProduct(culture: Culture, request: GetProductRequest): Promise<GetProductResult> {
    return unwrap(await this.gateway.post<GetProductResult>({ path: ProductGatewayPaths.getProduct, culture, body: request }), PRODUCT_SEARCH_FAILURE);
  }

  async search(culture: Culture, request: ProductSearchRequest): Promise<ProductSearchResult> {
    return unwrap(await this.gateway.post<ProductSearchResult>({ path: ProductGatewayPaths.searchProducts, culture, body: request }), PRODUCT_SEARCH_FAILURE);
  }
}
