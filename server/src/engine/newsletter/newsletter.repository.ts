import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { NewsletterStatus } from '../../../../contracts/gateway/newsletter.js';
import type { Queryable } from '../db/database.js';

/** A pending subscription as subscribe writes it. */
export interface PendingSubscription {
  email: string;
  language: Culture;
  confirmHash: string;
  unsubscribeHash: string;
  confirmSeconds: number;
  consentVersion: string;
}

/** What a confirmation link finds. */
export interface ConfirmTarget {
  email: string;
  status: NewsletterStatus;
  expired: boolean;
}

/** The only SQL of the newsletter: one row per address (newsletter_subscription, migration 0006). */
@Injectable()
export class NewsletterRepository {
  /**
   * The address as pending with new link hashes and the consent given now, unless it is already
   * confirmed: then nothing changes and false is answered. One statement, so two subscribes at
   * once leave one row.
   */
  async markPending(tx: Queryable, subscription: PendingSubscription): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO newsletter_subscription (email, status, language, confirm_hash, confirm_expires, unsubscribe_hash, consent_version, consent_at)
       VALUES ($1, 'pending', $2, $3, now() + make_interval(secs => $4), $5, $6, now())
       ON CONFLICT (email) DO UPDATE SET status = 'pending', language = EXCLUDED.language, confirm_hash = EXCLUDED.confirm_hash,
         confirm_expires = EXCLUDED.confirm_expires, unsubscribe_hash = EXCLUDED.unsubscribe_hash, consent_version = EXCLUDED.consent_version,
         consent_at = EXCLUDED.consent_at, confirmed_at = NULL, unsubscribed_at = NULL
       WHERE newsletter_subscription.status <> 'confirmed'
       RETURNING email`,
      [subscription.email, subscription.language, subscription.confirmHash, subscription.confirmSeconds, subscription.unsubscribeHash, subscription.consentVersion]);
    return rows.length === 1;
  }

  /** The subscription a confirmation link names, locked for the change. */
  async lockByConfirmHash(tx: Queryable, confirmHash: string): Promise<ConfirmTarget | undefined> {
    const [row] = await tx.query<{ email: string; status: NewsletterStatus; expired: boolean }>(
      `SELECT email, status, confirm_expires <= now() AS expired FROM newsletter_subscription WHERE confirm_hash = $1 FOR UPDATE`, [confirmHash]);
    return row && { email: String(row.email), status: row.status, expired: row.expired === true };
  }

  async confirm(tx: Queryable, email: string): Promise<void> {
    await tx.query(`UPDATE newsletter_subscription SET status = 'confirmed', confirmed_at = now() WHERE email = $1`, [email]);
  }

  /**
   * Unsubscribes the address an unsubscribe link names (again: no change) and retires its
   * confirmation link; undefined for an unknown link.
   */
  async unsubscribe(tx: Queryable, unsubscribeHash: string): Promise<NewsletterStatus | undefined> {
    const [row] = await tx.query<{ status: NewsletterStatus }>(
      `UPDATE newsletter_subscription
          SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now()), confirm_hash = NULL, confirm_expires = NULL
        WHERE unsubscribe_hash = $1
        RETURNING status`, [unsubscribeHash]);
    return row?.status;
  }
}
