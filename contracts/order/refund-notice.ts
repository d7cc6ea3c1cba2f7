import type { Culture } from '../enums.js';
import type { OrderPayment } from './entities.js';

// Numbers, not enum values: the client's first download must not carry the enums (as order-status.ts).
const CREDIT_CARD = 1;
const WALLET = 10;

/**
 * What a shopper reads about the money of a cancelled or refunded order (issue 32 item 8): where
 * it goes back, or that none was taken. The member's order page and a guest's order tracking
 * say it in these same words; `amount` is the payment's amount already written in the order's
 * currency. Null when the payment's status says nothing about money going back.
 */
export function refundNotice(payment: Pick<OrderPayment, 'paymentType' | 'status' | 'cardLastFour'>, culture: Culture, amount: string): string | null {
  const type = Number(payment.paymentType);
  if (payment.status === 'refunded') {
    // A pay-later order paid by card keeps its type and carries the card's last digits.
    if (type === CREDIT_CARD || payment.cardLastFour) {
      return culture === 'tr'
        ? `${amount} tutarındaki ödemeniz kartınıza iade edildi. Bankanıza göre hesabınıza yansıması birkaç iş günü sürebilir.`
        : `${amount} has been refunded to your card. Depending on your bank, it may take a few working days to show.`;
    }
    if (type === WALLET) return culture === 'tr' ? `${amount} tutarındaki ödemeniz cüzdanınıza iade edildi.` : `${amount} has been refunded to your wallet.`;
    return culture === 'tr'
      ? `${amount} tutarındaki ödemeniz, ödediğiniz yolla size iade edilir.`
      : `${amount} is refunded to you the way you paid it.`;
  }
  if (payment.status === 'voided') return culture === 'tr' ? 'Bu sipariş için sizden ödeme alınmadı.' : 'No payment was taken for this order.';
  return null;
}
