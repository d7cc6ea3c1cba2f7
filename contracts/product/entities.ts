import type { CampaignBadge } from '../campaign/entities.js';
import type { ProductDocumentType, ScopeType } from '../enums.js';

/** An image, video or file of a product (S3.03, S3.05). */
export interface ProductDocument {
  /** Image 1, Video 2, Document 3, Driver 4. */
  documentType: ProductDocumentType;
  /** The default image is shown first and in lists. */
  isDefault: boolean;
  /** Path of the file, served by the shop (resizable for images). */
  filePath: string;
  /** Alt text or file name. */
  name: string;
}

/** One attribute of a product (S3.03), e.g. attr_color. */
export interface ProductAttribute {
  /** Stable code: attr_color, attr_strap, attr_dial, attr_case_size, attr_water_resistance, attr_mechanism, ... */
  integrationCode: string;
  /** Attribute name in the request's language. */
  name: string;
  /** Values in the request's language. */
  attributeValues: { value: string }[];
}

/** One dimension value of a variant; `name` is the value shown (the size, S3.03). */
export interface StockTypeValue {
  /** Dimension: Size or Colour, in the request's language. */
  typeName: string;
  /** Dimension code: size or color. */
  typeCode: 'size' | 'color';
  /** The value shown, e.g. "42" or "M". */
  name: string;
}

/** A sellable variant of a product (S3.03 barcodes). */
export interface ProductBarcode {
  /** Stock barcode id (cart lines refer to it). */
  id: number;
  /** The printed barcode (EAN-13). */
  barcode: string;
  /** Size and colour of this variant. */
  stockTypeValues: StockTypeValue[];
}

/** Stock of one barcode in one warehouse (S3.03 stocksByBarcode). */
export interface StockByBarcode {
  /** Stock barcode id. */
  barcodeId: number;
  /** Warehouse holding the stock. */
  warehouseId: number;
  /** Units on hand, never below zero. */
  quantity: number;
}

/** A category node as seen from a product or a breadcrumb. */
export interface CategoryRef {
  /** Category id. */
  id: number;
  /** Name in the request's language. */
  name: string;
  /** Path of its product list in the request's language (breadcrumb links); set in hierarchies. */
  routePath?: string;
}

/** A category of a product (S3.03 categories). */
export interface ProductCategory extends CategoryRef {
  /** The product's main category (breadcrumbs use it). */
  isDefault: boolean;
  /** Ancestors from the top level down to this category, inclusive. */
  hierarchy: CategoryRef[];
}

/**
 * One colour of a product's model (issue 16: one tile per model): a swatch on a list tile and a
 * choice of the product page's colour picker. Each colour is a product of its own.
 */
export interface ProductColour {
  /** Id of the product in this colour. */
  id: number;
  /** Colour name in the request's language (the swatch's accessible name). */
  name: string;
  /** Swatch colour "#rrggbb"; absent for a colour outside the catalogue's palette. */
  hex?: string;
  /** Path of this colour's product page in the request's language. */
  routePath: string;
  /** Default image of this colour (a tile shows it when its swatch is chosen). */
  imagePath?: string;
  /** Present when no size of this colour is in stock (the swatch is marked sold out); absent while any is. */
  soldOut?: true;
}

/** A product (spec §3 Product), in the request's language and currency. */
export interface Product {
  /** Stable id. */
  id: number;
  /** Stock keeping unit, unique. */
  sku: string;
  /** Full name. */
  name: string;
  /** Model code shoppers search by. */
  code: string;
  /** Short name for tiles. */
  shortName: string;
  /** Price the shopper pays, in major units of currencyId (two decimals). */
  salesPrice: number;
  /** Price before discount, in major units. */
  basePrice: number;
  /** (basePrice - salesPrice) / basePrice * 100, rounded; 0 when not discounted (S9.13). */
  discountRate: number;
  /** Currency of the prices. */
  currencyId: number;
  /** Brand of the product. */
  brand: { id: number; name: string };
  /** Path of the product detail page in the request's language. */
  routePath: string;
  /** Meta description of the product page. */
  routeDescription: string;
  /** Images and videos; the default image first. */
  documents: ProductDocument[];
  /** Attributes such as attr_color. */
  attributes: ProductAttribute[];
  /** Variants. */
  barcodes: ProductBarcode[];
  /** Stock per barcode and warehouse. */
  stocksByBarcode: StockByBarcode[];
  /** Categories; exactly one isDefault. */
  categories: ProductCategory[];
  /** Product types. */
  types: { id: number; name: string }[];
  /** Scope type (S3.04). */
  scopeTypeId: ScopeType;
  /** Approved for sale. */
  isApproved: boolean;
  /** Customs tariff code. */
  hsCode: string;
  /** Free-form merchant data. */
  extensionData: Record<string, unknown>;
  /**
   * Badges of the campaigns running on the product, from the campaign service (spec §7 Campaign:
   * campaign badges); the product service's search sets them only when asked
   * (ProductSearchRequest.withCampaignBadges); absent when none.
   */
  campaignBadges?: CampaignBadge[];
  /**
   * Every colour of the product's model that the shop sells, this one included, in model order.
   * Answered by get product and by grouped lists (flag GroupVariations); absent when the model
   * has one colour.
   */
  colours?: ProductColour[];
}

/** A product as a list answers it: `id` always, other fields as `includes` asked. */
export type ProductListItem = Pick<Product, 'id'> & Partial<Product>;
