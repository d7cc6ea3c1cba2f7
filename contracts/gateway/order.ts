/**
 * Gateway contract of order placement and order management (spec §7 Shopping cart gateway:
 * credit card, transfer, free-of-charge transactions; Order management: member and guest order
 * details, orders list, cancel). Calls that act for a shopper carry ENVIRONMENT_TOKEN_HEADER; a
 * visitor's token (member id -1) answers 401. Another shopper's address or order answers 404.
 * Placement runs in one transaction: the cart is priced again by the engine (nothing priced in the
 * request is used), stock is taken (never below zero), the order, its lines, its payment and its
 * history are written and the cart is emptied; or nothing happens at all.
 */
import type { Order, OrderSummary, PickupStore, ThreeDSecureChallenge } from '../order/entities.js';
import type { CardPayload } from '../order/payloads.js';
import type { PaginationSummary } from '../common/responses.js';
import type { PaymentType } from '../enums.js';

export const OrderGatewayPaths = {
  /**
   * POST GatewayPlaceOrderRequest → GatewayPlaceOrderResult. 400 bad card / payment type, 401
   * visitor, 402 card declined, 404 address, 409 out of stock or empty cart, 422 the same
   * idempotency key with a different request.
   */
  placeOrder: 'shoppingcart/api/payment/place-order',
  /** POST GatewayDocNoRequest → GatewayOrderResult: the shopper's own order, else 404. */
  orderDetail: 'ordermanagement/api/order/order-detail',
  /** POST GatewayGuestOrderRequest → GatewayOrderResult (no token); one 404 for every wrong pair. */
  guestOrderDetail: 'ordermanagement/api/order/guest-order-detail',
  /** POST GatewayOrdersRequest → GatewayOrdersResult: the shopper's orders, newest first. */
  orders: 'ordermanagement/api/order/orders',
  /** POST GatewayCancelRequest → GatewayOrderResult; 409 when CancelAvailable is not set. */
  cancel: 'ordermanagement/api/order/cancel',
  /** GET → GatewayPickupStoresResult: the stores an order can be picked up from (spec §7 available stores). */
  availableStores: 'shoppingcart/api/payment/available-stores',
  /** POST GatewayWalletRequest → GatewayWalletResult: the shopper's store credit (spec §7 Payment: wallet token). */
  wallet: 'payment/api/payment/wallet',
  /**
   * POST GatewayPayOrderRequest → GatewayPayOrderResult: a pay-later order paid from its page. 402
   * declined or wallet short, 404 not the shopper's, 409 not waiting or past its due date, 422 the
   * same idempotency key with a different request. A card that needs 3-D Secure answers the bank's
   * page (the payment waits under the idempotency key; completeSecuredTransaction finishes it).
   */
  payOrder: 'shoppingcart/api/payment/pay-later-transaction',
  /**
   * POST GatewayGuestPayOrderRequest → GatewayPayOrderResult (issue 32 item 5): a guest's pay-later
   * order paid from order tracking, found by its number and e-mail (no sign-in), by card only
   * (403 for the wallet). A card that needs 3-D Secure answers the bank's page as payOrder does.
   */
  guestPayOrder: 'shoppingcart/api/payment/guest-pay-later-transaction',
  /** POST GatewayCreditWalletRequest → GatewayWalletResult (operator): store credit given by the shop. */
  creditWallet: 'ordermanagement/api/operator/credit-wallet',
  /** POST {} → GatewayOverdueResult (operator): cancels pay-later orders past their due date. */
  cancelOverdue: 'ordermanagement/api/operator/cancel-overdue',
} as const;

export interface GatewayPickupStoresResult {
  stores: PickupStore[];
}

export interface GatewayWalletRequest {
  currencyId: number;
}

export interface GatewayWalletResult {
  /** Major units. */
  balance: number;
  currencyCode: string;
}

export interface GatewayPayOrderRequest {
  docNo: string;
  /** CreditCard or Wallet. */
  paymentType: PaymentType;
  card?: CardPayload;
  /** Needed for a card that asks 3-D Secure: the challenge waits under it; the same key again answers the first outcome. */
  idempotencyKey?: string;
}

/** A guest's pay-later payment: the order by its number and the e-mail it was placed with. */
export interface GatewayGuestPayOrderRequest extends GatewayPayOrderRequest {
  email: string;
}

/** The pay-later order paid; or, for a card that needs 3-D Secure, not yet, and the bank's page to send the shopper to. */
export type GatewayPayOrderResult =
  | { order: Order; threeDSecure?: undefined }
  | { order?: undefined; threeDSecure: ThreeDSecureChallenge };

export interface GatewayCreditWalletRequest {
  email: string;
  currencyId: number;
  /** Major units, above 0. */
  amount: number;
  note?: string;
}

export interface GatewayOverdueResult {
  cancelled: string[];
}

export interface GatewayPlaceOrderRequest {
  /** The currency the shopper saw; the order is charged in it. */
  currencyId: number;
  shippingAddressId: number;
  invoiceAddressId?: number;
  /** Picked up at this store instead of shipped (the shipping fee is not charged). */
  pickupStoreId?: number;
  paymentType: PaymentType;
  card?: CardPayload;
  /** Card payments: 1 or a count the card's bank offers (else 400). */
  installmentCount?: number;
  /** Card payments: spend the card's points first. */
  useCardPoints?: boolean;
  /** The Idempotency-Key header: the same key again answers the stored result. Required for a card that needs 3-D Secure. */
  idempotencyKey?: string;
}

/**
 * The order placed; or, for a card that needs 3-D Secure, no order yet and the bank's page to send
 * the shopper to (the placement waits under its idempotency key, priced at the cart's version).
 */
export type GatewayPlaceOrderResult =
  | { order: Order; /** true when this is the stored answer of an earlier request with the same key. */ replayed: boolean; threeDSecure?: undefined }
  | { order?: undefined; replayed: boolean; threeDSecure: ThreeDSecureChallenge };

export interface GatewayDocNoRequest {
  docNo: string;
}

export interface GatewayGuestOrderRequest extends GatewayDocNoRequest {
  email: string;
}

export interface GatewayOrdersRequest {
  page: number;
  pageSize: number;
}

export interface GatewayCancelRequest extends GatewayDocNoRequest {
  reason: string;
  /** An id of the cancel reason list (order-return.ts cancelReasons). */
  reasonId?: number;
}

export interface GatewayOrderResult {
  order: Order;
}

export interface GatewayOrdersResult {
  orders: OrderSummary[];
  pagination: PaginationSummary;
}
