import request from 'supertest';
import { MemberMessage } from '../../contracts/member/messages.js';
import { VerificationCodeMessage } from '../../contracts/member/verification-codes.js';
import type { OutboxSms } from '../../contracts/gateway/member.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { startLocalHttpServer, type LocalHttpServer } from '../support/local-http-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TestMailbox } from '../support/test-mailbox.js';
import { until } from '../support/until.js';
import { outboxTo } from './mail-fixtures.js';
import { cookiesOf, guestShopper, newEmail, operatorToken, registerShopper, SHOPPER_PASSWORD, type Shopper } from './order-fixtures.js';
import { CODE_IN_TEXT as CODE, newMobile, otherCode, textedCode, textsTo } from './sms-fixtures.js';

describe('communication-info and consent verification codes (S7.30 S7.35 issue 14)', () => {
  let shop: TestApp;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    shop = await startTestApp({ SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await shop?.close();
    await mailbox?.close();
  });
  const api = () => request(shop.url);
  const member = async (shopper: Shopper) => (await api().get('/api/active-member').set('Cookie', shopper.cookie).expect(200)).body.member as { email: string; isEmailPermitted: boolean };

  /** Asks for a code for `newAddress` and reads it from the mail sent to that address. */
  async function contactCode(shopper: Shopper, newAddress: string): Promise<string> {
    const from = mailbox.mails.length;
    const asked = await api().post('/api/contact-code').set('Cookie', shopper.cookie).send({ email: newAddress, currentPassword: SHOPPER_PASSWORD }).expect(200);
    expect(asked.body.message).toBe(VerificationCodeMessage.contactCodeSent);
    return (await mailbox.waitFor(newAddress, CODE, { from }))[1];
  }

  it('S7.30 S7.35 a new e-mail counts only with the code sent to it: a wrong code changes nothing, the right one does', async () => {
    const shopper = await registerShopper(shop.url, 'degisim', { activated: false });
    const address = newEmail('yeni');
    const code = await contactCode(shopper, address);

    const wrong = await api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: address, code: otherCode(code) }).expect(400);
    expect(wrong.body.message).toBe(MemberMessage.otpWrong);
    expect((await member(shopper)).email).toBe(shopper.email);
    // The code proves only the address it was sent to.
    await api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: newEmail('baska'), code }).expect(400);

    const right = await api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: address.toUpperCase(), code }).expect(200);
    expect(right.body).toMatchObject({ isSuccess: true, message: VerificationCodeMessage.emailChanged, member: { email: address } });
    expect(right.body.pendingActivation).toBeUndefined();
    await api().post('/api/login').send({ email: address, password: SHOPPER_PASSWORD }).expect(200);
    await api().post('/api/login').send({ email: shopper.email, password: SHOPPER_PASSWORD }).expect(401);
  });

  /** Requests of the issue 27 tests come from an address of their own: the suite's other code requests keep the address limits they test. */
  const fromOwnAddress = (address: string) => ({
    post: (path: string, cookie: string) => api().post(path).set('Cookie', cookie).set('X-Forwarded-For', address),
  });

  it('S7.30 issue 27 an address another member holds is answered as a free one: its owner is told and gets no code, and no code makes it the asker\'s; the own e-mail is a 400', async () => {
    const [shopper, other] = await Promise.all([registerShopper(shop.url, 'sahip', { activated: false }), registerShopper(shop.url, 'diger', { activated: false })]);
    const client = fromOwnAddress('198.51.100.21');
    const ask = (email: string) => client.post('/api/contact-code', shopper.cookie).send({ email, currentPassword: SHOPPER_PASSWORD });
    const from = mailbox.mails.length;
    // The owner's own mails so far: the activation code of their sign-up.
    const before = (await outboxTo(shop, other.email)).length;
    const taken = await ask(other.email.toUpperCase()).expect(200);
    const free = await ask(newEmail('bos')).expect(200);
    expect(taken.body).toEqual(free.body);
    await mailbox.waitFor(other.email, /zaten bir üyeliği olduğu için hiçbir şey değiştirilmedi/, { from });
    expect((await outboxTo(shop, other.email)).slice(before).filter((mail) => CODE.test(mail.text))).toEqual([]);
    // No code names the taken address: whatever is tried, it stays its owner's.
    for (const code of ['000000', '123456']) await client.post('/api/contact-code/confirm', shopper.cookie).send({ email: other.email, code }).expect(400);
    expect((await member(shopper)).email).toBe(shopper.email);
    expect((await member(other)).email).toBe(other.email);

    const same = await ask(shopper.email).expect(400);
    expect(same.body.message).toBe(VerificationCodeMessage.sameEmail);
    await ask('not-an-email').expect(400);
  });

  it('S7.30 issue 27 changing the e-mail needs the current password: without it 400, with a wrong one 403; no code goes out and the address stays', async () => {
    const shopper = await registerShopper(shop.url, 'sifresiz');
    const address = newEmail('sifresiz-yeni');
    const client = fromOwnAddress('198.51.100.22');
    const from = mailbox.mails.length;
    const missing = await client.post('/api/contact-code', shopper.cookie).send({ email: address }).expect(400);
    expect(JSON.stringify(missing.body)).toMatch(/currentPassword/);
    const wrong = await client.post('/api/contact-code', shopper.cookie).send({ email: address, currentPassword: 'bilmiyorum 000' }).expect(403);
    expect(wrong.body.message).toBe(MemberMessage.wrongPassword);
    expect(await outboxTo(shop, address)).toEqual([]);
    await client.post('/api/contact-code', shopper.cookie).send({ email: address, currentPassword: SHOPPER_PASSWORD }).expect(200);
    await mailbox.waitFor(address, CODE, { from });
    expect(await outboxTo(shop, address)).toHaveLength(1);
    expect((await member(shopper)).email).toBe(shopper.email);
  });

  it('S7.30 issue 27 a new e-mail address is told to the old address (and the new one), in the member\'s language, with the way back', async () => {
    const shopper = await registerShopper(shop.url, 'eski');
    const address = newEmail('yeni-adres');
    const client = fromOwnAddress('198.51.100.23');
    let from = mailbox.mails.length;
    await client.post('/api/contact-code', shopper.cookie).send({ email: address, currentPassword: SHOPPER_PASSWORD }).expect(200);
    const [, code] = await mailbox.waitFor(address, CODE, { from });
    from = mailbox.mails.length;
    await client.post('/api/contact-code/confirm', shopper.cookie).send({ email: address, code }).expect(200);
    const [notice] = await mailbox.waitFor(shopper.email, /Üyeliğinizin e-posta adresi \S+ olarak değiştirildi[^\n]*\n[^\n]*Şifremi unuttum/, { from });
    expect(notice).toContain(`${address[0]}***@example.com`);
    await mailbox.waitFor(shopper.email, /\/login/, { from });
    await mailbox.waitFor(address, /Bu adres artık Vitrin üyeliğinizin e-posta adresidir/, { from });
  });

  it('S7.30 member A cannot confirm member B\'s code; B still can', async () => {
    const [a, b] = await Promise.all([registerShopper(shop.url, 'uyea', { activated: false }), registerShopper(shop.url, 'uyeb', { activated: false })]);
    const address = newEmail('bninki');
    const code = await contactCode(b, address);
    const stolen = await api().post('/api/contact-code/confirm').set('Cookie', a.cookie).send({ email: address, code }).expect(400);
    expect(stolen.body.message).toBe(MemberMessage.otpWrong);
    expect((await member(a)).email).toBe(a.email);
    await api().post('/api/contact-code/confirm').set('Cookie', b.cookie).send({ email: address, code }).expect(200);
    expect((await member(b)).email).toBe(address);
  });

  it('S7.30 wrong codes count: the fifth spends the code (410) and the sixth try is 429', async () => {
    const shopper = await registerShopper(shop.url, 'deneme', { activated: false });
    const address = newEmail('deneme-yeni');
    const code = await contactCode(shopper, address);
    const confirm = () => api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: address, code: otherCode(code) });
    for (let attempt = 1; attempt <= 4; attempt += 1) await confirm().expect(400);
    expect((await confirm().expect(410)).body.message).toBe(MemberMessage.otpTooManyTries);
    await api().post('/api/contact-code/confirm').set('Cookie', shopper.cookie).send({ email: address, code }).expect(429);
    expect((await member(shopper)).email).toBe(shopper.email);
  });

  it('S7.30 turning the e-mail permission on needs the code sent to the member\'s e-mail; turning it off needs none', async () => {
    const shopper = await registerShopper(shop.url, 'izin', { activated: false });
    await mailbox.waitFor(shopper.email, CODE); // the activation mail, so the next code is told apart
    const from = mailbox.mails.length;
    const asked = await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'email' }).expect(200);
    expect(asked.body.message).toBe(VerificationCodeMessage.consentCodeSent);
    const [, code] = await mailbox.waitFor(shopper.email, CODE, { from });

    await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'email', code: otherCode(code) }).expect(400);
    expect((await member(shopper)).isEmailPermitted).toBe(false);
    const right = await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'email', code }).expect(200);
    expect(right.body).toMatchObject({ message: VerificationCodeMessage.consentSaved, member: { isEmailPermitted: true } });
    expect((await member(shopper)).isEmailPermitted).toBe(true);
    const again = await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'email' }).expect(409);
    expect(again.body.message).toBe(VerificationCodeMessage.alreadyPermitted);

    await api().post('/api/communication-preferences').set('Cookie', shopper.cookie).send({ isSmsPermitted: false, isEmailPermitted: false }).expect(200);
    expect((await member(shopper)).isEmailPermitted).toBe(false);
  });

  it('S7.30 the e-mail permission is not turned on without the code through the member forms\' routes; off and unchanged still save', async () => {
    const shopper = await registerShopper(shop.url, 'kodsuz', { activated: false });
    await mailbox.waitFor(shopper.email, CODE); // the activation mail, so the consent code is told apart
    const info = { name: 'Ayşe', surname: 'Işık', isSmsPermitted: false };
    const viaPreferences = await api().post('/api/communication-preferences').set('Cookie', shopper.cookie).send({ isSmsPermitted: false, isEmailPermitted: true }).expect(403);
    expect(viaPreferences.body.message).toBe(VerificationCodeMessage.consentCodeNeeded);
    const viaInfo = await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info, surname: 'Kaya', isEmailPermitted: true }).expect(403);
    expect(viaInfo.body.message).toBe(VerificationCodeMessage.consentCodeNeeded);
    // Refused as a whole: the surname sent beside it did not change either.
    expect(await member(shopper)).toMatchObject({ isEmailPermitted: false, surname: 'Işık' });

    await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info, surname: 'Kaya', isEmailPermitted: false }).expect(200);
    expect(await member(shopper)).toMatchObject({ isEmailPermitted: false, surname: 'Kaya' });

    const from = mailbox.mails.length;
    await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'email' }).expect(200);
    const [, code] = await mailbox.waitFor(shopper.email, CODE, { from });
    await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'email', code }).expect(200);
    // Once given with the code, the forms may send it unchanged, and turn it off without one.
    await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info, surname: 'Yılmaz', isEmailPermitted: true }).expect(200);
    expect(await member(shopper)).toMatchObject({ isEmailPermitted: true, surname: 'Yılmaz' });
    await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info, isEmailPermitted: false }).expect(200);
    expect((await member(shopper)).isEmailPermitted).toBe(false);
    await api().post('/api/communication-preferences').set('Cookie', shopper.cookie).send({ isSmsPermitted: false, isEmailPermitted: true }).expect(403);
    expect((await member(shopper)).isEmailPermitted).toBe(false);
  });

  it('S7.30 the e-mail permission ticked at sign-up counts once the activation code proves the address', async () => {
    const email = newEmail('kayit-izin');
    const registered = await api().post('/api/register')
      .send({ email, password: SHOPPER_PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, isEmailPermitted: true }).expect(200);
    expect(registered.body.member.isEmailPermitted).toBe(false);
    const cookie = cookiesOf(registered);
    const [, code] = await mailbox.waitFor(email, CODE);
    await api().post('/api/verify-otp').set('Cookie', cookie).send({ code: otherCode(code) }).expect(400);
    expect((await api().get('/api/active-member').set('Cookie', cookie).expect(200)).body.member.isEmailPermitted).toBe(false);
    const activated = await api().post('/api/verify-otp').set('Cookie', cookie).send({ code }).expect(200);
    expect(activated.body.member.isEmailPermitted).toBe(true);
    expect(activated.body.pendingActivation).toBeUndefined();
  });

  it('S7.30 a channel that is neither e-mail nor SMS is a clear 400', async () => {
    const shopper = await registerShopper(shop.url, 'faks', { activated: false });
    const refused = await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'fax' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain(VerificationCodeMessage.channelInvalid);
  });

  it('S6.02 S7.30 visitors get 401 and guests 403 on every code call', async () => {
    const calls: [string, object][] = [
      ['/api/contact-code', { email: newEmail('ziyaretci'), currentPassword: SHOPPER_PASSWORD }],
      ['/api/contact-code/confirm', { email: newEmail('ziyaretci'), code: '123456' }],
      ['/api/consent-code', { channel: 'email' }],
      ['/api/consent-code/confirm', { channel: 'email', code: '123456' }],
    ];
    const guest = await guestShopper(shop.url);
    for (const [path, body] of calls) {
      await api().post(path).send(body).expect(401);
      await api().post(path).set('Cookie', guest.cookie).send(body).expect(403);
    }
  });
});

/**
 * SMS consent codes (issue 14 items 4 and 6): the app's SMS carrier is a local HTTP server
 * (SMS_URL) that takes the texts as a provider would; the outbox keeps every text for the operator.
 * A suite of its own, so its code calls count apart from the e-mail suite's rate limits.
 */
describe('SMS consent codes and the SMS carrier (S7.30 issue 14)', () => {
  // The carrier refuses texts to this number (503): they must not be sent again.
  const REFUSED_NUMBER = '+905559990000';
  let shop: TestApp;
  let carrier: LocalHttpServer;
  let bearer: string;
  beforeAll(async () => {
    carrier = await startLocalHttpServer((request, response) => {
      const refused = (JSON.parse(request.body) as { to: string }).to === REFUSED_NUMBER;
      response.writeHead(refused ? 503 : 200, { 'content-type': 'application/json' }).end(refused ? '{"error":"down"}' : '{"id":"sms-1"}');
    });
    shop = await startTestApp({ SMS_URL: `${carrier.url}/messages` });
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    bearer = `Bearer ${await operatorToken(shop.url, config.idpClientId, config.idpClientSecret)}`;
  });
  afterAll(async () => {
    await shop?.close();
    await carrier?.close();
  });
  const api = () => request(shop.url);
  const db = () => shop.app.get<Database>(DATABASE, { strict: false });
  const member = async (shopper: Shopper) => (await api().get('/api/active-member').set('Cookie', shopper.cookie).expect(200)).body.member as { id: number; isSmsPermitted: boolean; mobilePhone?: string };
  const texts = (to: string) => textsTo(carrier, to);
  const info = (mobilePhone: string, isSmsPermitted = false) => ({ name: 'Ayşe', surname: 'Işık', mobilePhone, isSmsPermitted, isEmailPermitted: false });
  /** A member who gave a mobile phone of their own (5xxxxxxxxx) at sign-up. */
  async function withPhone(tag: string, phone = newMobile()): Promise<Shopper & { phone: string }> {
    const email = newEmail(tag);
    const registered = await api().post('/api/register').send({ email, password: SHOPPER_PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, mobilePhone: `0${phone}` }).expect(200);
    return { email, cookie: cookiesOf(registered), phone } as Shopper & { phone: string };
  }
  /** Asks for the SMS consent code and reads it from the text the carrier took for `phone`. */
  async function smsCode(shopper: Shopper, phone: string): Promise<string> {
    const from = texts(`+90${phone}`).length;
    const asked = await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'sms' }).expect(200);
    expect(asked.body.message).toBe(VerificationCodeMessage.consentCodeSent);
    return textedCode(carrier, phone, from);
  }
  /** The member's mobile phone changed with the code texted to the new number (member-phone-codes.api-spec.ts). */
  async function changePhone(shopper: Shopper, phone: string): Promise<void> {
    const from = texts(`+90${phone}`).length;
    await api().post('/api/phone-code').set('Cookie', shopper.cookie).send({ mobilePhone: phone }).expect(200);
    await api().post('/api/phone-code/confirm').set('Cookie', shopper.cookie).send({ mobilePhone: phone, code: await textedCode(carrier, phone, from) }).expect(200);
  }
  /** The SMS outbox as the operator reads it, newest first. */
  const outbox = async () => ((await api().get('/gateway/notification/api/notification/outbox').set('authorization', bearer).expect(200)).body as { sms: OutboxSms[] }).sms;
  const smsPermittedAt = async (memberId: number) => (await db().query<{ at: Date | string | null }>('SELECT sms_permitted_at AS at FROM member WHERE id = $1', [memberId]))[0].at;

  it('S7.30 the SMS permission is turned on with the code texted to the member\'s mobile phone, with its time; wrong codes count', async () => {
    const shopper = await withPhone('sms-izin');
    const { id } = await member(shopper);
    const code = await smsCode(shopper, shopper.phone);
    const [sent] = texts(`+90${shopper.phone}`);
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/messages');
    expect(sent.headers['content-type']).toContain('application/json');
    expect(Object.keys(JSON.parse(sent.body) as object).sort()).toEqual(['text', 'to']);
    // The operator's outbox keeps the text, and that the carrier took it.
    await until(async () => (await outbox()).some((text) => text.to === `+90${shopper.phone}` && text.text.includes(code) && text.sentAt !== undefined),
      Date.now() + 10_000, () => 'the SMS outbox does not show the text as sent');

    const wrong = await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'sms', code: otherCode(code) }).expect(400);
    expect(wrong.body.message).toBe(MemberMessage.otpWrong);
    // The code proves the SMS permission only, not the e-mail one.
    await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'email', code }).expect(400);
    expect((await db().query<{ attempts: number; channel: string }>('SELECT attempts, channel FROM member_otp WHERE member_id = $1', [id]))[0]).toEqual({ attempts: 2, channel: 'sms' });
    expect((await member(shopper)).isSmsPermitted).toBe(false);
    expect(await smsPermittedAt(id)).toBeNull();

    const before = Date.now();
    const right = await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'sms', code }).expect(200);
    expect(right.body).toMatchObject({ message: VerificationCodeMessage.consentSaved, member: { isSmsPermitted: true, isEmailPermitted: false } });
    const at = new Date((await smsPermittedAt(id))!).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    const again = await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'sms' }).expect(409);
    expect(again.body.message).toBe(VerificationCodeMessage.alreadyPermitted);
  });

  it('S7.30 a member without a mobile phone gets a clear 409 and no text', async () => {
    const shopper = await registerShopper(shop.url, 'telefonsuz', { activated: false });
    const [sent, kept] = [carrier.received.length, (await outbox()).length];
    const refused = await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'sms' }).expect(409);
    expect(refused.body.message).toBe(VerificationCodeMessage.mobilePhoneNeeded);
    const confirm = await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'sms', code: '123456' }).expect(409);
    expect(confirm.body.message).toBe(VerificationCodeMessage.mobilePhoneNeeded);
    expect((await outbox()).length).toBe(kept);
    expect(carrier.received.length).toBe(sent);
  });

  it('S7.30 the member forms\' routes refuse turning the SMS permission on without the code (403); off and unchanged still save', async () => {
    const shopper = await withPhone('sms-kodsuz');
    const { id } = await member(shopper);
    const viaPreferences = await api().post('/api/communication-preferences').set('Cookie', shopper.cookie).send({ isSmsPermitted: true, isEmailPermitted: false }).expect(403);
    expect(viaPreferences.body.message).toBe(VerificationCodeMessage.smsConsentCodeNeeded);
    const viaInfo = await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info(shopper.phone, true), surname: 'Kaya' }).expect(403);
    expect(viaInfo.body.message).toBe(VerificationCodeMessage.smsConsentCodeNeeded);
    expect(await member(shopper)).toMatchObject({ isSmsPermitted: false, surname: 'Işık' });

    const code = await smsCode(shopper, shopper.phone);
    await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'sms', code }).expect(200);
    // Given with the code: the info form may send it unchanged, and either form may turn it off.
    await api().post('/api/update-member').set('Cookie', shopper.cookie).send({ ...info(shopper.phone, true), surname: 'Kaya' }).expect(200);
    expect(await member(shopper)).toMatchObject({ isSmsPermitted: true, surname: 'Kaya' });
    await api().post('/api/communication-preferences').set('Cookie', shopper.cookie).send({ isSmsPermitted: false, isEmailPermitted: false }).expect(200);
    expect((await member(shopper)).isSmsPermitted).toBe(false);
    expect(await smsPermittedAt(id)).toBeNull();
    await api().post('/api/communication-preferences').set('Cookie', shopper.cookie).send({ isSmsPermitted: true, isEmailPermitted: false }).expect(403);
  });

  it('S7.30 the permission holds for the number it was proven on: a new number ends it, and a code texted to the old one does not prove the new one', async () => {
    const shopper = await withPhone('sms-numara');
    const oldCode = await smsCode(shopper, shopper.phone);
    await changePhone(shopper, '5320000001');
    // Spent with the change: the new number is proven by its own code.
    await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'sms', code: oldCode }).expect(410);
    expect((await member(shopper)).isSmsPermitted).toBe(false);

    const code = await smsCode(shopper, '5320000001');
    await api().post('/api/consent-code/confirm').set('Cookie', shopper.cookie).send({ channel: 'sms', code }).expect(200);
    await changePhone(shopper, '5320000002');
    expect(await member(shopper)).toMatchObject({ mobilePhone: '5320000002', isSmsPermitted: false });
  });

  it('S7.30 a box ticked at sign-up is stored off: the SMS permission comes with the code later', async () => {
    const registered = await api().post('/api/register')
      .send({ email: newEmail('kayit-sms'), password: SHOPPER_PASSWORD, name: 'Ayşe', surname: 'Işık', mobilePhone: '5320000003', privacyAccepted: true, isSmsPermitted: true }).expect(200);
    expect(registered.body.member).toMatchObject({ mobilePhone: '5320000003', isSmsPermitted: false });
  });

  it('a text the carrier refused keeps its error in the outbox and is never sent again', async () => {
    const shopper = await withPhone('sms-ret', REFUSED_NUMBER.slice(3));
    await api().post('/api/consent-code').set('Cookie', shopper.cookie).send({ channel: 'sms' }).expect(200);
    await until(async () => (await outbox()).some((text) => text.to === REFUSED_NUMBER && text.error !== undefined), Date.now() + 10_000, () => 'the refused text has no error');
    // Another text goes out after it: the outbox was drained again, and the refused one was not taken again.
    const other = await withPhone('sms-sonra');
    await smsCode(other, other.phone);
    expect(texts(REFUSED_NUMBER)).toHaveLength(1);
    const [refused] = (await outbox()).filter((text) => text.to === REFUSED_NUMBER);
    expect(refused).toMatchObject({ error: 'Error: SMS provider answered 503' });
    expect(refused.sentAt).toBeUndefined();
  });
});
