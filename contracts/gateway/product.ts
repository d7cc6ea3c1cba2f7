/** Gateway contract of the product service (spec §7 Product; base /api/product). */
import type { PaginationSummary } from '../common/responses.js';
import type { Product, ProductListItem } from '../product/entities.js';
import type { Aggregation } from '../product/responses.js';
import type { Brand, Category, CategoryTreeNode, ProductType } from '../catalogue/entities.js';
import type { ProductField, SearchProductsPayload } from '../product/payloads.js';
import type { SearchedFor } from '../search/responses.js';

export const ProductGatewayPaths = {
  /** POST ProductSearchRequest → ProductSearchResult. */
  searchProducts: 'product/api/product/search-products',
  /** POST GetProductRequest → GetProductResult; 404 when no approved product has that id. */
  getProduct: 'product/api/product/get-product',
  /** POST GetAllProductsRequest → GetAllProductsResult: every sellable product, a page at a time in id order (feeds, sitemaps). */
  getAllProducts: 'product/api/product/get-all-products',
  /** POST SearchWithWorkflowRequest → ProductSearchResult: a search with a merchandising workflow's preset criteria and order. */
  searchWithWorkflow: 'product/api/product/search-with-workflow',
} as const;

/** Body of `getAllProducts`. */
export interface GetAllProductsRequest {
  /** 1-based page; default 1. */
  currentPage?: number;
  /** Products per page, 1 to 1000; default 100. */
  pageSize?: number;
  /** Fields to answer (S3.06); the list-tile fields when absent. */
  includes?: ProductField[];
  /** Currency id for prices (1 = TRY). */
  currencyId: number;
}

/** Answer of `getAllProducts`: approved products on the shelf, in id order. */
export interface GetAllProductsResult {
  products: ProductListItem[];
  pagination: PaginationSummary;
}

/**
 * Merchandising workflows of `searchWithWorkflow`. A workflow is a named preset the merchant's
 * widgets and landing pages ask for instead of repeating flags and sorts:
 * - `new-arrivals`: in stock, newest first;
 * - `on-sale`: discounted and in stock, best discount first;
 * - `budget`: in stock and priced above zero, cheapest first.
 * The workflow's flags are OR-ed into the caller's and its order replaces the caller's sort; every
 * other criterion of the request (category, brand, type, text, facets, page) still applies.
 */
export type ProductWorkflow = 'new-arrivals' | 'on-sale' | 'budget';

/** Every workflow name, in display order. */
export const PRODUCT_WORKFLOWS: readonly ProductWorkflow[] = ['new-arrivals', 'on-sale', 'budget'];

/** Body of `searchWithWorkflow`: a product search plus the workflow to apply. */
export interface SearchWithWorkflowRequest extends ProductSearchRequest {
  workflow: ProductWorkflow;
}

/** Body of `getProduct`: one product with every field and every attribute (product detail). */
export interface GetProductRequest {
  productId: number;
  /** Currency id for prices (1 = TRY). */
  currencyId: number;
  /** Set the product's `campaignBadges` as ProductSearchRequest.withCampaignBadges does. */
  withCampaignBadges?: boolean;
}

/** Answer of `getProduct`. */
export interface GetProductResult {
  product: Product;
  /** True when the product carries its campaign badges (the request's withCampaignBadges). */
  badged?: boolean;
}

/** Body of `searchProducts`: the storefront payload plus the currency to price in. */
export interface ProductSearchRequest extends SearchProductsPayload {
  /** Currency id for prices (1 = TRY). */
  currencyId: number;
  /**
   * Set each product's `campaignBadges` as the campaign service's campaign badges would answer
   * them for these products in `currencyId`: the list's caller is spared a second call. A gateway
   * that does not do it answers without `badged`, and the caller asks campaign badges itself.
   */
  withCampaignBadges?: boolean;
}

/** Answer of `searchProducts`. */
export interface ProductSearchResult {
  products: ProductListItem[];
  pagination: PaginationSummary;
  aggregations: Aggregation[];
  /** A corrected query when searchTerm found few or no products. */
  didYouMean?: string;
  /** With searchTerm: how the text was read when not as typed (a price phrase, a partial match; issue 31). */
  searchedFor?: SearchedFor;
  /** True when the products carry their campaign badges (the request's withCampaignBadges). */
  badged?: boolean;
}

/** Catalogue lookups of the product service (spec §7 Product). */
export const CatalogueGatewayPaths = {
  /** POST { rootId? } → CategoryTreeResult: the tree under rootId, or the whole tree. */
  categoryTree: 'product/api/category/category-tree',
  /** POST → CategoryListResult: every category, flat. */
  allCategories: 'product/api/category/all-categories',
  /** POST { categoryId } → CategoryHierarchyResult. */
  categoryHierarchy: 'product/api/category/category-hierarchy',
  /** GET {id} → CategoryResult. */
  categoryById: 'product/api/category',
  /** POST → BrandListResult. */
  brandList: 'product/api/brand/brand-list',
  /** GET {id} → BrandResult. */
  brandById: 'product/api/brand',
  /** POST { productId, pageSize } → ProductSearchResult of related products. */
  productRelations: 'product/api/product/product-relations',
} as const;

export interface CategoryTreeRequest { rootId?: number }
export interface CategoryTreeResult { categories: CategoryTreeNode[] }
export interface CategoryListResult { categories: Category[] }
export interface CategoryHierarchyRequest { categoryId: number }
export interface CategoryHierarchyResult { hierarchy: Category[] }
export interface CategoryResult { category: Category }
export interface BrandListResult { brands: Brand[] }
export interface BrandResult { brand: Brand }
export interface ProductRelationsRequest {
  productId: number;
  /** Related products to answer, 1 to 24. */
  pageSize?: number;
  currencyId: number;
}

/** Product types of the product service (spec §7 Product: POST product type and product type list). */
export const ProductTypeGatewayPaths = {
  /** POST ProductTypeRequest → ProductTypeResult; 404 when no type has that id. */
  productType: 'product/api/product-type/product-type',
  /** POST → ProductTypeListResult: every product type, by id. */
  productTypeList: 'product/api/product-type/product-type-list',
} as const;

export interface ProductTypeRequest { productTypeId: number }
export interface ProductTypeResult { productType: ProductType }
export interface ProductTypeListResult { productTypes: ProductType[] }
