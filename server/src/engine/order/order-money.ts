/**
 * An order's money as the engine writes it, in the order's language and currency: the mail and
 * the invoice PDF take their lines, rows and total from here, the same rows as the shop's pages
 * (contracts/cart/money-rows.ts, issue 32 items 1, 2 and 4).
 */
import { orderMoneyRows, writeMoneyRows, type MoneyRowKind, type MoneyRows, type OrderMoney, type WrittenMoneyRows } from '../../../../contracts/cart/money-rows.js';
import { formatMinorMoney, type MoneyCurrency } from '../../../../contracts/currency/money-format.js';
import type { Culture } from '../../../../contracts/enums.js';
import type { PlacedOrderSummary } from './order-mails.js';

const ROW_LABELS: Record<Culture, Record<MoneyRowKind, string>> = {
  tr: {
    subtotal: 'Ara toplam', campaign: 'Kampanya indirimi', coupon: 'Kupon indirimi', shipping: 'Kargo', payAtDoorFee: 'Kapıda ödeme hizmet bedeli',
    interest: 'Vade farkı', cardPoints: 'Kart puanıyla ödenen', other: 'Diğer',
  },
  en: {
    subtotal: 'Subtotal', campaign: 'Campaign discount', coupon: 'Coupon discount', shipping: 'Shipping', payAtDoorFee: 'Pay at door fee',
    interest: 'Instalment interest', cardPoints: 'Paid with card points', other: 'Other',
  },
};

const FREE: Record<Culture, string> = { tr: 'Ücretsiz', en: 'Free' };

/** The total's name: VAT is inside it, never added. */
export const TOTAL_LABEL: Record<Culture, string> = { tr: 'Toplam (KDV dahil)', en: 'Total (VAT included)' };

/** Lines, rows and total of a cart or an order in `culture`, amounts in `currency`. */
export function writeOrderRows<T>(money: MoneyRows<T>, culture: Culture, currency: MoneyCurrency): WrittenMoneyRows<T> {
  return writeMoneyRows(money, (minor) => formatMinorMoney(minor, currency, culture), (row) => ROW_LABELS[culture][row.kind], FREE[culture]);
}

/** `order`'s lines, rows and total in `culture`, amounts in `currency`. */
export function writtenOrderMoney<T extends OrderMoney['items'][number]>(order: Omit<OrderMoney, 'items'> & { items: readonly T[] }, culture: Culture, currency: MoneyCurrency): WrittenMoneyRows<T> {
  return writeOrderRows(orderMoneyRows(order), culture, currency);
}

/** The money of a placed order's mail (its orderMoneyRows): each line with its name and list amount, the rows and the total. */
export function placedMailMoney(money: MoneyRows<{ name: string; size?: string | null }>, culture: Culture, currency: MoneyCurrency): Pick<PlacedOrderSummary, 'lines' | 'rows' | 'total'> {
  const written = writeOrderRows(money, culture, currency);
  return {
    lines: written.lines.map((line) => ({ name: line.item.name, size: line.item.size ?? null, quantity: line.quantity, total: line.amount })),
    rows: written.rows.map((row) => ({ label: row.label, amount: row.amount })),
    total: { label: TOTAL_LABEL[culture], amount: written.total },
  };
}
