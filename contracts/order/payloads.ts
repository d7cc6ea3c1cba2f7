import type { PaymentType } from '../enums.js';

/** Request header that makes a placement safe to retry: one key, one order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Shape of an Idempotency-Key (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The PaymentType numbers the checkout names (the same as the enum's, spec §3). A plain object
 * here, so checkout code does not pull the whole enum into the first download's shared chunk.
 */
export const CHECKOUT_PAYMENT_TYPE = { creditCard: 1, bankTransfer: 2, freeOfCharge: 3, payAtDoor: 8, payLater: 9, wallet: 10 } as const satisfies Record<string, PaymentType>;

/** Payment types the embedded engine offers (9 pay later and 10 wallet are its own numbers: the spec numbers 1-8 only). */
export const OFFERED_PAYMENT_TYPES = [1, 2, 3, 8, 9, 10] as const;

/** Payment types only a member has (issue 32 item 5): the wallet (10) is a member's store credit; a guest has none. */
export const MEMBER_ONLY_PAYMENT_TYPES: readonly number[] = [10];

/** The types the checkout offers this shopper, and the only ones the server takes from them: the checkout and the engine ask the same rule. */
export const offeredPaymentTypes = (isGuest: boolean): readonly number[] =>
  (isGuest ? OFFERED_PAYMENT_TYPES.filter((type) => !MEMBER_ONLY_PAYMENT_TYPES.includes(type)) : OFFERED_PAYMENT_TYPES);

/** Days a pay-later order has to be paid in; after that it can no longer be paid and the operator's overdue sweep cancels it. */
export const PAY_LATER_DAYS = 14;

/** Card fields of a card payment. Never stored; only the last four digits stay on the order. */
export interface CardPayload {
  /** 12-19 digits (spaces allowed). */
  number: string;
  holderName: string;
  /** 1-12. */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  /** 3-4 digits. */
  cvv: string;
}

/** POST /api/place-order. Prices and totals are never sent: the server computes them from the cart. */
export interface PlaceOrderPayload {
  /** One of the shopper's own addresses (with a pick-up store: the invoice address unless invoiceAddressId says otherwise). */
  shippingAddressId: number;
  /** Absent: the shipping address. */
  invoiceAddressId?: number;
  /**
   * Picked up at this store (GET /api/available-stores) instead of shipped: required for, and only
   * allowed with, a cart whose shipment option is SHIPMENT_OPTION.pickup (no shipping fee in its totals).
   */
  pickupStoreId?: number;
  paymentType: PaymentType;
  /** Required for a credit card payment. */
  card?: CardPayload;
  /** Card payments: 1 (single payment, the default) or a count the card's bank offers (POST /api/get-installments). */
  installmentCount?: number;
  /** Card payments: spend the card's points (POST /api/get-card-points) before charging it. */
  useCardPoints?: boolean;
}

/** POST /api/get-order-detail (member). */
export interface OrderDetailPayload {
  docNo: string;
}

/** POST /api/get-guest-order-detail. */
export interface GuestOrderDetailPayload {
  docNo: string;
  email: string;
}

/** POST /api/cancel-order. */
export interface CancelOrderPayload {
  docNo: string;
  reason: string;
  /** An id of GET /api/order-cancel-reasons; an unknown one is refused (400). */
  reasonId?: number;
}

/** POST /api/pay-order: a pay-later order paid from its page, by card (no 3-D Secure) or from the wallet. */
export interface PayOrderPayload {
  docNo: string;
  /** 1 credit card or 10 wallet. */
  paymentType: PaymentType;
  card?: CardPayload;
}

/** POST /api/guest-pay-order (issue 32 item 5): a guest pays their pay-later order from order tracking, by card, with the order's number and e-mail. */
export interface GuestPayOrderPayload extends PayOrderPayload {
  email: string;
}

/** GET /api/orders?page= */
export interface OrdersQuery {
  page?: number;
}

/** Orders per page of the member's list. */
export const ORDERS_PAGE_SIZE = 10;
/**
 * The characters of an order number's random part: digits and capital letters a reader cannot
 * mistake for one another (no 0 and O, no 1, I and L).
 */
export const DOC_NO_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Characters of the random part: 31^10, about 2^49.5 numbers a year, so a stranger cannot walk them. */
export const DOC_NO_RANDOM_LENGTH = 10;
/** An order number as the shop issues it: VTR-{year}-{10 characters of DOC_NO_ALPHABET}. */
export const DOC_NO_EXAMPLE = 'VTR-2026-K7QM2XPD9A';
/** The shape of the numbers the shop issues now. */
export const ISSUED_DOC_NO_PATTERN = new RegExp(`^VTR-\\d{4}-[${DOC_NO_ALPHABET}]{${DOC_NO_RANDOM_LENGTH}}$`);
/** Any order number: one issued now (VTR-2026-K7QM2XPD9A) or an earlier sequential one (VTR-2026-000123), which keeps working. */
export const DOC_NO_PATTERN = new RegExp(`^VTR-\\d{4}-(?:\\d{6,}|[${DOC_NO_ALPHABET}]{${DOC_NO_RANDOM_LENGTH}})$`);

/** The pay-at-door fee, tax included, minor units per currency id (1 TRY, 2 USD, 3 EUR); the engine charges it, the checkout shows it. */
export const PAY_AT_DOOR_FEES: Readonly<Record<number, number>> = { 1: 2_990, 2: 299, 3: 299 };
