/**
 * The catalogue as the operator console reads and writes it (issue 29 item 4), over the staff
 * routes of docs/operator-console.md. Lists follow list-query.ts (react-admin simple REST).
 * Money is in MINOR units (kuruş, cent) everywhere here: 12999 is 129.99.
 */

/** A text in both of the shop's languages. */
export interface Bilingual {
  tr: string;
  en: string;
}

/**
 * One row of GET /admin/api/products.
 * Filters: `q` (words of the Turkish or English name, or the start of the sku), `brandId`,
 * `categoryId` (the category or any below it), `productTypeId`, `published` (true/false).
 * Sort fields: PRODUCT_SORT_FIELDS.
 */
export interface AdminProductRow {
  id: number;
  sku: string;
  name: Bilingual;
  brandId: number;
  productTypeId: number;
  defaultCategoryId: number;
  published: boolean;
  /** Sales price in the shop's first currency (minor units), null without one. */
  price: number | null;
  /** Units over every variant and warehouse. */
  stock: number;
  /** The first photo, a /media/ path for the resize service (/image/media/...?w=), or null. */
  photo: string | null;
  createdAt: string;
}

export const PRODUCT_SORT_FIELDS = ['id', 'name', 'sku', 'price', 'stock', 'createdAt'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** The filter of GET /admin/api/products. */
export interface ProductListFilter {
  q?: string;
  brandId?: number;
  categoryId?: number;
  productTypeId?: number;
  published?: boolean;
  /** react-admin's getMany: these ids only. */
  id?: number[];
}

/** A product's attribute (colour, material, ...): `code` is its key across products. */
export interface AdminAttribute {
  code: string;
  name: Bilingual;
  value: Bilingual;
  /** true: shown on list tiles and used for facets; false: on the product page only. */
  isList: boolean;
}

/** Search engine fields of one language. The slug makes the product's path: /{slug}-p-{id} (/en/{slug}-p-{id}). */
export interface AdminSeo {
  title: string;
  description: string;
  slug: string;
}

/** Units of a variant in a warehouse (never below 0). */
export interface AdminStock {
  warehouseId: number;
  quantity: number;
}

/** A variant: one barcode, one size and colour, stock per warehouse. `id` absent on a new one. */
export interface AdminVariant {
  id?: number;
  barcode: string;
  size: string | null;
  colour: Bilingual | null;
  stock: AdminStock[];
}

/** A price in one currency (minor units). basePrice is the old price shown struck through; it is never below salesPrice. */
export interface AdminPrice {
  currencyId: number;
  salesPrice: number;
  basePrice: number;
}

/** A photo: `url` is a /media/ path, shown through the resize service (/image{url}?w=...). */
export interface AdminPhoto {
  id: number;
  url: string;
  sortOrder: number;
}

/**
 * One product: GET /admin/api/products/{id}; PUT takes the same shape (photos are ignored there:
 * they have their own routes); POST takes it without `id` and `photos`.
 * Products of one model in several colours share `groupCode` (the shop shows them as swatches).
 */
export interface AdminProduct {
  id: number;
  sku: string;
  code: string;
  groupCode: string;
  name: Bilingual;
  shortName: Bilingual;
  description: Bilingual;
  brandId: number;
  productTypeId: number;
  /** Every category the product is listed in; defaultCategoryId is one of them. */
  categoryIds: number[];
  defaultCategoryId: number;
  hsCode: string;
  attributes: AdminAttribute[];
  seo: { tr: AdminSeo; en: AdminSeo };
  /** On the shelf (shown to shoppers); false hides it. */
  published: boolean;
  variants: AdminVariant[];
  prices: AdminPrice[];
  photos: AdminPhoto[];
  createdAt: string;
}

/** The body of POST /admin/api/products. */
export type AdminProductInput = Omit<AdminProduct, 'id' | 'photos' | 'createdAt'>;

/** GET /admin/api/brands (filter `q`, `id`); POST/PUT take { name, slug? }. */
export interface AdminBrand {
  id: number;
  name: string;
  slug: string;
}

/** GET /admin/api/categories (filter `q`, `parentId`, `id`); POST/PUT take { parentId, name, slug?, sortOrder }. */
export interface AdminCategory {
  id: number;
  parentId: number | null;
  name: Bilingual;
  slug: Bilingual;
  sortOrder: number;
  depth: number;
  /** The shop's path of the category (/saat, /en/watches). */
  routePath: Bilingual;
}

/** GET /admin/api/product-types (filter `q`, `id`); POST/PUT take { code, name }. */
export interface AdminProductType {
  id: number;
  code: string;
  name: Bilingual;
}

/** GET /admin/api/warehouses (read only). */
export interface AdminWarehouse {
  id: number;
  code: string;
  name: string;
}

/** GET /admin/api/currencies (read only); `decimals` tells how many minor digits a price has. */
export interface AdminCurrency {
  id: number;
  code: string;
  name: Bilingual;
  symbol: string;
  decimals: number;
}

/** PUT /admin/api/products/{id}/photos/order: the photo ids in their new order (every photo of the product). */
export interface PhotoOrder {
  ids: number[];
}

/** Largest photo upload (bytes); larger answers 413. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
