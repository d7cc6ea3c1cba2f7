import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { hasFlag, ProductDocumentType, ProductRequestFlags, type Culture } from '../../../../contracts/enums.js';
import type {
  GetAllProductsRequest, GetAllProductsResult, GetProductRequest, GetProductResult, ProductRelationsRequest, ProductSearchRequest, ProductSearchResult,
  SearchWithWorkflowRequest,
} from '../../../../contracts/gateway/product.js';
import { NotFoundError } from '../../common/errors.js';
import type { Product, ProductListItem } from '../../../../contracts/product/entities.js';
import { PRODUCT_FIELDS, type AggregationName, type ProductField } from '../../../../contracts/product/payloads.js';
import { paginationSummary } from '../../common/pagination.js';
import { EngineCampaignService } from '../campaign/campaign.service.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { DATABASE, type Database } from '../db/database.js';
import type { SearchMatches } from '../prediction/search-index.js';
import { SearchIndexService } from '../prediction/search-index.service.js';
import { readSearchText, type SearchText } from '../prediction/search-text.js';
import type { SearchedFor } from '../../../../contracts/search/responses.js';
import type { CatalogueIndex } from './catalogue-index.js';
import { CatalogueIndexService } from './catalogue-index.service.js';
import { CategoryCache, type CategoryTree } from './category-cache.js';
import { withColours } from './product-colours.js';
import { toAggregations } from './product-facets.js';
import { mapProducts, type ProductParts } from './product-mapper.js';
import { applyWorkflow } from './product-workflow.js';
import { ProductRepository, type DocumentRow, type ProductCategoryRow } from './product.repository.js';
import { ProductTileCache } from './tile-cache.js';

export const DEFAULT_PAGE_SIZE = 24;
/** Default page of get all products (feeds and sitemaps read many at a time). */
export const ALL_PRODUCTS_PAGE_SIZE = 100;
const has = hasFlag;
const FACETS: readonly AggregationName[] = ['Category', 'Brand', 'Price', 'Attributes', 'Size', 'InStock', 'Discounted'];
/** Tag of the search overlay's query: the last word is still being typed. */
export const SEARCH_AS_YOU_TYPE_TAG = 'search-as-you-type';
/** Fields of a product tile. */
const LIST_FIELDS: ProductField[] = ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'];
/** Minor units per major unit: every currency the shop prices in has two decimals. */
const MINOR = 100;

/** Engine product service: search products with the §3 flags, facets, field list and pagination. */
@Injectable()
export class EngineProductService implements OnModuleInit {
  /** Badges for lists that ask for them; the campaign module builds on this one, so it is looked up, not imported. */
  private campaigns?: EngineCampaignService;

  constructor(
    private readonly products: ProductRepository,
    private readonly categories: CategoryCache,
    private readonly catalogue: CatalogueIndexService,
    private readonly searchIndex: SearchIndexService,
    private readonly tiles: ProductTileCache,
    private readonly modules: ModuleRef,
    private readonly currencies: CurrencyRepository,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  onModuleInit(): void {
    this.campaigns = this.modules.get(EngineCampaignService, { strict: false });
  }

  async search(culture: Culture, request: ProductSearchRequest): Promise<ProductSearchResult> {
    const flags = request.flags ?? ProductRequestFlags.Default;
    const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
    const currentPage = request.currentPage ?? 1;
    const typed = request.searchTerm?.trim();
    const aggregateBy = new Set((request.aggregateBy ?? []).filter((name) => FACETS.includes(name)));
    // A price in the words ("500 TL altı saat") is the price filter, unless the shopper chose one.
    const text = typed ? readSearchText(typed, (await this.currencies.byId(this.db, request.currencyId))?.code) : undefined;
    const priced = text !== undefined && text.minPrice !== undefined && request.minPrice === undefined && request.maxPrice === undefined;
    const filters = priced ? { ...request, minPrice: text.minPrice, maxPrice: text.maxPrice } : request;
    const term = text?.words;
    const [index, search] = await Promise.all([this.catalogue.index(), term ? this.searchIndex.index() : undefined]);
    const textMatches = term && search ? search.search(term, culture, { prefixLast: request.tags?.includes(SEARCH_AS_YOU_TYPE_TAG) }) : undefined;
    const { ids, total, facets } = index.query({
      currencyId: request.currencyId, flags, culture, productIds: request.productIds, categoryIds: request.categoryIds,
      brandIds: request.brandIds, productTypeIds: request.productTypeIds, attributes: request.attributes, sizes: request.sizes,
      minPriceMinor: filters.minPrice === undefined ? undefined : Math.round(filters.minPrice * MINOR),
      maxPriceMinor: filters.maxPrice === undefined ? undefined : Math.round(filters.maxPrice * MINOR),
      textMatches, sort: request.sort ?? 'relevance', offset: (currentPage - 1) * pageSize, limit: pageSize, aggregateBy,
    });
    const [tiles, tree] = await Promise.all([
      ids.length ? this.loadTiles(ids, culture, request, flags) : [],
      aggregateBy.size ? this.categories.tree() : undefined,
    ]);
    const badged = request.withCampaignBadges ? await this.badged(culture, tiles, request.currencyId) : undefined;
    const products = badged ?? tiles;
    const aggregations = tree ? toAggregations(facets, { ...filters, flags }, { culture, tree, brandNames: index.brandNames, attributeNames: index.attributeNames }) : [];
    // A misspelt word when the query as typed finds little: offer the corrected query.
    const didYouMean = term && search ? search.didYouMean(term, culture) : undefined;
    // Searches are recorded by the storefront (record-searches), which sees the ones its cache answers too.
    const searchedFor = typed && text ? searchedForOf(typed, text, priced, textMatches) : undefined;
    return {
      products, pagination: paginationSummary(currentPage, pageSize, total, products.length), aggregations, ...(didYouMean ? { didYouMean } : {}), ...(badged ? { badged: true } : {}),
      ...(searchedFor ? { searchedFor } : {}),
    };
  }

  /** The tiles with their campaign badges; undefined when they cannot be had (the caller then asks campaign badges itself). */
  private async badged(culture: Culture, products: ProductListItem[], currencyId: number): Promise<ProductListItem[] | undefined> {
    try {
      return await this.campaigns?.withBadges(culture, products, currencyId);
    } catch {
      return undefined;
    }
  }

  /**
   * One approved product with every field and every attribute (product detail). Off-shelf or
   * sold-out products still answer: the page shows them as unavailable.
   */
  async getProduct(culture: Culture, request: GetProductRequest): Promise<GetProductResult> {
    // The colour picker offers the colours a list would show, and the shown one even when it is off the shelf.
    const models = (await this.catalogue.index()).coloursOf([request.productId], request.currencyId, ProductRequestFlags.Default);
    const model = models.get(request.productId);
    if (model && !model.includes(request.productId)) models.set(request.productId, [...model, request.productId].sort((a, b) => a - b));
    const [detail, tree] = await Promise.all([this.products.detail(request.productId, request.currencyId, models.get(request.productId) ?? []), this.categories.tree()]);
    if (!detail?.product.is_approved) throw new NotFoundError('Product not found');
    const { product: row, colours, ...parts } = detail;
    const [found] = mapProducts([row], { ...parts, categories: categoryParts(parts.categories, tree, culture) }, new Set(PRODUCT_FIELDS), culture, request.currencyId);
    const [coloured] = withColours([found], models, colours, culture);
    const badged = request.withCampaignBadges ? await this.badged(culture, [coloured], request.currencyId) : undefined;
    return { product: (badged?.[0] ?? coloured) as Product, ...(badged ? { badged: true } : {}) };
  }

  /** A search with a merchandising workflow's preset flags and order (see ProductWorkflow). */
  searchWithWorkflow(culture: Culture, request: SearchWithWorkflowRequest): Promise<ProductSearchResult> {
    const { workflow, ...search } = request;
    return this.search(culture, applyWorkflow(workflow, search));
  }

  /** Every approved product on the shelf, a page at a time in id order (feeds, sitemaps). */
  async allProducts(culture: Culture, request: GetAllProductsRequest): Promise<GetAllProductsResult> {
    const pageSize = request.pageSize ?? ALL_PRODUCTS_PAGE_SIZE;
    const currentPage = request.currentPage ?? 1;
    const { ids, total } = await this.products.sellablePage((currentPage - 1) * pageSize, pageSize);
    const includes = request.includes?.length ? request.includes : LIST_FIELDS;
    const products = ids.length ? await this.load(ids, culture, { currencyId: request.currencyId, includes }, ProductRequestFlags.Default) : [];
    return { products, pagination: paginationSummary(currentPage, pageSize, total, products.length) };
  }

  /** Products of the same category, in stock, the product itself left out; 404 for a hidden product, as its page. */
  async relations(culture: Culture, request: ProductRelationsRequest): Promise<ProductSearchResult> {
    const categoryId = await this.products.defaultCategory(request.productId);
    if (categoryId === undefined) throw new NotFoundError('Product not found');
    const pageSize = request.pageSize ?? 8;
    const index = await this.catalogue.index();
    const flags = ProductRequestFlags.Default | ProductRequestFlags.InStock | ProductRequestFlags.GroupVariations;
    const { ids } = index.query({
      currencyId: request.currencyId, flags, culture, categoryIds: [categoryId], sort: 'newest', offset: 0, limit: pageSize + 1, aggregateBy: new Set(),
    });
    // The product's other colours are the same model, not a related one.
    const model = new Set(index.coloursOf([request.productId], request.currencyId, ProductRequestFlags.None | ProductRequestFlags.IgnoreApproval).get(request.productId) ?? [request.productId]);
    const related = ids.filter((id) => !model.has(id)).slice(0, pageSize);
    const products = related.length ? await this.loadTiles(related, culture, { currencyId: request.currencyId, includes: LIST_FIELDS }, flags) : [];
    return { products, pagination: paginationSummary(1, pageSize, products.length, products.length), aggregations: [] };
  }

  /** Products of a list; a grouped list's tiles (they link somewhere) carry their model's colours. */
  private async loadTiles(ids: number[], culture: Culture, request: ProductSearchRequest, flags: number): Promise<ProductListItem[]> {
    const fields = request.includes?.length ? request.includes : PRODUCT_FIELDS;
    const [products, index] = await Promise.all([this.load(ids, culture, request, flags), this.catalogue.index()]);
    if (!has(flags, ProductRequestFlags.GroupVariations) || !fields.includes('RoutePath')) return products;
    return this.addColours(index, products, index.coloursOf(ids, request.currencyId, flags), culture);
  }

  private async addColours(index: CatalogueIndex, products: ProductListItem[], models: Map<number, number[]>, culture: Culture): Promise<ProductListItem[]> {
    if (!models.size) return products;
    const rows = await this.tiles.colourRows(index, [...new Set([...models.values()].flat())]);
    return withColours(products, models, rows, culture);
  }

  private async load(ids: number[], culture: Culture, request: ProductSearchRequest, flags: number): Promise<ProductListItem[]> {
    const fields = new Set<ProductField>(request.includes?.length ? request.includes : PRODUCT_FIELDS);
    const allAttributes = request.returnAllAttributes === true || has(flags, ProductRequestFlags.ReturnAllAttributes);
    const [{ rows, documents }, attributes, barcodes, stocks, categories] = await Promise.all([
      this.catalogue.index().then((index) => this.tiles.tiles(index, ids, request.currencyId, fields.has('Documents'))),
      fields.has('Attributes') ? this.products.attributes(ids, allAttributes) : undefined,
      fields.has('Barcodes') ? this.products.barcodes(ids) : undefined,
      fields.has('StocksByBarcode') ? this.products.stocks(ids) : undefined,
      fields.has('Categories') ? this.categoryParts(ids, culture, has(flags, ProductRequestFlags.JustDefaultCategory)) : undefined,
    ]);
    const parts: ProductParts = { documents, attributes, barcodes, stocks, categories };
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return mapProducts(rows, parts, fields, culture, request.currencyId, documentFilter(flags));
  }

  private async categoryParts(ids: number[], culture: Culture, justDefault: boolean) {
    const [rows, tree] = await Promise.all([this.products.categories(ids, justDefault), this.categories.tree()]);
    return categoryParts(rows, tree, culture);
  }
}

/** Each product's categories with their paths from the top, as the answers name them. */
function categoryParts(rows: ProductCategoryRow[], tree: CategoryTree, culture: Culture) {
  const byProduct = new Map<number, NonNullable<ProductListItem['categories']>>();
  for (const row of rows) {
    const node = tree.byId.get(row.category_id);
    const hierarchy = (node?.path ?? []).flatMap((id) => {
      const ancestor = tree.byId.get(id);
      return ancestor ? [{ id, name: ancestor.name[culture], routePath: ancestor.routePath[culture] }] : [];
    });
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ id: row.category_id, name: node?.name[culture] ?? '', isDefault: row.is_default, hierarchy });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/** JustDefaultImageDocument / JustDefaultVideoDocument narrow documents to the default ones. */
function documentFilter(flags: number): (document: DocumentRow) => boolean {
  const image = has(flags, ProductRequestFlags.JustDefaultImageDocument);
  const video = has(flags, ProductRequestFlags.JustDefaultVideoDocument);
  if (!image && !video) return () => true;
  return (document) =>
    document.is_default && ((image && document.document_type === ProductDocumentType.Image) || (video && document.document_type === ProductDocumentType.Video));
}

/** How the text was read, when not as typed: its price phrase out (and applied), or only some words held. */
function searchedForOf(typed: string, text: SearchText, priced: boolean, matches: SearchMatches | undefined): SearchedFor | undefined {
  const partial = matches?.heldWords !== undefined && matches.size > 0;
  if (!partial && text.words === typed) return undefined;
  return {
    words: partial ? matches.heldWords.join(' ') : text.words,
    ...(partial ? { partial: true } : {}),
    ...(priced ? { minPrice: text.minPrice, ...(text.maxPrice === undefined ? {} : { maxPrice: text.maxPrice }) } : {}),
  };
}
