import type { INestApplication } from '@nestjs/common';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';

/**
 * The activation code a shop last mailed to a new member, as the member reads it in the mail:
 * fixtures that need an active member (checkout, messages: a member still to activate is refused
 * there, S4.08) type it in through /api/verify-otp like anyone else.
 */
export type ActivationCodes = (email: string) => Promise<string>;

/** The code line of the activation mail, in either language. */
const CODE_LINE = /(?:Doğrulama kodunuz|Your verification code): (\d{6})/;

const byShop = new Map<string, ActivationCodes>();

function codeIn(text: string | undefined, email: string): string {
  const code = text && CODE_LINE.exec(text)?.[1];
  if (!code) throw new Error(`no activation code was mailed to ${email}`);
  return code;
}

/** Codes from the outbox table of an engine running in this process (every mail is written there first). */
export function outboxTableCodes(app: INestApplication): ActivationCodes {
  const db = app.get<Database>(DATABASE, { strict: false });
  return async (email) => {
    const [mail] = await db.query<{ text_body: string }>('SELECT text_body FROM notification_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email]);
    return codeIn(mail?.text_body, email);
  };
}

/** Codes from the engine's operator outbox route at `engineUrl` (a server in another process), with its bearer token. */
export function outboxRouteCodes(engineUrl: string, bearer: () => Promise<string>): ActivationCodes {
  return async (email) => {
    const answer = await fetch(`${engineUrl}/gateway/notification/api/notification/outbox`, { headers: { authorization: `Bearer ${await bearer()}` } });
    if (!answer.ok) throw new Error(`the outbox answered ${answer.status}`);
    const { mails } = await answer.json() as { mails: { to: string; text: string }[] };
    return codeIn(mails.find((mail) => mail.to === email && CODE_LINE.test(mail.text))?.text, email);
  };
}

/** The shop at `url` mails its codes where `codes` reads them (startTestApp says so for an app with its engine inside). */
export function readActivationCodes(url: string, codes: ActivationCodes): void {
  byShop.set(url, codes);
}

export function forgetActivationCodes(url: string): void {
  byShop.delete(url);
}

/** How to read the codes of the shop at `url`. */
export function activationCodesOf(url: string): ActivationCodes {
  const codes = byShop.get(url);
  if (!codes) throw new Error(`no activation codes known for ${url}: call readActivationCodes(url, ...) for a shop whose engine runs elsewhere`);
  return codes;
}
