import type { Culture, OrderFlags, OrderStatus } from '../../../contracts/enums';
import type { Order, OrderItem } from '../../../contracts/order/entities';
import { orderMoneyRows } from '../../../contracts/cart/money-rows';
import type { MessageKey } from '../i18n/tr';
import { moneyRowsView, type MoneyRowsView } from './money-rows-view';
import { ORDER_STATUS_NAMES } from '../../../contracts/order/order-status';
import { DOC_NO_PATTERN } from '../../../contracts/order/payloads';
import { refundNotice } from '../../../contracts/order/refund-notice';
import { currencyOfCode } from '../../../contracts/currency/money-format';
import { formatMoney } from './money';
import { shopDateTime } from '../../../contracts/site/shop-dates';

// Keys and bits as numbers, the enums only as types: contracts/enums sits in the first download's
// chunk, and a value use here would pull both enums into it.
const CANCEL_AVAILABLE: OrderFlags = 1;
const RETURN_AVAILABLE: OrderFlags = 2;

/** An order status's name in the page's language (the §3 statuses, S3.14, as the e-mails say them); an unknown number is shown as it is. */
export function orderStatusName(status: OrderStatus, culture: Culture): string {
  return ORDER_STATUS_NAMES[culture][status] ?? String(status);
}

/** An order's amount in the currency it was charged in (not the one selected now). */
export function formatOrderMoney(amount: number, currencyCode: string, culture: Culture): string {
  return formatMoney(amount, currencyOfCode(currencyCode), culture);
}

/**
 * An order's lines, rows and total as its pages show them (order summary, order detail, tracking),
 * in the currency it was charged in: the same rows as its mail and invoice (issue 32 items 1, 2).
 */
export function orderMoneyView(order: Order, culture: Culture, t: (key: MessageKey, params?: Record<string, string | number>) => string): MoneyRowsView<OrderItem> {
  return moneyRowsView(orderMoneyRows(order), (minor) => formatOrderMoney(minor / 100, order.currencyCode, culture), t);
}

/** A day and time of an order, in the shop's time zone (S1.06). */
export const orderDateTime = (iso: string, culture: Culture): string => shopDateTime(iso, culture);

/** An order number as an address holds it (DOC_NO_PATTERN); anything else is no order. */
export const docNoOf = (param: string | undefined | null): string | null => (param && DOC_NO_PATTERN.test(param) ? param : null);

/** The order may still be cancelled (S3.14 flags). */
export const cancelAvailable = (order: { flags: OrderFlags }): boolean => (order.flags & CANCEL_AVAILABLE) !== 0;

/** Goods of the order may still be returned (S3.14 flags: Delivered, within 14 days). */
export const returnAvailable = (order: { flags: OrderFlags }): boolean => (order.flags & RETURN_AVAILABLE) !== 0;

/** What a card payment adds to its line on an order: instalments (when more than one), their interest and card points spent. */
export interface CardPlan {
  installments?: number;
  interest?: number;
  points?: number;
}

export function cardPlanOf(payment: { installmentCount?: number; interestAmount?: number; pointsUsed?: number }): CardPlan {
  return {
    ...(payment.installmentCount && payment.installmentCount > 1 ? { installments: payment.installmentCount } : {}),
    ...(payment.interestAmount ? { interest: payment.interestAmount } : {}),
    ...(payment.pointsUsed ? { points: payment.pointsUsed } : {}),
  };
}

/** Units of an order line that may still be returned: bought, less those already on their way back. */
export const returnableQuantity = (item: Pick<OrderItem, 'quantity' | 'returnedQuantity'>): number => Math.max(0, item.quantity - (item.returnedQuantity ?? 0));

/** Where a cancelled or refunded order's money goes (issue 32 item 8): the member's order page and order tracking say it alike. */
export function orderRefundNotice(order: Pick<Order, 'payment' | 'currencyCode'>, culture: Culture): string | null {
  return refundNotice(order.payment, culture, formatOrderMoney(order.payment.amount, order.currencyCode, culture));
}
