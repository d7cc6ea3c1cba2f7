/** Field names a list may ask for (S3.06). "Brand" stands for brand name. */
export type ProductField =
  | 'Id' | 'Name' | 'ShortName' | 'Documents' | 'SalesPrice' | 'RoutePath' | 'Attributes' | 'Types'
  | 'ScopeTypeId' | 'StocksByBarcode' | 'IsApproved' | 'DiscountRate' | 'Categories' | 'Brand'
  | 'Code' | 'SKU' | 'HsCode' | 'Barcodes';

/** Every list field, in spec order (S3.06). */
export const PRODUCT_FIELDS: readonly ProductField[] = [
  'Id', 'Name', 'ShortName', 'Documents', 'SalesPrice', 'RoutePath', 'Attributes', 'Types',
  'ScopeTypeId', 'StocksByBarcode', 'IsApproved', 'DiscountRate', 'Categories', 'Brand', 'Code',
  'SKU', 'HsCode', 'Barcodes',
];

/** One attribute facet filter, e.g. { integrationCode: 'attr_color', values: ['Siyah', 'Mavi'] }. */
export interface AttributeFilter {
  /** Attribute code such as attr_color. */
  integrationCode: string;
  /** Values in the request's language; a product matches any of them. */
  values: string[];
}

/** Facets a list may ask for; 'None' asks for none (S7.05). 'Attributes' means every list attribute. */
export type AggregationName = 'None' | 'Category' | 'Brand' | 'Price' | 'Attributes' | 'Size' | 'InStock' | 'Discounted';

/** Every facet name, in display order. */
export const AGGREGATION_NAMES: readonly AggregationName[] = ['None', 'Category', 'Brand', 'Price', 'Attributes', 'Size', 'InStock', 'Discounted'];

/** Orders a product list can take. */
export type ProductSort = 'relevance' | 'price-asc' | 'price-desc' | 'newest' | 'discount';

/** POST /api/search-products (S7.05, S7.06, S7.20). All criteria are optional and combine with AND. */
export interface SearchProductsPayload {
  /** Only these products, answered in this order. */
  productIds?: number[];
  /** Products in any of these categories or their descendants. */
  categoryIds?: number[];
  /** Products of any of these brands. */
  brandIds?: number[];
  /** Products of any of these product types. */
  productTypeIds?: number[];
  /** The shopper's search text. */
  searchTerm?: string;
  /** Facet filter: attribute values (in the request's language), any value of one attribute, all attributes. */
  attributes?: AttributeFilter[];
  /** Facet filter: variant sizes; a product matches when one of its barcodes has one of them. */
  sizes?: string[];
  /** Facet filter: lowest sales price, major units of the active currency. */
  minPrice?: number;
  /** Facet filter: highest sales price, major units of the active currency. */
  maxPrice?: number;
  /** Caller tags, e.g. ['compare-list'] or ['variations']. */
  tags?: string[];
  /** Fields to answer (S3.06); all fields when absent. */
  includes?: ProductField[];
  /** Items per page, 1 to 100; default 24. */
  pageSize?: number;
  /** 1-based page; default 1. */
  currentPage?: number;
  /** ProductRequestFlags bits; default 6 (Default). */
  flags?: number;
  /** Facets to compute; ['None'] for none (S7.05). */
  aggregateBy?: AggregationName[];
  /** Answer every attribute, not only list attributes (flag ReturnAllAttributes). */
  returnAllAttributes?: boolean;
  /** Order of the list; default relevance. */
  sort?: ProductSort;
}

/** POST /api/get-product: one product with every field, for its detail page (spec §7 Product: get product). */
export interface GetProductPayload {
  /** Id of the product, e.g. from GET /api/route-info. */
  productId: number;
}
