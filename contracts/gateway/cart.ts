/**
 * Gateway contract of the shopping cart service (spec §7 Shopping cart gateway: add to cart, item
 * count, get cart, remove, change quantity, change cart detail) and of coupons on a cart. Every
 * call names the shopper by ENVIRONMENT_TOKEN_HEADER (contracts/gateway/environment.ts); a missing,
 * forged or expired token answers 401, another shopper's item 404 (it is not theirs to know about).
 * Refusals answer 4xx with { message } in the shopper's words (contracts/cart/messages.ts).
 * Every change runs in one transaction and raises the cart's version by one.
 */
import type { Cart } from '../cart/entities.js';

export const ShoppingCartGatewayPaths = {
  /** POST GatewayGetCartRequest → GatewayCartResult (an empty cart when the shopper has none yet). */
  getCart: 'shoppingcart/api/cart/get-cart',
  /** POST GatewayCurrencyRequest → GatewayItemCountResult. */
  itemCount: 'shoppingcart/api/cart/item-count',
  /** POST GatewayAddToCartRequest → GatewayCartResult; adds to the line of the same barcode when there is one. 409 over stock. */
  addToCart: 'shoppingcart/api/cart/add-to-cart',
  /** POST GatewayRemoveRequest → GatewayCartResult. */
  remove: 'shoppingcart/api/cart/remove',
  /** POST GatewayChangeQuantityRequest → GatewayCartResult. 409 over stock. */
  changeQuantity: 'shoppingcart/api/cart/change-quantity',
  /** POST GatewayChangeCartDetailRequest → GatewayCartResult (with shipmentOptions): the shipment option and the gift box note; 400 for an unknown option or a bad note. */
  changeCartDetail: 'shoppingcart/api/cart/change-cart-detail',
  /** POST GatewayApplyCouponRequest → GatewayCartResult; 4xx with the refusal's message. */
  applyCoupon: 'coupon/api/coupongateway/apply-coupon',
  /** POST GatewayCurrencyRequest → GatewayCartResult. */
  removeCoupon: 'coupon/api/coupongateway/remove-coupon',
  /** POST GatewayCurrencyRequest → GatewayMemberCouponsResult: the signed-in member's coupons (their own and those given to them); 401 for a visitor, 403 for a guest. */
  memberCoupons: 'coupon/api/coupongateway/member-coupons',
} as const;

/** Every cart call prices the cart in the currency the shopper sees. */
export interface GatewayCurrencyRequest {
  /** 1 = TRY. */
  currencyId: number;
}

export interface GatewayGetCartRequest extends GatewayCurrencyRequest {
  /** CartRequestFlags bits (contracts/cart/payloads.ts cartFlagsOfTags). */
  flags: number;
}

export interface GatewayAddToCartRequest extends GatewayCurrencyRequest {
  productId: number;
  /** Absent: the product's only variant in stock (see AddToCartPayload). */
  stockBarcodeId?: number;
  /** 1 to CART_QUANTITY_MAX; the line's new quantity is capped by the same bound and by stock. */
  quantity: number;
}

export interface GatewayRemoveRequest extends GatewayCurrencyRequest {
  itemId: number;
}

export interface GatewayChangeQuantityRequest extends GatewayCurrencyRequest {
  itemId: number;
  /** 1 to CART_QUANTITY_MAX. */
  quantity: number;
}

export interface GatewayChangeCartDetailRequest extends GatewayCurrencyRequest {
  /** One of the cart's shipmentOptions ids. */
  shipmentOptionId?: number;
  /** Gift box; false drops the note too (contracts/cart/cart-detail.ts). */
  giftBox?: boolean;
  /** Trimmed, at most GIFT_NOTE_MAX_LENGTH, no control characters; empty removes it. */
  giftNote?: string;
}

export interface GatewayApplyCouponRequest extends GatewayCurrencyRequest {
  couponCode: string;
}

export interface GatewayCartResult {
  cart: Cart;
}

export interface GatewayItemCountResult {
  count: number;
}

/** A coupon a member holds. */
export interface MemberCoupon {
  code: string;
  name: string;
  /** Percentage (1-100) or amount off in the cart's currency. */
  kind: 'percent' | 'amount';
  value: number;
  /** Basket total (with tax) the cart must reach. */
  minimumBasket: number;
  validFrom?: string;
  validUntil?: string;
  used: boolean;
}

export interface GatewayMemberCouponsResult {
  coupons: MemberCoupon[];
}
