/** The shopper's cart as the storefront API answers it (spec §3 Cart, Cart item, Cart totals). */
import type { CampaignKind } from '../campaign/entities.js';
import type { CartItemFlags, CartTotalType } from '../enums.js';

/**
 * One total of a cart or a cart line (S3.10). Amounts are in major units of the cart's currency,
 * two decimals, computed from integer minor units. Prices include tax (KDV) where `isTaxIncluded`.
 */
export interface CartTotal {
  /** Name of the type id, e.g. "NetTotal". */
  type: keyof typeof CartTotalType;
  typeId: CartTotalType;
  priceWithTax: number;
  priceWithoutTax: number;
  /** The campaign behind a Campaign (300) total. */
  campaignId?: number;
  /** An order's card instalment interest (Commission 600): how many monthly instalments it pays for. */
  installmentCount?: number;
  /** The total as shown: priceWithTax when the cart is tax-included, else priceWithoutTax. */
  value: number;
}

/** A campaign applied to one line (S3.09 campaigns: name and total). */
export interface CartItemCampaign {
  campaignId: number;
  /** In the request's language. */
  name: string;
  /** What the campaign takes off this line, with tax, positive. */
  total: number;
}

/** What a line shows of its product (names in the request's language). */
export interface CartItemProduct {
  name: string;
  /** Path of the product page, e.g. /zamanex-sik-erkek-kol-saati-p-1. */
  routePath: string;
  /** The default image document's path (/images/...), absent when the product has none. */
  imagePath?: string;
  brandName?: string;
}

/** One cart line (S3.09). The shipping line has isShipment true and the ShipmentFee flag. */
export interface CartItem {
  /** The line's id: itemId of remove and change-quantity. */
  documentId: number;
  productId: number;
  stockBarcodeId: number;
  /** 1 to CART_QUANTITY_MAX for product lines; 1 for the shipping line. */
  quantity: number;
  isShipment: boolean;
  /** The line this one belongs to (a campaign gift's paying line), if any. */
  parentDocumentId?: number;
  /** Position in the cart, 1-based, in the order lines were added. */
  orderNo: number;
  /** Line total before discounts, with and without tax. */
  salesPriceWithTax: number;
  salesPriceWithoutTax: number;
  /** Price of one unit, with and without tax. */
  unitPriceWithTax: number;
  unitPriceWithoutTax: number;
  /** Line total after the line's campaigns and coupon share, with tax. */
  discountPriceWithTax: number;
  /** The line's totals by type id (Brut, Campaign, Discount, Tax, NetTotal). */
  totals: CartTotal[];
  /** CartItemFlags bits. */
  flags: CartItemFlags;
  campaigns: CartItemCampaign[];
  /** The barcode's stock type value (the size), if it has one. */
  stockTypeName?: string;
  /** Display data; absent when the product is gone (the line is then skipped by the storefront, S8.18). */
  product?: CartItemProduct;
  /** Units the barcode has in stock now (the quantity control's ceiling is min(10, this)). */
  availableQuantity: number;
}

/** A campaign that applied to the cart. */
export interface CartCampaign {
  campaignId: number;
  name: string;
  kind: CampaignKind;
  /** What it takes off the cart, with tax, positive (0 for free shipping: the shipping line is 0). */
  total: number;
}

/** A campaign the cart almost reaches: "add 150 ₺ more for free shipping". */
export interface SuggestedCampaign {
  campaignId: number;
  name: string;
  kind: CampaignKind;
  /** What the cart still needs, with tax, in the cart's currency. */
  missingAmount: number;
}

/** A shipment option of the cart (ShipmentOptions flag). */
export interface ShipmentOption {
  id: number;
  name: string;
  /** Fee with tax in the cart's currency; 0 over its free-shipping threshold. */
  fee: number;
  /** Cart total from which it is free; absent when it never is. */
  freeOver?: number;
  selected: boolean;
}

/** The cart (S3.08). */
export interface Cart {
  documentId: number;
  /** 1 = TRY, else USD (S3.08). */
  currencyId: number;
  /** The coupon on the cart, at most one. */
  couponCode?: string;
  /** Product lines, then the shipping line. */
  items: CartItem[];
  /** Cart totals by type id; NetTotal (800) is the basket total. */
  totals: CartTotal[];
  tags: string[];
  campaigns: CartCampaign[];
  suggestedCampaigns: SuggestedCampaign[];
  /** Units in the product lines (the basket badge). */
  itemCount: number;
  isTaxIncluded: boolean;
  /**
   * Grows by one with every change the server makes to this cart: a live event or an answer
   * older than the cart the browser holds is ignored (issue 13 item 8).
   */
  version: number;
  /** Only when asked for with the ShipmentOptions flag. */
  shipmentOptions?: ShipmentOption[];
  /** The chosen shipment option (change cart detail); the shipping line is priced by it. */
  shipmentOptionId?: number;
  /** Pack the order in a gift box (spec §7 gift box note). */
  giftBox?: boolean;
  /** The note on the gift box's card, when there is one. */
  giftNote?: string;
}
