import type { BrandListResult, CategoryTreeResult, ProductTypeListResult } from '../gateway/product.js';
import type { StockAvailability } from '../catalogue/entities.js';
import type { ApiResult, PaginationSummary } from '../common/responses.js';
import type { Product, ProductListItem } from './entities.js';
import type { SearchedFor } from '../search/responses.js';

/** POST /api/search-products (S7.05): products, the pagination summary and facets. */
export interface SearchProductsResponse extends ApiResult {
  /** The page of products. */
  products: ProductListItem[];
  /** Where this page sits (S3.21). */
  pagination: PaginationSummary;
  /** Facets asked for by aggregateBy, counted over the whole result. */
  aggregations: Aggregation[];
  /** With searchTerm: a corrected query when the text found few or no products (issue 4). */
  didYouMean?: string;
  /** With searchTerm: how the text was read when not as typed (a price phrase, a partial match; issue 31). */
  searchedFor?: SearchedFor;
}

/** One value of a facet with the number of products it would show. */
export interface AggregationBucket {
  /** What to send back to filter by it: a category or brand id, an attribute value, a size, a price range "min-max". */
  key: string;
  /** Text to show, in the request's language. */
  label: string;
  /** Products matching every other active filter plus this value. */
  count: number;
  /** true when the request already filters by this value. */
  selected: boolean;
}

/**
 * A facet of a product list. Counts are disjunctive: a facet's buckets ignore that facet's own
 * filter, so choosing a second brand still shows how many it adds.
 */
export interface Aggregation {
  /** Category, Brand, Price, Size, InStock, Discounted, or an attribute code such as attr_color. */
  name: string;
  /** Facet title in the request's language. */
  title: string;
  buckets: AggregationBucket[];
  /** Price facet: lowest and highest sales price among the matches, major units. */
  min?: number;
  max?: number;
}

/** POST /api/get-product: the product with every field and every attribute, priced in the active currency. */
export interface GetProductResponse extends ApiResult {
  product: Product;
}

/** GET /api/stock-availabilities?productId=: units of every variant per warehouse (spec §7 Product: stock availabilities). */
export interface StockAvailabilitiesResponse extends ApiResult {
  /** In barcode order, then warehouse id; a warehouse without stock answers 0. */
  availabilities: StockAvailability[];
}

/** POST /api/category-tree: the category tree, whole or under a root. */
export interface CategoryTreeResponse extends ApiResult, CategoryTreeResult {}

/** GET /api/brands: every brand with its list path. */
export interface BrandListResponse extends ApiResult, BrandListResult {}

/** Every product type with its list path (the sitemap). */
export interface ProductTypeListResponse extends ApiResult, ProductTypeListResult {}
