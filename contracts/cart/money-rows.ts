/**
 * The one arithmetic of what a shopper reads about money (issue 32 items 1 and 2, S3.10): every
 * surface (cart, mini cart, checkout, order summary, order detail, tracking, mail, invoice PDF)
 * takes its rows from here, so they cannot disagree. Lines at their list price × quantity; the
 * subtotal is the sum of the lines; campaigns and the coupon are rows of their own (a line never
 * carries its share of them as well); shipping and every fee are rows; the total is the sum of the
 * rows. Amounts are integer minor units (kuruş, cent), deductions negative.
 */
import type { Cart, CartTotal } from './entities.js';
import type { Order, OrderItem } from '../order/entities.js';
import type { CartTotalType, PaymentType } from '../enums.js';
import { toMinor } from '../currency/money-format.js';
import { payAtDoorFeeOf } from '../order/pay-at-door-fee.js';
import { CHECKOUT_PAYMENT_TYPE } from '../order/payloads.js';

// Type ids as numbers, the enum only as a type: the client's first download does not take the enum for these.
const BRUT = 100 as CartTotalType;
const DISCOUNT = 200 as CartTotalType;
const CAMPAIGN = 300 as CartTotalType;
const COMMISSION = 600 as CartTotalType;
const SITE_POINT = 500 as CartTotalType;
const TAX = 700 as CartTotalType;
const NET_TOTAL = 800 as CartTotalType;
/** Totals an external gateway may send that take money off (S3.10 type ids); the engine's own are named rows. */
const OTHER_DEDUCTIONS: ReadonlySet<number> = new Set([310, 400, 510, 520, 530]);

/** What a row under the lines is. */
export type MoneyRowKind = 'subtotal' | 'campaign' | 'coupon' | 'shipping' | 'payAtDoorFee' | 'interest' | 'cardPoints' | 'other';

/** One row under the lines: its amount in minor units, negative when it takes money off. */
export interface MoneyRow {
  kind: MoneyRowKind;
  amount: number;
  /** The campaign of a campaign row. */
  campaignId?: number;
  /** The total type of an `other` row (a gateway's total the shop has no name of its own for). */
  typeId?: CartTotalType;
}

/** One line: its list price × quantity, minor units. */
export interface MoneyLine<T> {
  item: T;
  quantity: number;
  unit: number;
  amount: number;
}

/** What a surface shows: the lines, the rows under them and the total, which is the sum of the rows. */
export interface MoneyRows<T> {
  lines: MoneyLine<T>[];
  rows: MoneyRow[];
  total: number;
}

/** What the arithmetic is given, in minor units, deductions as positive amounts. */
export interface MoneyRowsInput<T> {
  lines: readonly { item: T; unit: number; quantity: number }[];
  campaigns: readonly { campaignId?: number; amount: number }[];
  coupon: number;
  /** The shipping fee; undefined when nothing is shipped (store pick-up), 0 when shipping is free. */
  shipping?: number;
  payAtDoorFee?: number;
  /** The card's instalment interest. */
  interest?: number;
  /** What card points paid: not charged to the card. */
  cardPoints?: number;
  /** Other totals of a gateway, signed. */
  others?: readonly { typeId: CartTotalType; amount: number }[];
}

/** The rows of a cart or an order (see the module's comment). */
export function moneyRows<T>(input: MoneyRowsInput<T>): MoneyRows<T> {
  const lines = input.lines.map((line) => ({ item: line.item, quantity: line.quantity, unit: line.unit, amount: line.unit * line.quantity }));
  const rows: MoneyRow[] = [
    { kind: 'subtotal', amount: lines.reduce((sum, line) => sum + line.amount, 0) },
    ...input.campaigns.filter((campaign) => campaign.amount).map((campaign): MoneyRow => ({ kind: 'campaign', amount: -campaign.amount, ...(campaign.campaignId === undefined ? {} : { campaignId: campaign.campaignId }) })),
    ...(input.coupon ? [{ kind: 'coupon', amount: -input.coupon } as const] : []),
    ...(input.others ?? []).filter((other) => other.amount).map((other): MoneyRow => ({ kind: 'other', amount: other.amount, typeId: other.typeId })),
    ...(input.shipping === undefined ? [] : [{ kind: 'shipping', amount: input.shipping } as const]),
    ...(input.payAtDoorFee ? [{ kind: 'payAtDoorFee', amount: input.payAtDoorFee } as const] : []),
    ...(input.cardPoints ? [{ kind: 'cardPoints', amount: -input.cardPoints } as const] : []),
    ...(input.interest ? [{ kind: 'interest', amount: input.interest } as const] : []),
  ];
  return { lines, rows, total: rows.reduce((sum, row) => sum + row.amount, 0) };
}

/** Lines, rows and total as a surface writes them: amounts in its currency, each row with its name. */
export interface WrittenMoneyRows<T> {
  lines: { item: T; quantity: number; unit: string; amount: string }[];
  rows: { key: string; kind: MoneyRowKind; label: string; amount: string }[];
  total: string;
}

/**
 * `money` as a surface writes it: every amount by `write` (minor units: the one money format,
 * S1.04/S9.13), a deduction with a minus sign before it, free shipping as `free` (words, not 0).
 */
export function writeMoneyRows<T>(money: MoneyRows<T>, write: (minor: number) => string, label: (row: MoneyRow) => string, free: string): WrittenMoneyRows<T> {
  const amount = (row: MoneyRow) => {
    if (row.kind === 'shipping' && row.amount === 0) return free;
    return row.amount < 0 ? `−${write(-row.amount)}` : write(row.amount);
  };
  return {
    lines: money.lines.map((line) => ({ item: line.item, quantity: line.quantity, unit: write(line.unit), amount: write(line.amount) })),
    rows: money.rows.map((row, index) => ({ key: `${row.kind}:${row.campaignId ?? row.typeId ?? index}`, kind: row.kind, label: label(row), amount: amount(row) })),
    total: write(money.total),
  };
}

const sumOf = (totals: readonly CartTotal[], typeId: CartTotalType) => totals.filter((total) => total.typeId === typeId).reduce((sum, total) => sum + toMinor(total.value), 0);
const othersOf = (totals: readonly CartTotal[]) => totals
  .filter((total) => ![BRUT, DISCOUNT, CAMPAIGN, COMMISSION, SITE_POINT, TAX, NET_TOTAL].includes(total.typeId))
  .map((total) => ({ typeId: total.typeId, amount: OTHER_DEDUCTIONS.has(total.typeId) ? -toMinor(Math.abs(total.value)) : toMinor(total.value) }));
const campaignsOf = (totals: readonly CartTotal[]) => totals.filter((total) => total.typeId === CAMPAIGN).map((total) => ({ campaignId: total.campaignId, amount: toMinor(total.value) }));

/**
 * What a card payment adds to the checkout's rows once the shopper has chosen (minor units): the
 * chosen plan's interest and the points spent, both from the server's plan on the total after the
 * points (get-installments), as the order then keeps them.
 */
export interface CardChoiceMoney {
  interest: number;
  points: number;
}

/**
 * A cart's rows (cart page, mini cart, checkout): its product lines, campaigns, coupon, the
 * shipping line (none for a pick-up) and, at the checkout, the fee of the payment type chosen
 * and, for a card, its instalment interest and the card points spent (issue 32 item 1).
 */
export function cartMoneyRows<T extends Cart['items'][number]>(
  cart: Pick<Cart, 'currencyId' | 'totals'> & { items: readonly T[] }, paymentType?: PaymentType | number, card?: CardChoiceMoney,
): MoneyRows<T> {
  const shippingLine = cart.items.find((item) => item.isShipment);
  const goods = cart.items.filter((item) => !item.isShipment && item.product);
  const net = sumOf(cart.totals, NET_TOTAL);
  return moneyRows({
    lines: goods.map((item) => ({ item, unit: toMinor(item.unitPriceWithTax), quantity: item.quantity })),
    campaigns: campaignsOf(cart.totals),
    coupon: sumOf(cart.totals, DISCOUNT),
    others: othersOf(cart.totals),
    ...(shippingLine ? { shipping: toMinor(shippingLine.salesPriceWithTax) } : {}),
    payAtDoorFee: paymentType === undefined ? 0 : payAtDoorFeeOf(paymentType, cart.currencyId, net),
    ...(card && Number(paymentType) === CHECKOUT_PAYMENT_TYPE.creditCard ? { interest: card.interest, cardPoints: card.points } : {}),
  });
}

/** What an order's rows are made of (an Order, or the order being placed before it is stored). */
export type OrderMoney = Pick<Order, 'totals' | 'shipmentFee' | 'pickupStore'> & { items: readonly Pick<OrderItem, 'unitPriceWithTax' | 'quantity'>[]; payment: Pick<Order['payment'], 'paymentType'> };

/**
 * An order's rows (order summary, order detail, tracking, mail, invoice): its Commission total is
 * the pay-at-door fee of a pay-at-door order and the instalment interest of a card order; card
 * points are taken off what the card paid. A picked-up order has no shipping row.
 */
export function orderMoneyRows<T extends OrderMoney['items'][number]>(order: Omit<OrderMoney, 'items'> & { items: readonly T[] }): MoneyRows<T> {
  const commission = sumOf(order.totals, COMMISSION);
  const atDoor = Number(order.payment.paymentType) === CHECKOUT_PAYMENT_TYPE.payAtDoor;
  return moneyRows({
    lines: order.items.map((item) => ({ item, unit: toMinor(item.unitPriceWithTax), quantity: item.quantity })),
    campaigns: campaignsOf(order.totals),
    coupon: sumOf(order.totals, DISCOUNT),
    others: othersOf(order.totals),
    ...(order.pickupStore ? {} : { shipping: toMinor(order.shipmentFee) }),
    payAtDoorFee: atDoor ? commission : 0,
    interest: atDoor ? 0 : commission,
    cardPoints: sumOf(order.totals, SITE_POINT),
  });
}

/** The tax inside the total, as a note under it (KDV is included, never added: it is not a row). */
export const includedTaxOf = (totals: readonly CartTotal[]): number => sumOf(totals, TAX);
