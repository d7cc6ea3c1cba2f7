import type { Culture, OrderFlags, OrderStatus } from '../../../contracts/enums';
import { DOC_NO_PATTERN } from '../../../contracts/order/payloads';
import { formatMoney, type MoneyCurrency } from './money';

// Keys and bits as numbers, the enums only as types: contracts/enums sits in the first download's
// chunk, and a value use here would pull both enums into it.
const CANCEL_AVAILABLE: OrderFlags = 1;

/** The §3 order statuses (S3.14) in the shopper's words: the member's orders and order tracking say them the same. */
const ORDER_STATUS_NAMES: Record<Culture, Record<OrderStatus, string>> = {
  tr: {
    1: 'Yeni',
    2: 'Sepette',
    3: 'Sipariş alındı',
    4: 'Onay bekliyor',
    5: 'Ödeme bekleniyor',
    6: 'Hazırlanıyor',
    7: 'Kargoda',
    8: 'İnceleniyor',
    9: 'Reddedildi',
    10: 'Kapandı',
    11: 'Teslim edildi',
    12: 'Ödendi',
    13: 'İptal edildi',
    14: 'Geçersiz',
  },
  en: {
    1: 'New',
    2: 'In cart',
    3: 'Order received',
    4: 'Awaiting approval',
    5: 'Awaiting payment',
    6: 'Preparing',
    7: 'On the way',
    8: 'Under inspection',
    9: 'Rejected',
    10: 'Closed',
    11: 'Delivered',
    12: 'Paid',
    13: 'Cancelled',
    14: 'Invalid',
  },
};

/** An order status's name in the page's language; an unknown number is shown as it is. */
export function orderStatusName(status: OrderStatus, culture: Culture): string {
  return ORDER_STATUS_NAMES[culture][status] ?? String(status);
}

/** How the shop's currencies are written; an order keeps the code of the currency it was charged in. */
const ORDER_CURRENCIES: Record<string, MoneyCurrency> = {
  TRY: { code: 'TRY', symbol: '₺', symbolOnRight: true, decimals: 2 },
  USD: { code: 'USD', symbol: '$', symbolOnRight: false, decimals: 2 },
  EUR: { code: 'EUR', symbol: '€', symbolOnRight: false, decimals: 2 },
};

/** An order's amount in the currency it was charged in (not the one selected now). */
export function formatOrderMoney(amount: number, currencyCode: string, culture: Culture): string {
  const currency = ORDER_CURRENCIES[currencyCode] ?? { code: currencyCode, symbol: currencyCode, symbolOnRight: true, decimals: 2 };
  return formatMoney(amount, currency, culture);
}

/** A day and time of an order, in the shop's time zone (S1.06). */
export function orderDateTime(iso: string, culture: Culture): string {
  return new Intl.DateTimeFormat(culture === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Vienna' }).format(new Date(iso));
}

/** An order number as an address holds it (DOC_NO_PATTERN); anything else is no order. */
export const docNoOf = (param: string | undefined | null): string | null => (param && DOC_NO_PATTERN.test(param) ? param : null);

/** The order may still be cancelled (S3.14 flags). */
export const cancelAvailable = (order: { flags: OrderFlags }): boolean => (order.flags & CANCEL_AVAILABLE) !== 0;
