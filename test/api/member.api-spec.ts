import request from 'supertest';
import { AddressPartType } from '../../contracts/enums.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { MemberFieldRule } from '../../contracts/member/field-rules.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { TestMailbox } from '../support/test-mailbox.js';
import { environmentCookieOf, environmentSetCookieOf, variantsInStock, type Variant } from './cart-fixtures.js';
import { outboxTo } from './mail-fixtures.js';

/** Cookie header of every cookie an answer set (name=value pairs). */
function cookiesOf(response: { headers: Record<string, unknown> }): string {
  return ((response.headers['set-cookie'] ?? []) as string[]).map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');
}

let sequence = 0;
const newEmail = () => `uye${Date.now()}-${sequence += 1}@example.com`;
const PASSWORD = 'uzun bir şifre 123';
const CODE = /(?:verification code|kodunuz): (\d{6})/;

describe('members and identity API (S3.12 S6.02 S6.03 S7.07 S7.13 S7.30 S7.31 S9.07 issue 14)', () => {
  let shop: TestApp;
  let mailbox: TestMailbox;
  let variants: Variant[];
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    // Many sign-ups from one address: the limits are tested on their own below.
    shop = await startTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_SCALE: '100' });
    variants = await variantsInStock(shop.url);
  });
  afterAll(async () => {
    await shop?.close();
    await mailbox?.close();
  });
  const api = () => request(shop.url);

  async function register(email = newEmail(), extra: Record<string, unknown> = {}) {
    const response = await api().post('/api/register')
      .send({ email, password: PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, ...extra }).expect(200);
    return { email, cookie: cookiesOf(response), response };
  }

  it('registers a member: a session token cookie (no remember-me), the readable active_member hint, pending e-mail activation', async () => {
    const { response } = await register();
    expect(response.body).toMatchObject({ isSuccess: true, member: { name: 'Ayşe', surname: 'Işık', isGuest: false }, pendingActivation: 'email' });
    expect(response.body.member).not.toHaveProperty('passwordHash');
    const token = environmentSetCookieOf(response)!;
    expect(token).toMatch(/HttpOnly/i);
    expect(token).toMatch(/SameSite=Lax/i);
    expect(token).not.toMatch(/Max-Age/i);
    const hint = ((response.headers['set-cookie'] ?? []) as string[]).find((line) => line.startsWith('active_member='))!;
    expect(hint).toMatch(/^active_member=member;/);
    expect(hint).not.toMatch(/HttpOnly/i);
  });

  it('S9.07 remember-me gives the sign-in cookie the 180-day lifetime', async () => {
    const { email } = await register();
    const login = await api().post('/api/login').send({ email, password: PASSWORD, rememberMe: true }).expect(200);
    expect(environmentSetCookieOf(login)).toMatch(/Max-Age=15552000(;|$)/);
  });

  it('refuses a second membership for the same e-mail, whatever its letter case; issue 27: the address\'s owner is told by mail, at most once in five minutes', async () => {
    const { email } = await register();
    const again = await api().post('/api/register').send({ email: email.toUpperCase(), password: PASSWORD, name: 'Ali', surname: 'Veli', privacyAccepted: true }).expect(409);
    expect(again.body.message).toBe(MemberMessage.emailTaken);
    await api().post('/api/register').send({ email, password: PASSWORD, name: 'Ali', surname: 'Veli', privacyAccepted: true }).expect(409);
    const notices = (await outboxTo(shop, email)).filter((mail) => mail.subject === 'Vitrin üyelik denemesi');
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('Bu e-posta adresiyle Vitrin\'e üye olunmak istendi, ancak adresin zaten bir üyeliği var');
  });

  it('S8 ten sign-ups with one e-mail at once make one member; every other one answers the same 409, never a 5xx', async () => {
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => api().post('/api/register')
      .send({ email: index % 2 ? email : email.toUpperCase(), password: PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body).toMatchObject({ isSuccess: false, message: MemberMessage.emailTaken });
    await api().post('/api/login').send({ email, password: PASSWORD }).expect(200);
  });

  it('S8 ten members confirming codes for one new e-mail at once: one gets it, every other one answers the same 409, never a 5xx', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => register()));
    const address = newEmail();
    const codes: string[] = [];
    // One at a time: every code goes to the same address, told apart by the order they arrive in.
    for (const { cookie } of members) {
      const from = mailbox.mails.length;
      await api().post('/api/contact-code').set('Cookie', cookie).send({ email: address, currentPassword: PASSWORD }).expect(200);
      codes.push((await mailbox.waitFor(address, CODE, { from }))[1]);
    }
    const answers = await Promise.all(members.map(({ cookie }, index) => api().post('/api/contact-code/confirm').set('Cookie', cookie).send({ email: address, code: codes[index] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body).toMatchObject({ isSuccess: false, message: MemberMessage.emailTaken });
    await api().post('/api/login').send({ email: address, password: PASSWORD }).expect(200);
  });

  it('S5.09 refuses bad sign-up input field by field with clear 400s and stores nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: 'not-an-email' }, /email is invalid/],
      [{ password: 'kısa' }, /password must be at least 8 characters/],
      [{ name: 'x'.repeat(51) }, /name must be shorter than or equal to 50 characters/],
      [{ name: 'Robert\'); DROP TABLE' }, /name may hold letters/],
      [{ mobilePhone: '12345' }, /mobilePhone must be a Turkish mobile number/],
      [{ privacyAccepted: false }, /privacyAccepted must be accepted/],
    ];
    for (const [change, message] of cases) {
      const email = newEmail();
      const response = await api().post('/api/register').send({ email, password: PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true, ...change }).expect(400);
      expect(JSON.stringify(response.body.data ?? response.body.message)).toMatch(message);
      await api().post('/api/login').send({ email, password: PASSWORD }).expect(401);
    }
  });

  it('issue 32 item 13: a refused sign-up names each field and the shared rule it broke, so the form puts it beside the field', async () => {
    const refused = await api().post('/api/register')
      .send({ email: newEmail(), password: PASSWORD, name: 'Ayşe 😀', surname: 'Işık', mobilePhone: '12345', privacyAccepted: true }).expect(400);
    expect(refused.body.fields).toEqual(expect.arrayContaining([{ field: 'name', rule: MemberFieldRule.personName }, { field: 'mobilePhone', rule: MemberFieldRule.mobilePhone }]));
    expect(refused.body.fields).toHaveLength(2);
    const long = await api().post('/api/register').send({ email: newEmail(), password: PASSWORD, name: 'Ayşe', surname: 'x'.repeat(51), privacyAccepted: true }).expect(400);
    expect(long.body.fields).toEqual([{ field: 'surname', rule: 'maxLength' }]);
    // The names the forms accept, the server accepts (one rule): letters of any script, dots, apostrophes, hyphens.
    await register(newEmail(), { name: 'Zoë-Ann', surname: 'O\'Neil Şahin Jr.' });
  });

  it('activates the e-mail with the code from the mail; wrong codes count and past five only a new code helps', async () => {
    const { email, cookie } = await register();
    const [, code] = await mailbox.waitFor(email, /(?:verification code|kodunuz): (\d{6})/);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await api().post('/api/verify-otp').set('Cookie', cookie).send({ code: wrong }).expect(400);
    expect(first.body.message).toBe(MemberMessage.otpWrong);
    for (let attempt = 2; attempt <= 4; attempt += 1) await api().post('/api/verify-otp').set('Cookie', cookie).send({ code: wrong }).expect(400);
    const fifth = await api().post('/api/verify-otp').set('Cookie', cookie).send({ code: wrong }).expect(410);
    expect(fifth.body.message).toBe(MemberMessage.otpTooManyTries);
    // Even the right code is refused now.
    await api().post('/api/verify-otp').set('Cookie', cookie).send({ code }).expect(410);

    const before = mailbox.mails.length;
    await api().post('/api/resend-otp').set('Cookie', cookie).expect(200);
    const [, newCode] = await mailbox.waitFor(email, /(?:verification code|kodunuz): (\d{6})/, { from: before });
    const verified = await api().post('/api/verify-otp').set('Cookie', cookie).send({ code: newCode }).expect(200);
    expect(verified.body.pendingActivation).toBeUndefined();
    const active = await api().get('/api/active-member').set('Cookie', cookie).expect(200);
    expect(active.body.pendingActivation).toBeUndefined();
  });

  it('signs in with one message for a wrong password and an unknown e-mail', async () => {
    const { email } = await register();
    const wrongPassword = await api().post('/api/login').send({ email, password: 'yanlış şifre 999' }).expect(401);
    const unknown = await api().post('/api/login').send({ email: newEmail(), password: PASSWORD }).expect(401);
    expect(wrongPassword.body.message).toBe(MemberMessage.wrongCredentials);
    expect(unknown.body.message).toBe(MemberMessage.wrongCredentials);
  });

  it('a sign-in makes a new token (no fixation) and the visitor\'s cart joins the member\'s', async () => {
    const { email, cookie: memberCookie } = await register();
    const [first, second] = variants;
    await api().post('/api/add-to-cart').set('Cookie', memberCookie).send({ productId: first.productId, stockBarcodeId: first.stockBarcodeId, quantity: 1 }).expect(200);
    await api().post('/api/logout').set('Cookie', memberCookie).expect(200);

    const visitorAdd = await api().post('/api/add-to-cart').send({ productId: second.productId, stockBarcodeId: second.stockBarcodeId, quantity: 2 }).expect(200);
    const visitorCookie = environmentCookieOf(visitorAdd)!;
    const login = await api().post('/api/login').set('Cookie', visitorCookie).send({ email, password: PASSWORD }).expect(200);
    const signedIn = environmentCookieOf(login)!;
    expect(signedIn).not.toBe(visitorCookie);
    const cart = await api().post('/api/get-cart').set('Cookie', signedIn).send({ tags: [] }).expect(200);
    const lines = (cart.body.cart.items as { stockBarcodeId: number; quantity: number; isShipment: boolean }[]).filter((item) => !item.isShipment);
    expect(lines.map((line) => [line.stockBarcodeId, line.quantity]).sort()).toEqual([[first.stockBarcodeId, 1], [second.stockBarcodeId, 2]].sort());
  });

  it('S4.17 S7.15 logout clears the cookies and the old token is refused from then on', async () => {
    const { cookie } = await register();
    const logout = await api().post('/api/logout').set('Cookie', cookie).expect(200);
    const cleared = ((logout.headers['set-cookie'] ?? []) as string[]);
    expect(cleared.some((line) => /^environment_token=;/.test(line))).toBe(true);
    expect(cleared.some((line) => /^active_member=;/.test(line))).toBe(true);
    const replayed = await api().get('/api/active-member').set('Cookie', cookie).expect(401);
    expect(replayed.body.message).toBe(MemberMessage.notSignedIn);
  });

  it('a visitor and a forged token get 401 on member routes, never data', async () => {
    await api().get('/api/active-member').expect(401);
    await api().get('/api/addresses').expect(401);
    await api().get('/api/get-favorites').expect(401);
    const { cookie } = await register();
    const forged = cookie.replace(/environment_token=([^.]+)\.([^.]+)\.(\S+?)(;|$)/, (_whole, header: string, _payload: string, signature: string, end: string) =>
      `environment_token=${header}.${Buffer.from(JSON.stringify({ memberId: 1, isGst: false, shoppingCartId: 1, jti: 'x', iat: 1, exp: 9999999999, iss: 'vitrin-engine' })).toString('base64url')}.${signature}${end}`);
    await api().get('/api/active-member').set('Cookie', forged).expect(401);
  });

  it('changing the password ends the other sign-ins and keeps this one', async () => {
    const { email, cookie: here } = await register();
    const elsewhere = cookiesOf(await api().post('/api/login').send({ email, password: PASSWORD }).expect(200));
    const changed = await api().post('/api/change-password').set('Cookie', here).send({ currentPassword: PASSWORD, newPassword: 'yepyeni şifre 456' }).expect(200);
    await api().get('/api/active-member').set('Cookie', elsewhere).expect(401);
    await api().get('/api/active-member').set('Cookie', cookiesOf(changed)).expect(200);
    await api().post('/api/login').send({ email, password: 'yepyeni şifre 456' }).expect(200);
    const wrong = await api().post('/api/change-password').set('Cookie', cookiesOf(changed)).send({ currentPassword: 'bilmiyorum 000', newPassword: 'başka şifre 789' }).expect(403);
    expect(wrong.body.message).toBe(MemberMessage.wrongPassword);
  });

  it('forgot password answers the same for a known and an unknown e-mail; the mailed link renews the password once', async () => {
    const { email } = await register();
    const known = await api().post('/api/forgot-password').send({ email }).expect(200);
    const unknown = await api().post('/api/forgot-password').send({ email: newEmail() }).expect(200);
    expect(known.body).toEqual(unknown.body);
    const [, token] = await mailbox.waitFor(email, /action=renew-password&token=([A-Za-z0-9_-]{43})/);
    await api().post('/api/renew-password').send({ token, newPassword: 'mailden gelen 321' }).expect(200);
    const reused = await api().post('/api/renew-password').send({ token, newPassword: 'ikinci kez 654' }).expect(400);
    expect(reused.body.message).toBe(MemberMessage.renewalInvalid);
    await api().post('/api/login').send({ email, password: 'mailden gelen 321' }).expect(200);
  });

  const RENEWAL_LINK = /action=renew-password&amp;token=([A-Za-z0-9_-]{43})|action=renew-password&token=([A-Za-z0-9_-]{43})/;
  /** The renewal link of the first mail to `email` from mail `from` on. */
  async function renewalLink(email: string, from: number): Promise<string> {
    const match = await mailbox.waitFor(email, RENEWAL_LINK, { from });
    return match[1] ?? match[2];
  }
  const forgot = (email: string) => api().post('/api/forgot-password').send({ email }).expect(200);
  const renew = (token: string, newPassword = 'mailden gelen 321') => api().post('/api/renew-password').send({ token, newPassword });

  it('S3.16 S7.30 issue 27 a newer renewal link ends the earlier one, a used link is refused, and the renewal is told to the member by mail', async () => {
    const { email } = await register();
    let from = mailbox.mails.length;
    await forgot(email);
    const first = await renewalLink(email, from);
    // The second request comes after the account's five-minute mail spacing (the clock is the database's).
    await shop.app.get<Database>(DATABASE, { strict: false }).query(
      "UPDATE password_renewal SET created_at = created_at - interval '6 minutes' WHERE member_id = (SELECT id FROM member WHERE email = $1)", [email]);
    from = mailbox.mails.length;
    await forgot(email);
    const second = await renewalLink(email, from);
    expect(second).not.toBe(first);
    expect((await renew(first).expect(400)).body.message).toBe(MemberMessage.renewalInvalid);
    from = mailbox.mails.length;
    await renew(second).expect(200);
    expect((await renew(second, 'ikinci kez 654').expect(400)).body.message).toBe(MemberMessage.renewalInvalid);
    await mailbox.waitFor(email, /Şifreniz e-postayla gönderilen bağlantıyla yenilendi; bütün oturumlarınız kapatıldı/, { from });
    await api().post('/api/login').send({ email, password: 'mailden gelen 321' }).expect(200);
  });

  it('S7.30 issue 27 a password changed on /u/change-password ends every renewal link still out, and the member is told by mail', async () => {
    const { email, cookie } = await register();
    let from = mailbox.mails.length;
    await forgot(email);
    const link = await renewalLink(email, from);
    from = mailbox.mails.length;
    await api().post('/api/change-password').set('Cookie', cookie).send({ currentPassword: PASSWORD, newPassword: 'yepyeni şifre 456' }).expect(200);
    await mailbox.waitFor(email, /Üyeliğinizin şifresi değiştirildi; diğer cihazlardaki oturumlarınız kapatıldı/, { from });
    expect((await renew(link).expect(400)).body.message).toBe(MemberMessage.renewalInvalid);
    await api().post('/api/login').send({ email, password: 'yepyeni şifre 456' }).expect(200);
  });

  it('S7.30 issue 27 forgot password mails an account at most once in five minutes, answered the same each time; the link already out keeps working', async () => {
    const { email } = await register();
    const from = mailbox.mails.length;
    const answers = [await forgot(email), await forgot(email), await forgot(email)];
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
    expect((await outboxTo(shop, email)).filter((mail) => RENEWAL_LINK.test(mail.text))).toHaveLength(1);
    await renew(await renewalLink(email, from)).expect(200);
  });

  it('updates the member\'s info with the date helper\'s rules (S5.06)', async () => {
    const { cookie } = await register(newEmail(), { mobilePhone: '0532 123 45 67' });
    // The permissions go on only with their codes (member-verification-codes.api-spec.ts), and a new
    // mobile phone only with its code (member-phone-codes.api-spec.ts); the number kept is saved here.
    const base = { name: 'Ayşe', surname: 'Işık', isSmsPermitted: false, isEmailPermitted: false };
    const saved = await api().post('/api/update-member').set('Cookie', cookie).send({ ...base, mobilePhone: '0532 123 45 67', genderId: 2, birthDate: '1990-05-17' }).expect(200);
    expect(saved.body.member).toMatchObject({ mobilePhone: '5321234567', genderId: 2, birthDate: '1990-05-17', isSmsPermitted: false });
    for (const birthDate of ['2990-01-01', '1990-02-30', 'yesterday']) {
      const refused = await api().post('/api/update-member').set('Cookie', cookie).send({ ...base, birthDate }).expect(400);
      expect(JSON.stringify(refused.body)).toMatch(/birthDate must be a real date/);
    }
  });

  it('S7.08 the privacy text fetch (providerName PrivacyPolicy) answers the KVKK notice in result, in the page\'s language', async () => {
    const tr = await api().post('/api/text-template').send({ providerName: 'PrivacyPolicy' }).expect(200);
    expect(tr.body.isSuccess).toBe(true);
    expect(tr.body.result).toMatch(/^Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu/);
    expect(tr.body.result).toContain('## Haklarınız');
    const en = await api().post('/api/text-template').set('x-culture', 'en').send({ providerName: 'PrivacyPolicy' }).expect(200);
    expect(en.body.result).toMatch(/^This notice is issued by Vitrin as data controller/);
  });

  it('S7.14 GET /api/get-favorites answers isSuccess with the member\'s favourites; a query naming another member changes nothing', async () => {
    const { cookie } = await register();
    const empty = await api().get('/api/get-favorites').set('Cookie', cookie).expect(200);
    expect(empty.body).toEqual({ isSuccess: true, favorites: [] });
    const [variant] = variants;
    await api().post('/api/add-favorite').set('Cookie', cookie).send({ productId: variant.productId }).expect(200);
    const favorites = await api().get('/api/get-favorites').query({ memberId: 1 }).set('Cookie', cookie).expect(200);
    expect(favorites.body.isSuccess).toBe(true);
    expect(favorites.body.favorites).toEqual([expect.objectContaining({ productId: variant.productId, name: expect.any(String), routePath: expect.any(String), salesPrice: expect.any(Number) })]);
  });

  it('S7.27 GET /api/address-source answers Turkey\'s cities and the address schema, and with cityId that city\'s districts', async () => {
    const cities = await api().get('/api/address-source').expect(200);
    expect(cities.body.isSuccess).toBe(true);
    expect(cities.body.places).toHaveLength(81);
    expect(cities.body.places).toContainEqual({ id: 34, name: 'İstanbul' });
    const schema = cities.body.schema as { partType: number; field: string; inputType: string; fieldType: string; required: boolean }[];
    expect(schema).toContainEqual(expect.objectContaining({ partType: AddressPartType.City, field: 'cityId', inputType: 'Data', required: true }));
    expect(schema).toContainEqual(expect.objectContaining({ partType: AddressPartType.Street, field: 'description', fieldType: 'TextArea', required: true }));
    const districts = await api().get('/api/address-source').query({ cityId: 34 }).expect(200);
    expect(districts.body.places).toContainEqual(expect.objectContaining({ name: 'Kadıköy' }));
    expect((districts.body.places as { id: number }[]).every((place) => Math.floor(place.id / 1000) === 34)).toBe(true);
    expect(districts.body.schema).toEqual(schema);
    expect((await api().get('/api/address-source').query({ cityId: 999 }).expect(200)).body.places).toEqual([]);
    await api().get('/api/address-source').query({ cityId: 'x' }).expect(400);
  });
});

describe('abuse limits (issue 14 item 9)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  it('the sixth sign-in from one address to one account in five minutes answers 429 with Retry-After and a clear message', async () => {
    const email = newEmail();
    for (let attempt = 1; attempt <= 5; attempt += 1) await request(shop.url).post('/api/login').send({ email, password: 'yanlış şifre 1' }).expect(401);
    const limited = await request(shop.url).post('/api/login').send({ email, password: 'yanlış şifre 1' }).expect(429);
    expect(limited.body.message).toBe(MemberMessage.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is still let through.
    await request(shop.url).post('/api/login').send({ email: newEmail(), password: 'yanlış şifre 1' }).expect(401);
  });

  it('signing up does not use up the new member\'s sign-in tries: four mistyped passwords after it, and the right one still lets them in', async () => {
    const email = newEmail();
    await request(shop.url).post('/api/register').send({ email, password: 'Dogru-Parola-2026', name: 'Ayşe', surname: 'Işık', privacyAccepted: true }).expect(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) await request(shop.url).post('/api/login').send({ email, password: 'yanlış şifre 1' }).expect(401);
    await request(shop.url).post('/api/login').send({ email, password: 'Dogru-Parola-2026' }).expect(200);
  });

  it('the contact form takes five posts a minute from one address, then 429', async () => {
    const statuses: number[] = [];
    for (let post = 1; post <= 6; post += 1) statuses.push((await request(shop.url).post('/api/dynamic-form-values').send({ formKey: 'contact', values: {} })).status);
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });
});
