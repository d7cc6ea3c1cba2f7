import { Injectable } from '@nestjs/common';
import { ProductRequestFlags } from '../../../../contracts/enums.js';
import type { SearchProductsPayload } from '../../../../contracts/product/payloads.js';
import type { GetProductResponse, SearchProductsResponse, StockAvailabilitiesResponse } from '../../../../contracts/product/responses.js';
import { JsonAnswerCache } from '../../common/json-answer-cache.js';
import type { RequestContext } from '../../common/request-context.js';
import { CampaignService } from '../campaign/campaign.service.js';
import { CurrencyService } from '../currency/currency.service.js';
import type { CategoryTreeDto, GetProductDto, ProductRelationsDto, StockAvailabilitiesQueryDto } from './dto/catalog.dto.js';
import type { SearchProductsDto } from './dto/search-products.dto.js';
import { ProductClient } from './product.client.js';

/** Tag of the search overlay's query (the engine's SEARCH_AS_YOU_TYPE_TAG). */
const SEARCH_AS_YOU_TYPE_TAG = 'search-as-you-type';

/** Tag of product display calls that ask for variations (S7.20, §7). */
export const VARIATIONS_TAG = 'variations';

/**
 * Campaign badges go on product cards: a list asking for every field, or for a linked, priced
 * tile (RoutePath and SalesPrice). Narrower field lists (compare bar, lookups) get only what they
 * named (S3.06), and the search overlay's half-typed queries none.
 */
export function asksForCards(payload: SearchProductsPayload): boolean {
  const includes = payload.includes;
  return !includes?.length || (includes.includes('RoutePath') && includes.includes('SalesPrice'));
}

/** How long a product list answer is served as it is, and how much longer while it reloads. */
const SEARCH_ANSWER_TTL_MS = 10_000;
const SEARCH_ANSWER_STALE_MS = 50_000;

@Injectable()
export class ProductService {
  // Product lists are the busiest read and their answers are large (about 50 KB for 24 cards):
  // each distinct list is built, serialized and encoded once while fresh.
  private readonly searchAnswers = new JsonAnswerCache(SEARCH_ANSWER_TTL_MS, 500, { staleMs: SEARCH_ANSWER_STALE_MS });

  constructor(private readonly client: ProductClient, private readonly currencies: CurrencyService, private readonly campaigns: CampaignService) {}

  /** search()'s answer as UTF-8 JSON, from the answer cache: it depends on culture, currency and payload only. */
  async searchJson(context: RequestContext, payload: SearchProductsDto): Promise<Buffer> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    return this.searchAnswers.get(`${context.culture}|${currencyId}|${JSON.stringify(payload)}`, () => this.search(context, payload));
  }

  async search(context: RequestContext, payload: SearchProductsDto): Promise<SearchProductsResponse> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    const request = { ...payload, currencyId };
    // Product display calls (a list of ids) ask for tag variations with one page holding them all (§7).
    if (payload.productIds?.length && !payload.searchTerm) {
      request.tags = [...new Set([...(payload.tags ?? []), VARIATIONS_TAG])];
      request.pageSize = payload.productIds.length;
    }
    if (request.returnAllAttributes) request.flags = (request.flags ?? ProductRequestFlags.Default) | ProductRequestFlags.ReturnAllAttributes;
    const result = await this.client.search(context.culture, request);
    const showsTiles = !payload.tags?.includes(SEARCH_AS_YOU_TYPE_TAG) && asksForCards(payload);
    return { isSuccess: true, ...result, products: showsTiles ? await this.campaigns.withBadges(context.culture, result.products) : result.products };
  }

  async getProduct(context: RequestContext, payload: GetProductDto): Promise<GetProductResponse> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    const { product } = await this.client.getProduct(context.culture, { productId: payload.productId, currencyId });
    const [badged] = await this.campaigns.withBadges(context.culture, [product]);
    return { isSuccess: true, product: badged };
  }

  async categoryTree(context: RequestContext, payload: CategoryTreeDto) {
    return { isSuccess: true, ...(await this.client.categoryTree(context.culture, payload.rootId)) };
  }

  async brands(context: RequestContext) {
    return { isSuccess: true, ...(await this.client.brandList(context.culture)) };
  }

  async relations(context: RequestContext, payload: ProductRelationsDto): Promise<SearchProductsResponse> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    const result = await this.client.relations(context.culture, { ...payload, currencyId });
    return { isSuccess: true, ...result, products: await this.campaigns.withBadges(context.culture, result.products) };
  }

  async stockAvailabilities(context: RequestContext, query: StockAvailabilitiesQueryDto): Promise<StockAvailabilitiesResponse> {
    return { isSuccess: true, ...(await this.client.stockByProduct(context.culture, query.productId)) };
  }
}
