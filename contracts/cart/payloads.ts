/** Bodies of the storefront's cart routes (spec §7 table) and the rules both sides apply. */
import { CartRequestFlags } from '../enums.js';

/** Quantity bounds of a cart line (S5.04, S9.02). 0 means remove (after a confirmation). */
export const CART_QUANTITY_MIN = 0;
export const CART_QUANTITY_MAX = 10;

/** POST /api/get-cart: the page's tags decide what else the cart carries (S7.03 flags from tags). */
export interface GetCartPayload {
  /** Page tags such as cart-summary, shipping-and-payment, shipping, payment. */
  tags?: string[];
}

/** POST /api/add-to-cart. */
export interface AddToCartPayload {
  productId: number;
  /**
   * The variant (size) to add; its product must be productId. Absent (a list's card): the
   * product's only variant in stock; a product with several answers 400 CartMessage.chooseVariant.
   */
  stockBarcodeId?: number;
  /** 1 to CART_QUANTITY_MAX. */
  quantity: number;
}

/** POST /api/remove-from-cart. */
export interface RemoveFromCartPayload {
  /** The line's documentId. */
  itemId: number;
}

/** POST /api/change-quantity. */
export interface ChangeQuantityPayload {
  itemId: number;
  /** 1 to CART_QUANTITY_MAX (0 is a remove: use remove-from-cart). */
  quantity: number;
}

/** POST /api/apply-coupon. */
export interface ApplyCouponPayload {
  /** 1 to 40 characters; letters, digits and dashes; compared without regard to case. */
  couponCode: string;
}

/**
 * Cart request flags from page tags (S7.03): cart-summary gives Coupons and ResetCartDetail;
 * shipping-and-payment or shipping give ShipmentOptions, CustomerAddresses, PaymentTypes and
 * InitializeDefaults; payment gives ShipmentOptions, CustomerAddresses and PaymentTypes. No tag: None.
 */
export function cartFlagsOfTags(tags: readonly string[] = []): number {
  let flags = 0;
  if (tags.includes('cart-summary')) flags |= CartRequestFlags.Coupons | CartRequestFlags.ResetCartDetail;
  if (tags.includes('shipping-and-payment') || tags.includes('shipping')) {
    flags |= CartRequestFlags.ShipmentOptions | CartRequestFlags.CustomerAddresses | CartRequestFlags.PaymentTypes | CartRequestFlags.InitializeDefaults;
  }
  if (tags.includes('payment')) flags |= CartRequestFlags.ShipmentOptions | CartRequestFlags.CustomerAddresses | CartRequestFlags.PaymentTypes;
  return flags || CartRequestFlags.None;
}
