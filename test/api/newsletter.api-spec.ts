import request from 'supertest';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { NEWSLETTER_CONSENT_VERSION } from '../../contracts/newsletter/consent.js';
import { NewsletterMessage } from '../../contracts/newsletter/messages.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { solvedCaptcha } from '../support/bot-check.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TestMailbox } from '../support/test-mailbox.js';

let sequence = 0;
const newEmail = () => `bulten${Date.now()}-${sequence += 1}@example.com`;
const PUBLIC_ORIGIN = 'https://vitrin.example';
const CONFIRM_LINK = /(https?:\/\/\S+?)\?action=confirm&token=([A-Za-z0-9_-]{43})/;
const UNSUBSCRIBE_LINK = /(https?:\/\/\S+?)\?action=unsubscribe&token=([A-Za-z0-9_-]{43})/;

describe('newsletter with double opt-in (S1.05 S7.30 issue 14 item 7)', () => {
  let shop: TestApp;
  let mailbox: TestMailbox;
  let db: Database;
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    // Many subscriptions from one address: the limit is tested on its own below.
    shop = await startTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_SCALE: '100', PUBLIC_URL: PUBLIC_ORIGIN });
    db = shop.app.get<Database>(DATABASE);
  });
  afterAll(async () => {
    await shop?.close();
    await mailbox?.close();
  });
  const api = () => request(shop.url);

  /** A subscription with consent and a solved bot check, which the shop accepts. */
  async function subscribe(email: string, culture = 'tr') {
    const captcha = await solvedCaptcha(shop.url);
    return api().post('/api/newsletter-subscribe').set('x-culture', culture).set(CAPTCHA_HEADER, captcha).send({ email, consentAccepted: true }).expect(200);
  }
  const row = async (email: string) => (await db.query<Record<string, unknown>>('SELECT * FROM newsletter_subscription WHERE email = $1', [email]))[0];
  const mailsTo = async (email: string) => (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM notification_outbox WHERE to_address = $1', [email]))[0].count;

  it('S1.05 refuses a subscription without the KVKK consent, and stores nothing', async () => {
    const email = newEmail();
    for (const consent of [{}, { consentAccepted: false }, { consentAccepted: 'true' }]) {
      const refused = await api().post('/api/newsletter-subscribe').set(CAPTCHA_HEADER, await solvedCaptcha(shop.url)).send({ email, ...consent }).expect(400);
      expect(refused.body).toMatchObject({ isSuccess: false, message: NewsletterMessage.consentRequired });
    }
    const badEmail = await api().post('/api/newsletter-subscribe').send({ email: 'not-an-email', consentAccepted: true }).expect(400);
    expect(badEmail.body.message).toBe('email is invalid');
    expect(await row(email)).toBeUndefined();
  });

  it('S7.30 refuses a subscription without the bot check, or with a forged or reused solution', async () => {
    const email = newEmail();
    const missing = await api().post('/api/newsletter-subscribe').send({ email, consentAccepted: true }).expect(400);
    expect(missing.body.message).toBe(MemberMessage.captchaMissing);
    const forged = await api().post('/api/newsletter-subscribe').set(CAPTCHA_HEADER, Buffer.from('{"signature":"x"}').toString('base64')).send({ email, consentAccepted: true }).expect(400);
    expect(forged.body.message).toBe(MemberMessage.captchaInvalid);
    const solution = await solvedCaptcha(shop.url);
    await api().post('/api/newsletter-subscribe').set(CAPTCHA_HEADER, solution).send({ email, consentAccepted: true }).expect(200);
    const replayed = await api().post('/api/newsletter-subscribe').set(CAPTCHA_HEADER, solution).send({ email: newEmail(), consentAccepted: true }).expect(400);
    expect(replayed.body.message).toBe(MemberMessage.captchaInvalid);
  });

  it('S7.30 issue 27: one solution sent 10 times at once is accepted once; the other nine are refused and store nothing', async () => {
    const solution = await solvedCaptcha(shop.url);
    const emails = Array.from({ length: 10 }, () => newEmail());
    const answers = await Promise.all(emails.map((email) => api().post('/api/newsletter-subscribe').set(CAPTCHA_HEADER, solution).send({ email, consentAccepted: true })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(400)]);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.message as string)).toEqual(Array<string>(9).fill(MemberMessage.captchaInvalid));
    const stored = await Promise.all(emails.map(row));
    expect(stored.filter(Boolean)).toHaveLength(1);
  });

  it('S7.30 subscribe stores a pending address with the consent, mails the confirmation link, and the link confirms it', async () => {
    const email = newEmail();
    const subscribed = await subscribe(email);
    expect(subscribed.body).toEqual({ isSuccess: true, message: NewsletterMessage.checkInbox });
    expect(subscribed.headers['cache-control']).toBe('no-store');
    const pending = await row(email);
    expect(pending).toMatchObject({ status: 'pending', language: 'tr', consent_version: NEWSLETTER_CONSENT_VERSION });
    expect(pending.consent_at).toBeTruthy();
    const [, page, token] = await mailbox.waitFor(email, CONFIRM_LINK);
    expect(page).toBe(`${PUBLIC_ORIGIN}/bulten`);
    // Only the token's hash is kept.
    expect(JSON.stringify(pending)).not.toContain(token);

    // Opening the link (a shopper, or a mail scanner) only serves the page, which posts the token.
    const opened = await api().get(`/bulten?action=confirm&token=${token}`).expect(200);
    expect(opened.headers['content-type']).toMatch(/text\/html/);
    await api().get(`/en/newsletter?action=confirm&token=${token}`).expect(200);
    await api().get(`/api/newsletter-confirm?token=${token}`);
    expect((await row(email)).status).toBe('pending');

    const confirmed = await api().post('/api/newsletter-confirm').send({ token }).expect(200);
    expect(confirmed.body).toEqual({ isSuccess: true, message: NewsletterMessage.confirmed });
    expect(await row(email)).toMatchObject({ status: 'confirmed', consent_version: NEWSLETTER_CONSENT_VERSION });
    // Following the link again (a reload, a second click) answers the same.
    await api().post('/api/newsletter-confirm').send({ token }).expect(200);
  });

  it('S1.04 an English subscription gets the English mail with links to /en/newsletter', async () => {
    const email = newEmail();
    await subscribe(email, 'en');
    const [, page] = await mailbox.waitFor(email, CONFIRM_LINK);
    expect(page).toBe(`${PUBLIC_ORIGIN}/en/newsletter`);
    await mailbox.waitFor(email, /Confirm your Vitrin newsletter subscription/);
    expect((await row(email)).language).toBe('en');
  });

  it('refuses an unknown, malformed or expired confirmation link with a clear message', async () => {
    const unknown = await api().post('/api/newsletter-confirm').send({ token: 'A'.repeat(43) }).expect(400);
    expect(unknown.body.message).toBe(NewsletterMessage.linkInvalid);
    for (const token of ['', 'kısa', 'x'.repeat(500), 42]) {
      const malformed = await api().post('/api/newsletter-confirm').send({ token }).expect(400);
      expect(malformed.body.message).toBe(NewsletterMessage.linkInvalid);
    }

    const email = newEmail();
    await subscribe(email);
    const [, , token] = await mailbox.waitFor(email, CONFIRM_LINK);
    await db.query(`UPDATE newsletter_subscription SET confirm_expires = now() - interval '1 second' WHERE email = $1`, [email]);
    const expired = await api().post('/api/newsletter-confirm').send({ token }).expect(410);
    expect(expired.body.message).toBe(NewsletterMessage.linkExpired);
    expect((await row(email)).status).toBe('pending');
  });

  it('S7.30 the unsubscribe link of the mail unsubscribes, for a pending and for a confirmed address', async () => {
    const confirmedEmail = newEmail();
    await subscribe(confirmedEmail);
    const [, , confirmToken] = await mailbox.waitFor(confirmedEmail, CONFIRM_LINK);
    const [, page, unsubscribeToken] = await mailbox.waitFor(confirmedEmail, UNSUBSCRIBE_LINK);
    expect(page).toBe(`${PUBLIC_ORIGIN}/bulten`);
    await api().post('/api/newsletter-confirm').send({ token: confirmToken }).expect(200);
    const left = await api().post('/api/newsletter-unsubscribe').send({ token: unsubscribeToken }).expect(200);
    expect(left.body).toEqual({ isSuccess: true, message: NewsletterMessage.unsubscribed });
    expect(await row(confirmedEmail)).toMatchObject({ status: 'unsubscribed' });
    // Again: the same answer; and the old confirmation link no longer brings the address back.
    await api().post('/api/newsletter-unsubscribe').send({ token: unsubscribeToken }).expect(200);
    const back = await api().post('/api/newsletter-confirm').send({ token: confirmToken }).expect(400);
    expect(back.body.message).toBe(NewsletterMessage.linkInvalid);

    const pendingEmail = newEmail();
    await subscribe(pendingEmail);
    const [, , pendingUnsubscribe] = await mailbox.waitFor(pendingEmail, UNSUBSCRIBE_LINK);
    await api().post('/api/newsletter-unsubscribe').send({ token: pendingUnsubscribe }).expect(200);
    expect((await row(pendingEmail)).status).toBe('unsubscribed');

    const unknown = await api().post('/api/newsletter-unsubscribe').send({ token: 'B'.repeat(43) }).expect(400);
    expect(unknown.body.message).toBe(NewsletterMessage.linkInvalid);
  });

  it('S7.30 an address is subscribed once: a confirmed one gets the same answer and no new mail; a pending one gets a fresh link', async () => {
    const email = newEmail();
    await subscribe(email);
    const [, , firstToken] = await mailbox.waitFor(email, CONFIRM_LINK);
    const before = mailbox.mails.length;
    const again = await subscribe(email.toUpperCase());
    expect(again.body).toEqual({ isSuccess: true, message: NewsletterMessage.checkInbox });
    const [, , freshToken] = await mailbox.waitFor(email, CONFIRM_LINK, { from: before });
    expect(freshToken).not.toBe(firstToken);
    expect(await mailsTo(email)).toBe(2);
    // The newer link is the one that works.
    await api().post('/api/newsletter-confirm').send({ token: firstToken }).expect(400);
    await api().post('/api/newsletter-confirm').send({ token: freshToken }).expect(200);

    const confirmedAt = (await row(email)).confirmed_at;
    const thirdTime = await subscribe(email);
    expect(thirdTime.body).toEqual(again.body);
    expect(await mailsTo(email)).toBe(2);
    expect(await row(email)).toMatchObject({ status: 'confirmed', confirmed_at: confirmedAt });
  });

  it('an unsubscribed address may subscribe again, with a new consent and a new confirmation', async () => {
    const email = newEmail();
    await subscribe(email);
    const [, , unsubscribeToken] = await mailbox.waitFor(email, UNSUBSCRIBE_LINK);
    await api().post('/api/newsletter-unsubscribe').send({ token: unsubscribeToken }).expect(200);
    const before = mailbox.mails.length;
    await subscribe(email);
    const [, , token] = await mailbox.waitFor(email, CONFIRM_LINK, { from: before });
    expect((await row(email)).status).toBe('pending');
    await api().post('/api/newsletter-confirm').send({ token }).expect(200);
    expect((await row(email)).status).toBe('confirmed');
  });
});

describe('newsletter abuse limit (issue 14 items 7 and 9)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  it('the fourth subscription of one address within the hour answers 429 with Retry-After and a clear message', async () => {
    const email = newEmail();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answer = await request(shop.url).post('/api/newsletter-subscribe').set(CAPTCHA_HEADER, await solvedCaptcha(shop.url)).send({ email, consentAccepted: true });
      expect(answer.status).toBe(200);
    }
    const limited = await request(shop.url).post('/api/newsletter-subscribe').set(CAPTCHA_HEADER, await solvedCaptcha(shop.url)).send({ email, consentAccepted: true }).expect(429);
    expect(limited.body.message).toBe(MemberMessage.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('past five subscriptions from one client address within the hour, other addresses are refused too', async () => {
    const statuses: number[] = [];
    // The limit comes before any other check: these posts count without a bot-check solution.
    let last: request.Response | undefined;
    for (let post = 1; post <= 6; post += 1) {
      last = await request(shop.url).post('/api/newsletter-subscribe').send({ email: newEmail(), consentAccepted: true });
      statuses.push(last.status);
    }
    expect(statuses).toContain(400);
    expect(last?.status).toBe(429);
    expect(last?.body.message).toBe(MemberMessage.tooManyRequests);
  });
});
