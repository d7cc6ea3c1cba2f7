import { Inject, Injectable } from '@nestjs/common';
import { PaymentType } from '../../../../contracts/enums.js';
import type { Queryable } from '../db/database.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment/payment-provider.js';
import { WalletRepository } from '../payment/wallet.repository.js';
import type { NewPayment } from './order.repository.js';
import { refundStatusOf } from './payment-status.js';

type PaymentRow = NewPayment & { id: number };

/** Where refunded money goes: back the way it came (the card through its provider, the wallet as store credit; a transfer or cash by the shop's own transfer, recorded here). */
@Injectable()
export class PaymentRefunds {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider, private readonly wallet: WalletRepository) {}

  /**
   * Gives `amount` (minor units) of the payment back. `refund` names this refund of the order
   * (its cancel, one return): the bank makes a refund asked again under its name only once, so
   * the transaction may run again after a deadlock, or the operator press again after a failure.
   */
  async giveBack(tx: Queryable, order: { id: number; memberId: number; docNo: string }, payment: PaymentRow, amount: number, refund: 'cancel' | { returnId: number }): Promise<void> {
    if (amount <= 0) return;
    if (payment.providerReference) await this.provider.refund(payment.providerReference, amount, refundKeyOf(payment.providerReference, refund));
    else if (payment.paidBy === PaymentType.Wallet) await this.wallet.credit(tx, order.memberId, payment.currencyId, amount, order.id, `refund ${order.docNo}`);
  }

  /**
   * The payment's status after a return was refunded: every unit bought back and refunded (or the
   * whole amount) is 'refunded', less is 'partially-refunded'. Units count as refunded only when a
   * refund took them (order_return_line.refunded_quantity): an amount-only partial refund takes none.
   */
  async settle(tx: Queryable, orderId: number, payment: PaymentRow): Promise<void> {
    const [row] = await tx.query<{ bought: number; units: number; money: number }>(
      `SELECT (SELECT COALESCE(sum(quantity), 0)::int FROM order_line WHERE order_id = $1) AS bought,
              (SELECT COALESCE(sum(rl.refunded_quantity), 0)::int FROM order_return_line rl JOIN order_return r ON r.id = rl.return_id
                WHERE r.order_id = $1 AND r.status = 'refunded') AS units,
              (SELECT COALESCE(sum(refunded_amount), 0)::bigint FROM order_return WHERE order_id = $1 AND status = 'refunded') AS money`, [orderId]);
    const status = refundStatusOf({ bought: Number(row.bought), refunded: Number(row.units) }, { paid: payment.amount, refunded: Number(row.money) });
    await tx.query('UPDATE payment SET status = $2, updated_at = now() WHERE id = $1', [payment.id, status]);
  }

  /** What the order's returns have refunded so far (minor units). */
  async refundedSoFar(tx: Queryable, orderId: number): Promise<number> {
    const [row] = await tx.query<{ n: number }>("SELECT COALESCE(sum(refunded_amount), 0)::bigint AS n FROM order_return WHERE order_id = $1 AND status = 'refunded'", [orderId]);
    return Number(row.n);
  }
}

/** The bank's idempotency key of one refund of a card payment. */
function refundKeyOf(providerReference: string, refund: 'cancel' | { returnId: number }): string {
  return refund === 'cancel' ? `cancel-${providerReference}` : `return-${refund.returnId}-${providerReference}`;
}
