import { Injectable } from '@nestjs/common';
import type { Queryable } from '../db/database.js';

/**
 * A member's store credit per currency (spec §7 Payment: wallet). The balance never goes below
 * zero: a payment takes it with one conditional update, so two orders at once cannot both spend it.
 * Every change is written to the ledger in the same transaction.
 */
@Injectable()
export class WalletRepository {
  /** Minor units; 0 when the member never had credit in this currency. */
  async balance(db: Queryable, memberId: number, currencyId: number): Promise<number> {
    const [row] = await db.query<{ balance: number }>('SELECT balance FROM member_wallet WHERE member_id = $1 AND currency_id = $2', [memberId, currencyId]);
    return row ? Number(row.balance) : 0;
  }

  /** Takes `amount` for an order; false (nothing taken) when the balance is short. */
  async debit(tx: Queryable, memberId: number, currencyId: number, amount: number, orderId: number | null, note: string): Promise<boolean> {
    const rows = await tx.query(
      'UPDATE member_wallet SET balance = balance - $3, updated_at = now() WHERE member_id = $1 AND currency_id = $2 AND balance >= $3 RETURNING balance',
      [memberId, currencyId, amount]);
    if (!rows.length) return false;
    await this.entry(tx, memberId, currencyId, -amount, orderId, note);
    return true;
  }

  /** Gives `amount` back or as credit; answers the new balance. */
  async credit(tx: Queryable, memberId: number, currencyId: number, amount: number, orderId: number | null, note: string): Promise<number> {
    const [row] = await tx.query<{ balance: number }>(
      `INSERT INTO member_wallet (member_id, currency_id, balance) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, currency_id) DO UPDATE SET balance = member_wallet.balance + EXCLUDED.balance, updated_at = now() RETURNING balance`,
      [memberId, currencyId, amount]);
    await this.entry(tx, memberId, currencyId, amount, orderId, note);
    return Number(row.balance);
  }

  /** A registered member by e-mail (the operator credits members, not guest records). */
  async memberByEmail(db: Queryable, email: string): Promise<number | undefined> {
    const [row] = await db.query<{ id: number }>('SELECT id FROM member WHERE lower(email) = lower($1) AND NOT is_guest AND deleted_at IS NULL ORDER BY id LIMIT 1', [email.trim()]);
    return row ? Number(row.id) : undefined;
  }

  private async entry(tx: Queryable, memberId: number, currencyId: number, amount: number, orderId: number | null, note: string): Promise<void> {
    await tx.query('INSERT INTO wallet_entry (member_id, currency_id, amount, order_id, note) VALUES ($1, $2, $3, $4, $5)', [memberId, currencyId, amount, orderId, note]);
  }
}
