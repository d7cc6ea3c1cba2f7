import { PaymentType } from '../../../../contracts/enums.js';
import { PAY_LATER_DAYS } from '../../../../contracts/order/payloads.js';
import { paymentStatusOf, payLaterDueDate, refundStatusOf } from './payment-status.js';

describe('payment status (S3.22, S7.32, S7.33)', () => {
  it('S3.22 a card or wallet payment is captured at placement; transfer and pay later wait; pay at door is on delivery', () => {
    expect(paymentStatusOf(PaymentType.CreditCard)).toBe('captured');
    expect(paymentStatusOf(PaymentType.Wallet)).toBe('captured');
    expect(paymentStatusOf(PaymentType.BankTransfer)).toBe('waiting');
    expect(paymentStatusOf(PaymentType.PayLater)).toBe('waiting');
    expect(paymentStatusOf(PaymentType.PayAtDoor)).toBe('on-delivery');
    expect(paymentStatusOf(PaymentType.FreeOfCharge)).toBe('free');
  });

  it('S7.32 a pay-later order is due PAY_LATER_DAYS after it was placed', () => {
    const placed = new Date('2026-03-01T10:00:00Z');
    expect(payLaterDueDate(placed).getTime() - placed.getTime()).toBe(PAY_LATER_DAYS * 86_400_000);
  });

  it('S7.33 every unit back and refunded is refunded even when the shipping fee stays with the shop; fewer units is partial', () => {
    expect(refundStatusOf({ bought: 3, refunded: 3 }, { paid: 10_000, refunded: 9_000 })).toBe('refunded');
    expect(refundStatusOf({ bought: 3, refunded: 2 }, { paid: 10_000, refunded: 6_000 })).toBe('partially-refunded');
    expect(refundStatusOf({ bought: 3, refunded: 1 }, { paid: 10_000, refunded: 10_000 })).toBe('refunded');
  });
});
