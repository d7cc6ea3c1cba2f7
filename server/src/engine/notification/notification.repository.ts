import { Injectable } from '@nestjs/common';
import type { OutboxMail, OutboxSms } from '../../../../contracts/gateway/member.js';
import type { Queryable } from '../db/database.js';
import type { Sms } from './sms-carrier.js';

/** A mail to send, as its template made it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The outbox tables (mail and SMS): written in the transaction that causes a message, read by the dispatchers. */
@Injectable()
export class NotificationRepository {
  async enqueue(tx: Queryable, mail: Mail): Promise<void> {
    await tx.query('INSERT INTO notification_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)', [mail.to, mail.subject, mail.text, mail.html]);
  }

  /**
   * Takes the oldest unsent mails for this dispatcher for a minute (five tries at most each):
   * another instance's dispatcher skips them, and a dispatcher that died leaves them to the next.
   */
  async claim(db: Queryable, limit: number): Promise<(Mail & { id: number })[]> {
    const rows = await db.query<Record<string, unknown>>(
      `UPDATE notification_outbox SET claimed_at = now(), attempts = attempts + 1
        WHERE id IN (SELECT id FROM notification_outbox
                      WHERE sent_at IS NULL AND attempts < 5 AND (claimed_at IS NULL OR claimed_at < now() - interval '1 minute')
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, text_body, html_body`, [limit]);
    return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((row) => ({ id: Number(row.id), to: String(row.to_address), subject: String(row.subject), text: String(row.text_body), html: String(row.html_body) }));
  }

  async sent(db: Queryable, id: number): Promise<void> {
    await db.query('UPDATE notification_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [id]);
  }

  async failed(db: Queryable, id: number, error: string): Promise<void> {
    await db.query('UPDATE notification_outbox SET claimed_at = NULL, last_error = $2 WHERE id = $1', [id, error.slice(0, 500)]);
  }

  /** The latest mails, newest first (development mailbox). */
  async latest(db: Queryable, limit: number): Promise<OutboxMail[]> {
    const rows = await db.query<Record<string, unknown>>(
      'SELECT id, to_address, subject, text_body, html_body, created_at, sent_at FROM notification_outbox ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map((row) => ({
      id: Number(row.id), to: String(row.to_address), subject: String(row.subject), text: String(row.text_body), html: String(row.html_body),
      createdAt: new Date(row.created_at as string).toISOString(), ...(row.sent_at ? { sentAt: new Date(row.sent_at as string).toISOString() } : {}),
    }));
  }

  async enqueueSms(tx: Queryable, sms: Sms): Promise<void> {
    await tx.query('INSERT INTO sms_outbox (to_phone, text_body) VALUES ($1, $2)', [sms.to, sms.text]);
  }

  /** Takes the oldest texts never handed to a carrier, for good: another instance skips them, and none is taken twice. */
  async claimSms(db: Queryable, limit: number): Promise<(Sms & { id: number })[]> {
    const rows = await db.query<Record<string, unknown>>(
      `UPDATE sms_outbox SET claimed_at = now()
        WHERE id IN (SELECT id FROM sms_outbox WHERE claimed_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_phone, text_body`, [limit]);
    return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((row) => ({ id: Number(row.id), to: String(row.to_phone), text: String(row.text_body) }));
  }

  async smsSent(db: Queryable, id: number): Promise<void> {
    await db.query('UPDATE sms_outbox SET sent_at = now() WHERE id = $1', [id]);
  }

  async smsFailed(db: Queryable, id: number, error: string): Promise<void> {
    await db.query('UPDATE sms_outbox SET last_error = $2 WHERE id = $1', [id, error.slice(0, 500)]);
  }

  /** The latest texts, newest first (development mailbox, operator). */
  async latestSms(db: Queryable, limit: number): Promise<OutboxSms[]> {
    const rows = await db.query<Record<string, unknown>>('SELECT id, to_phone, text_body, created_at, sent_at, last_error FROM sms_outbox ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map((row) => ({
      id: Number(row.id), to: String(row.to_phone), text: String(row.text_body), createdAt: new Date(row.created_at as string).toISOString(),
      ...(row.sent_at ? { sentAt: new Date(row.sent_at as string).toISOString() } : {}), ...(typeof row.last_error === 'string' ? { error: row.last_error } : {}),
    }));
  }
}
