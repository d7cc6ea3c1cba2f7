import { PaymentType } from '../../../../contracts/enums.js';
import { PAY_LATER_DAYS } from '../../../../contracts/order/payloads.js';

/** What a payment's status is right after placement, by its type. */
export function paymentStatusOf(paymentType: PaymentType): string {
  switch (paymentType) {
    case PaymentType.CreditCard:
    case PaymentType.Wallet:
      return 'captured';
    case PaymentType.BankTransfer:
    case PaymentType.PayLater:
      return 'waiting';
    case PaymentType.PayAtDoor:
      return 'on-delivery';
    default:
      return 'free';
  }
}

/** The day a pay-later order placed at `placedAt` must be paid by. */
export function payLaterDueDate(placedAt: Date): Date {
  return new Date(placedAt.getTime() + PAY_LATER_DAYS * 24 * 60 * 60 * 1000);
}

/** Payment statuses money was taken in (a refund can give some of it back). */
export const REFUNDABLE_STATUSES: readonly string[] = ['captured', 'partially-refunded'];

/**
 * The payment's status after a refund: 'refunded' once every unit bought has come back and been
 * refunded, or once refunds reach the whole amount; 'partially-refunded' while only some have.
 */
export function refundStatusOf(units: { bought: number; refunded: number }, money: { paid: number; refunded: number }): 'refunded' | 'partially-refunded' {
  if (units.bought > 0 && units.refunded >= units.bought) return 'refunded';
  return money.refunded >= money.paid ? 'refunded' : 'partially-refunded';
}
