/** A category as the category services answer it (spec §7 Product: category tree, all, by id). */
export interface Category {
  id: number;
  parentId: number | null;
  name: string;
  /** Path of its product list in the request's language. */
  routePath: string;
  /** 1 for the top level. */
  depth: number;
  order: number;
}

/** A category with its descendants (category tree). */
export interface CategoryTreeNode extends Category {
  childCategories: CategoryTreeNode[];
}

/** A brand (spec §7 Product: brand list, brand by id). */
export interface Brand {
  id: number;
  name: string;
  /** Path of its product list in the request's language. */
  routePath: string;
}

/** A product type (spec §1: the catalogue is organised by categories, brands and product types). */
export interface ProductType {
  id: number;
  /** Stable code, e.g. wristwatch. */
  code: string;
  /** Name in the request's language. */
  name: string;
  /** Path of its product list in the request's language: /kol-saati-t-1, /en/wristwatch-t-1. */
  routePath: string;
}

/** A warehouse stock is held in (spec §7 Product: warehouses). */
export interface Warehouse {
  id: number;
  /** Short code, e.g. IST. */
  code: string;
  /** Name as the merchant wrote it. */
  name: string;
}

/** Units of one variant in one warehouse (spec §7 Product: stock availabilities). */
export interface StockAvailability {
  /** Product the variant belongs to. */
  productId: number;
  /** Stock barcode id (the variant; cart lines refer to it). */
  stockBarcodeId: number;
  /** The printed barcode. */
  barcode: string;
  /** Size of the variant, when it has one. */
  size: string | null;
  warehouseId: number;
  warehouseName: string;
  /** Units on hand, never below zero. */
  quantity: number;
}
