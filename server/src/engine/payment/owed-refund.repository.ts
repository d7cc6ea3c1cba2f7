import { Injectable } from '@nestjs/common';
import type { OwedRefund } from '../../../../contracts/gateway/payment.js';
import type { Queryable } from '../db/database.js';

/** A refund to keep owed: the charge, the key every try carries, and what went wrong first. */
export interface NewOwedRefund {
  providerReference: string;
  amount: number;
  idempotencyKey: string;
  reason: string;
  error: string;
}

/** A claimed owed refund, to try once more. */
export interface ClaimedOwedRefund {
  id: number;
  providerReference: string;
  amount: number;
  idempotencyKey: string;
}

/** The owed_refund table: card refunds the bank failed to take, kept until it does. */
@Injectable()
export class OwedRefundRepository {
  /** Keeps a refund owed; the same key twice is one refund. */
  async owe(db: Queryable, refund: NewOwedRefund): Promise<void> {
    await db.query(
      `INSERT INTO owed_refund (provider_reference, amount, idempotency_key, reason, last_error) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [refund.providerReference, refund.amount, refund.idempotencyKey, refund.reason, refund.error.slice(0, 500)]);
  }

  /**
   * Takes the owed refunds no other instance is trying, for a minute: one that died mid-try leaves
   * them to the next round.
   */
  async claim(db: Queryable, limit: number): Promise<ClaimedOwedRefund[]> {
    const rows = await db.query<Record<string, unknown>>(
      `UPDATE owed_refund SET claimed_at = now(), attempts = attempts + 1
        WHERE id IN (SELECT id FROM owed_refund
                      WHERE refunded_at IS NULL AND (claimed_at IS NULL OR claimed_at < now() - interval '1 minute')
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, provider_reference, amount, idempotency_key`, [limit]);
    return rows.map((row) => ({ id: Number(row.id), providerReference: String(row.provider_reference), amount: Number(row.amount), idempotencyKey: String(row.idempotency_key) }));
  }

  async refunded(db: Queryable, id: number): Promise<void> {
    await db.query('UPDATE owed_refund SET refunded_at = now(), claimed_at = NULL WHERE id = $1', [id]);
  }

  async failed(db: Queryable, id: number, error: string): Promise<void> {
    await db.query('UPDATE owed_refund SET claimed_at = NULL, last_error = $2 WHERE id = $1', [id, error.slice(0, 500)]);
  }

  /** One owed refund taken for a try now (the console's retry), unless it is refunded or another try holds it; `state` says which. */
  async claimOne(db: Queryable, id: number): Promise<{ state: 'claimed'; refund: ClaimedOwedRefund } | { state: 'missing' | 'refunded' | 'busy' }> {
    const [row] = await db.query<Record<string, unknown>>(
      `UPDATE owed_refund SET claimed_at = now(), attempts = attempts + 1
        WHERE id = $1 AND refunded_at IS NULL AND (claimed_at IS NULL OR claimed_at < now() - interval '1 minute')
        RETURNING id, provider_reference, amount, idempotency_key`, [id]);
    if (row) return { state: 'claimed', refund: { id: Number(row.id), providerReference: String(row.provider_reference), amount: Number(row.amount), idempotencyKey: String(row.idempotency_key) } };
    const [other] = await db.query<{ refunded_at: unknown }>('SELECT refunded_at FROM owed_refund WHERE id = $1', [id]);
    return { state: !other ? 'missing' : other.refunded_at ? 'refunded' : 'busy' };
  }

  /** A page of owed refunds for the console, newest first; `owed` true: only those the bank has not taken. */
  async page(db: Queryable, owed: boolean | undefined, offset: number, limit: number, order: 'ASC' | 'DESC'): Promise<{ rows: (OwedRefund & { id: number })[]; total: number }> {
    const where = owed === undefined ? '' : `WHERE refunded_at IS ${owed ? '' : 'NOT '}NULL`;
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id, provider_reference, amount, reason, created_at, attempts, last_error, refunded_at, count(*) OVER () AS total
         FROM owed_refund ${where} ORDER BY id ${order} OFFSET $1 LIMIT $2`, [offset, limit]);
    const total = rows.length ? Number(rows[0].total) : Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM owed_refund ${where}`))[0].n);
    return { rows: rows.map((row) => ({ id: Number(row.id), ...owedOf(row) })), total };
  }

  /** The latest owed refunds, still owed or taken, newest first. */
  async latest(db: Queryable, limit: number): Promise<OwedRefund[]> {
    const rows = await db.query<Record<string, unknown>>(
      'SELECT provider_reference, amount, reason, created_at, attempts, last_error, refunded_at FROM owed_refund ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map(owedOf);
  }
}

function owedOf(row: Record<string, unknown>): OwedRefund {
  return {
    providerReference: String(row.provider_reference), amount: Number(row.amount), reason: String(row.reason),
    createdAt: new Date(row.created_at as string).toISOString(), attempts: Number(row.attempts),
    ...(typeof row.last_error === 'string' ? { lastError: row.last_error } : {}),
    ...(row.refunded_at ? { refundedAt: new Date(row.refunded_at as string).toISOString() } : {}),
  };
}
