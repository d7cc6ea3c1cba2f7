import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import type { TestApp } from '../support/test-app.js';

/** A mail as the engine's outbox holds it. */
export interface WrittenMail {
  subject: string;
  text: string;
}

/**
 * The mails the engine wrote to `address`, oldest first. The outbox row is written in the
 * transaction that caused the mail, before the answer: what is not here was never sent, with no
 * waiting for delivery (a mailbox shows what arrived; this shows what did not).
 */
export async function outboxTo(shop: TestApp, address: string): Promise<WrittenMail[]> {
  const rows = await shop.app.get<Database>(DATABASE, { strict: false })
    .query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM notification_outbox WHERE to_address = $1 ORDER BY id', [address]);
  return rows.map((row) => ({ subject: row.subject, text: row.text_body }));
}
