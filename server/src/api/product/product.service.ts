import { Injectable } from '@nestjs/common';
import { ProductRequestFlags } from '../../../../contracts/enums.js';
import type { GetProductResponse, SearchProductsResponse } from '../../../../contracts/product/responses.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from '../currency/currency.service.js';
import type { CategoryTreeDto, GetProductDto, ProductRelationsDto } from './dto/catalog.dto.js';
import type { SearchProductsDto } from './dto/search-products.dto.js';
import { ProductClient } from './product.client.js';

/** Tag of product display calls that ask for variations (S7.20, §7). */
export const VARIATIONS_TAG = 'variations';

@Injectable()
export class ProductService {
  constructor(private readonly client: ProductClient, private readonly currencies: CurrencyService) {}

  async search(context: RequestContext, payload: SearchProductsDto): Promise<SearchProductsResponse> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    const request = { ...payload, currencyId };
    // Product display calls (a list of ids) ask for tag variations with one page holding them all (§7).
    if (payload.productIds?.length && !payload.searchTerm) {
      request.tags = [...new Set([...(payload.tags ?? []), VARIATIONS_TAG])];
      request.pageSize = payload.productIds.length;
    }
    if (request.returnAllAttributes) request.flags = (request.flags ?? ProductRequestFlags.Default) | ProductRequestFlags.ReturnAllAttributes;
    return { isSuccess: true, ...(await this.client.search(context.culture, request)) };
  }

  async getProduct(context: RequestContext, payload: GetProductDto): Promise<GetProductResponse> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.client.getProduct(context.culture, { productId: payload.productId, currencyId })) };
  }

  async categoryTree(context: RequestContext, payload: CategoryTreeDto) {
    return { isSuccess: true, ...(await this.client.categoryTree(context.culture, payload.rootId)) };
  }

  async brands(context: RequestContext) {
    return { isSuccess: true, ...(await this.client.brandList(context.culture)) };
  }

  async relations(context: RequestContext, payload: ProductRelationsDto): Promise<SearchProductsResponse> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.client.relations(context.culture, { ...payload, currencyId })) };
  }
}
