import { Injectable } from '@nestjs/common';
import { ProductRequestFlags } from '../../../../contracts/enums.js';
import type { ProductSearchRequest } from '../../../../contracts/gateway/product.js';
import type { SearchProductsPayload } from '../../../../contracts/product/payloads.js';
import type {
  BrandListResponse, CategoryTreeResponse, GetProductResponse, ProductTypeListResponse, SearchProductsResponse, StockAvailabilitiesResponse,
} from '../../../../contracts/product/responses.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import { JsonAnswerCache, wholeAnswer, type CachedAnswer } from '../../common/json-answer-cache.js';
import type { ReadCache } from '../../common/read-cache.js';
import type { RequestContext } from '../../common/request-context.js';
import { CatalogueAnswers } from '../../gateway/catalogue-answers.js';
import { badged, CampaignService } from '../campaign/campaign.service.js';
import { CurrencyService } from '../currency/currency.service.js';
import { SearchRecorder } from '../search/search-recorder.js';
import type { CategoryTreeDto, GetProductDto, ProductRelationsDto, StockAvailabilitiesQueryDto } from './dto/catalogue.dto.js';
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

/**
 * The request flags a shopper's list may use: every one but IgnoreApproval. A hidden (unapproved)
 * product is shown to no shopper, as its page is not (issue 27 item 12); the flag stays the
 * engine's, for callers with its bearer token.
 */
export function shopperFlags(flags: number): number {
  return flags & ~ProductRequestFlags.IgnoreApproval || ProductRequestFlags.None;
}

/** What a cached list keeps beside its bytes: how many products it found (the search record counts them). */
export interface ListFound {
  found: number;
}

const foundIn = (list: SearchProductsResponse): ListFound => ({ found: list.pagination?.totalItems ?? list.products.length });

/** The catalogue's answers: product lists, a product's detail and stock, the category tree, brands and types. */
@Injectable()
export class ProductService {
  // Product lists are the busiest read and their answers are large (about 50 KB for 24 cards).
  private readonly lists: JsonAnswerCache<SearchProductsResponse, ListFound>;
  private readonly details: JsonAnswerCache<GetProductResponse, GetProductResponse>;
  private readonly trees: ReadCache<CategoryTreeResponse>;
  private readonly brandLists: ReadCache<BrandListResponse>;
  private readonly typeLists: ReadCache<ProductTypeListResponse>;
  private readonly stock: ReadCache<StockAvailabilitiesResponse>;

  constructor(
    private readonly client: ProductClient,
    private readonly currencies: CurrencyService,
    private readonly campaigns: CampaignService,
    private readonly searches: SearchRecorder,
    catalogue: CatalogueAnswers,
  ) {
    // Every one of them shows the catalogue: emptied when it changes.
    this.lists = catalogue.follow(FRESHNESS.productLists, (freshness) => new JsonAnswerCache(freshness, 500, foundIn));
    this.details = catalogue.follow(FRESHNESS.productDetail, (freshness) => new JsonAnswerCache(freshness, 2000, wholeAnswer<GetProductResponse>));
    this.trees = catalogue.follow(FRESHNESS.catalogueTree, (freshness) => answerCache<CategoryTreeResponse>(freshness, 200));
    this.brandLists = catalogue.follow(FRESHNESS.catalogueTree, (freshness) => answerCache<BrandListResponse>(freshness, 4));
    this.typeLists = catalogue.follow(FRESHNESS.catalogueTree, (freshness) => answerCache<ProductTypeListResponse>(freshness, 4));
    this.stock = catalogue.follow(FRESHNESS.stock, (freshness) => answerCache<StockAvailabilitiesResponse>(freshness, 2000));
  }

  /** A product list: it depends on culture, currency and payload only. */
  async search(context: RequestContext, payload: SearchProductsDto): Promise<CachedAnswer<ListFound>> {
    const answer = await this.list(context, payload);
    // Full searches only (not the overlay's half-typed words, not later pages), cached answers
    // included: popular searches count the shoppers who made them (issue 16), zero-result ones.
    const term = payload.searchTerm?.trim();
    if (term && (payload.currentPage ?? 1) === 1 && !payload.tags?.includes(SEARCH_AS_YOU_TYPE_TAG)) {
      this.searches.record(context, term, answer.value.found);
    }
    return answer;
  }

  private async list(context: RequestContext, payload: SearchProductsDto): Promise<CachedAnswer<ListFound>> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    return this.lists.get(`${context.culture}|${currencyId}|${JSON.stringify(payload)}`, async () => {
      const request: ProductSearchRequest = { ...payload, currencyId, ...(payload.flags === undefined ? {} : { flags: shopperFlags(payload.flags) }) };
      // Product display calls (a list of ids) ask for tag variations with one page holding them all (§7).
      if (payload.productIds?.length && !payload.searchTerm) {
        request.tags = [...new Set([...(payload.tags ?? []), VARIATIONS_TAG])];
        request.pageSize = payload.productIds.length;
      }
      if (request.returnAllAttributes) request.flags = (request.flags ?? ProductRequestFlags.Default) | ProductRequestFlags.ReturnAllAttributes;
      // Tiles carry their campaign badges: the engine adds them in the same call, another gateway may leave them to a second one.
      const showsTiles = !payload.tags?.includes(SEARCH_AS_YOU_TYPE_TAG) && asksForCards(payload);
      if (showsTiles) request.withCampaignBadges = true;
      const { badged: hasBadges, ...result } = await this.client.search(context.culture, request);
      return { isSuccess: true, ...result, products: showsTiles && !hasBadges ? await this.campaigns.withBadges(context.culture, currencyId, result.products) : result.products };
    });
  }

  /** A product's detail page answer, with its campaign badges. */
  async getProduct(context: RequestContext, payload: GetProductDto): Promise<CachedAnswer<GetProductResponse>> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    return this.details.get(`${context.culture}|${currencyId}|${payload.productId}`, async () => {
      // The engine adds the badges in the same call; another gateway may leave them to a second one.
      const { product, badged: hasBadges } = await this.client.getProduct(context.culture, { productId: payload.productId, currencyId, withCampaignBadges: true });
      return { isSuccess: true, product: hasBadges ? product : badged(product, await this.campaigns.badgesOf(context.culture, currencyId, [payload.productId])) };
    });
  }

  categoryTree(context: RequestContext, payload: CategoryTreeDto): Promise<CategoryTreeResponse> {
    return this.trees.get(`${context.culture}|${payload.rootId ?? ''}`, async () => ({ isSuccess: true, ...(await this.client.categoryTree(context.culture, payload.rootId)) }));
  }

  brands(context: RequestContext): Promise<BrandListResponse> {
    return this.brandLists.get(context.culture, async () => ({ isSuccess: true, ...(await this.client.brandList(context.culture)) }));
  }

  productTypes(context: RequestContext): Promise<ProductTypeListResponse> {
    return this.typeLists.get(context.culture, async () => ({ isSuccess: true, ...(await this.client.productTypeList(context.culture)) }));
  }

  async relations(context: RequestContext, payload: ProductRelationsDto): Promise<SearchProductsResponse> {
    const currencyId = await this.currencies.activeCurrencyId(context);
    const result = await this.client.relations(context.culture, { ...payload, currencyId });
    return { isSuccess: true, ...result, products: await this.campaigns.withBadges(context.culture, currencyId, result.products) };
  }

  /** Stock per variant and warehouse, as late as the product's own answer may be (FRESHNESS.stock). */
  stockAvailabilities(context: RequestContext, query: StockAvailabilitiesQueryDto): Promise<StockAvailabilitiesResponse> {
    return this.stock.get(`${context.culture}|${query.productId}`, async () => ({ isSuccess: true, ...(await this.client.stockByProduct(context.culture, query.productId)) }));
  }
}
