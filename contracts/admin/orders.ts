import type { Culture, OrderStatus, PaymentType } from '../enums.js';
import type { OwedRefund } from '../gateway/payment.js';
import type { Order } from '../order/entities.js';

/** One order as the console's order list shows it (GET /admin/api/orders). */
export interface AdminOrderRow {
  id: number;
  /** The order number the shopper sees (VTR-2026-...). */
  number: string;
  /** ISO 8601 time of placement. */
  createdAt: string;
  status: OrderStatus;
  /** What the shopper pays, in minor units of the currency (kuruş, cents). */
  total: number;
  currency: string;
  /** Minor digits of the currency (2 for TRY, 0 for JPY): the order list's staff may not read the currencies route. */
  currencyDecimals: number;
  customerEmail: string;
  /** The invoice address's name and surname. */
  customerName: string;
  paymentType: PaymentType;
  /** The payment's state (ORDER_PAYMENT_STATES). */
  paymentState: string;
  /** Pay later: when it must be paid by (ISO 8601). */
  dueAt?: string;
  trackingNumber?: string;
}

/** Payment states a payment row holds (the engine's payment status column), the list's `paymentState` filter. */
export const ORDER_PAYMENT_STATES = ['authorized', 'captured', 'waiting', 'on-delivery', 'free', 'refunded', 'partially-refunded', 'voided'] as const;

/**
 * The order list's filters (the `filter` JSON): `status`, `paymentType` (numbers), `paymentState`,
 * `from`/`to` (ISO dates of placement), `customer` (part of an e-mail or name), `number` (part of
 * the order number), `overdue` (true: pay-later orders past their due date).
 */
export const ORDER_LIST_FILTERS = ['status', 'paymentType', 'paymentState', 'from', 'to', 'customer', 'number', 'overdue', 'id'] as const;

/** A mail the shop sent (or is sending) about the order, from the engine's outbox. */
export interface AdminOrderMail {
  id: number;
  subject: string;
  to: string;
  createdAt: string;
  /** Unset while it waits in the outbox. */
  sentAt?: string;
}

/** One order as the console's order page shows it (GET /admin/api/orders/{id}). */
export interface AdminOrder extends AdminOrderRow {
  /** The order as the shopper reads it (lines, totals, addresses, payment, history). */
  order: Order;
  /** Lines, rows and total written in the caller's language, the same rows the shopper's pages show. */
  money: {
    lines: { name: string; size?: string; barcode: string; quantity: number; unit: string; amount: string }[];
    rows: { key: string; label: string; amount: string }[];
    totalLabel: string;
    total: string;
  };
  culture: Culture;
  /** The statuses the transition table allows next (contracts/order/order-status.ts). */
  nextStatuses: OrderStatus[];
  mails: AdminOrderMail[];
}

/** POST /admin/api/orders/{id}/status: a move along the transition table. */
export interface AdminOrderMove {
  status: OrderStatus;
  /** Written in the order's history and the shopper's e-mail (at most 500 characters). */
  note?: string;
  /** Only with OnTheWay: the carrier's tracking number the shopper will see (1-64 characters). */
  trackingNumber?: string;
}

/** POST /admin/api/orders/bulk-ship: several orders marked shipped (OnTheWay), each on its own. */
export interface AdminBulkShip {
  /** Order ids, 1-100. */
  ids: number[];
  note?: string;
}

/** What a bulk move did: each order moved in its own transaction, or why it was not. */
export interface AdminBulkResult {
  moved: number[];
  failed: { id: number; number?: string; message: string }[];
}

/** A card refund the bank failed to take, kept owed until it does (GET /admin/api/owed-refunds); `amount` in minor units. */
export type AdminOwedRefund = OwedRefund & { id: number };

/** The live order list's event (GET /admin/api/orders/events, server-sent): an order was placed. */
export interface AdminOrderPlacedEvent {
  number: string;
}
