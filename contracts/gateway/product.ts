/** Gateway contract of the product service (spec §7 Product; base /api/product). */
import type { PaginationSummary } from '../common/responses.js';
import type { Product, ProductListItem } from '../product/entities.js';
import type { Aggregation } from '../product/responses.js';
import type { Brand, Category, CategoryTreeNode } from '../catalog/entities.js';
import type { SearchProductsPayload } from '../product/payloads.js';

export const ProductGatewayPaths = {
  /** POST ProductSearchRequest → ProductSearchResult. */
  searchProducts: 'product/api/product/search-products',
  /** POST GetProductRequest → GetProductResult; 404 when no approved product has that id. */
  getProduct: 'product/api/product/get-product',
} as const;

/** Body of `getProduct`: one product with every field and every attribute (product detail). */
export interface GetProductRequest {
  productId: number;
  /** Currency id for prices (1 = TRY). */
  currencyId: number;
}

/** Answer of `getProduct`. */
export interface GetProductResult {
  product: Product;
}

/** Body of `searchProducts`: the storefront payload plus the currency to price in. */
export interface ProductSearchRequest extends SearchProductsPayload {
  /** Currency id for prices (1 = TRY). */
  currencyId: number;
}

/** Answer of `searchProducts`. */
export interface ProductSearchResult {
  products: ProductListItem[];
  pagination: PaginationSummary;
  aggregations: Aggregation[];
  /** A corrected query when searchTerm found few or no products. */
  didYouMean?: string;
}

/** Catalogue lookups of the product service (spec §7 Product). */
export const CatalogGatewayPaths = {
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
