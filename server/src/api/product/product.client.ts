import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import {
  CatalogGatewayPaths, ProductGatewayPaths, type BrandListResult, type CategoryTreeResult, type GetProductRequest, type GetProductResult, type ProductRelationsRequest,
  type ProductSearchRequest, type ProductSearchResult, ProductTypeGatewayPaths, type ProductTypeListResult,
} from '../../../../contracts/gateway/product.js';
import { StockGatewayPaths, type StockAvailabilitiesResult } from '../../../../contracts/gateway/stock.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import { ReadCache } from '../../common/read-cache.js';

/** spec §8: banner list / product search failure. */
export const PRODUCT_SEARCH_FAILURE = 'Failed to search products';

/** The only code that calls the gateway's product service. */
@Injectable()
export class ProductClient {
  // Home widgets and popular lists repeat the same request for every shopper; a short life
  // keeps prices and stock fresh enough.
  private readonly searches = new ReadCache<ProductSearchResult>(10_000, 1000);

  // The tree and the brands change with the catalogue, not per shopper.
  private readonly trees = new ReadCache<CategoryTreeResult>(60_000, 200);
  private readonly brands = new ReadCache<BrandListResult>(60_000, 4);
  private readonly types = new ReadCache<ProductTypeListResult>(60_000, 4);

  constructor(private readonly gateway: GatewayClient) {}

  categoryTree(culture: Culture, rootId?: number): Promise<CategoryTreeResult> {
    return this.trees.get(`${culture}|${rootId ?? ''}`, async () =>
      unwrap(await this.gateway.post<CategoryTreeResult>({ path: CatalogGatewayPaths.categoryTree, culture, body: { rootId } }), PRODUCT_SEARCH_FAILURE));
  }

  brandList(culture: Culture): Promise<BrandListResult> {
    return this.brands.get(culture, async () =>
      unwrap(await this.gateway.post<BrandListResult>({ path: CatalogGatewayPaths.brandList, culture, body: {} }), PRODUCT_SEARCH_FAILURE));
  }

  productTypeList(culture: Culture): Promise<ProductTypeListResult> {
    return this.types.get(culture, async () =>
      unwrap(await this.gateway.post<ProductTypeListResult>({ path: ProductTypeGatewayPaths.productTypeList, culture, body: {} }), PRODUCT_SEARCH_FAILURE));
  }

  // Not cached: stock must be current.
  async stockByProduct(culture: Culture, productId: number): Promise<StockAvailabilitiesResult> {
    return unwrap(await this.gateway.get<StockAvailabilitiesResult>({ path: `${StockGatewayPaths.availabilitiesByProduct}/${productId}`, culture }), PRODUCT_SEARCH_FAILURE);
  }

  async relations(culture: Culture, request: ProductRelationsRequest): Promise<ProductSearchResult> {
    return unwrap(await this.gateway.post<ProductSearchResult>({ path: CatalogGatewayPaths.productRelations, culture, body: request }), PRODUCT_SEARCH_FAILURE);
  }

  // Not cached: the detail page shows stock by size, which must be current.
  async getProduct(culture: Culture, request: GetProductRequest): Promise<GetProductResult> {
    return unwrap(await this.gateway.post<GetProductResult>({ path: ProductGatewayPaths.getProduct, culture, body: request }), PRODUCT_SEARCH_FAILURE);
  }

  search(culture: Culture, request: ProductSearchRequest): Promise<ProductSearchResult> {
    return this.searches.get(`${culture}|${JSON.stringify(request)}`, async () =>
      unwrap(await this.gateway.post<ProductSearchResult>({ path: ProductGatewayPaths.searchProducts, culture, body: request }), PRODUCT_SEARCH_FAILURE));
  }
}
