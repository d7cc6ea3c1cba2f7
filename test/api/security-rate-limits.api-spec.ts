import request from 'supertest';
import { MemberMessage } from '../../contracts/member/messages.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { outboxTo } from './mail-fixtures.js';
import { newEmail, registerShopper, SHOPPER_PASSWORD, type Shopper } from './order-fixtures.js';
import { solvedCaptcha } from '../support/bot-check.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 17 item 2: guessing is cut off: the sixth bad sign-in or activation code from one address
 * inside the window answers 429. Issue 27 item 12: what is cut off is the source of the guesses
 * (the address, and the address with the account), never the account's owner elsewhere.
 */
describe('rate limits on guessing (issue 17 item 2, issue 27 item 12)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const verify = (shopper: Shopper) => request(shop.url).post('/api/verify-otp').set('Cookie', shopper.cookie).send({ code: '000001' });

  it('the sixth bad sign-in from one address to one account inside five minutes answers 429 with Retry-After', async () => {
    // Registering counts as a sign-in too, so the guesses go to an address nobody registered.
    const email = newEmail('guess');
    for (let attempt = 1; attempt <= 5; attempt += 1) await request(shop.url).post('/api/login').send({ email, password: `yanlış ${attempt}` }).expect(401);
    const sixth = await request(shop.url).post('/api/login').send({ email, password: 'yanlış 6' }).expect(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the sixth activation code checked from one address on one account inside ten minutes answers 429 with Retry-After, and a new code may still be asked for', async () => {
    const shopper = await registerShopper(shop.url, 'otp', { activated: false });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) statuses.push((await verify(shopper)).status);
    expect(statuses).not.toContain(429);
    const sixth = await verify(shopper).expect(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    await request(shop.url).post('/api/resend-otp').set('Cookie', shopper.cookie).expect(200);
  });

  it('accounts named only by their cookie are counted apart: one member\'s tries do not lock out another', async () => {
    const [first, second] = [await registerShopper(shop.url, 'ayri', { activated: false }), await registerShopper(shop.url, 'ayri', { activated: false })];
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await verify(first)).status).not.toBe(429);
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await verify(second)).status).not.toBe(429);
  });

  const from = (address: string) => ({
    login: (email: string, password: string, captcha?: string) => {
      const call = request(shop.url).post('/api/login').set('X-Forwarded-For', address);
      return (captcha ? call.set(CAPTCHA_HEADER, captcha) : call).send({ email, password });
    },
    forgot: (email: string) => request(shop.url).post('/api/forgot-password').set('X-Forwarded-For', address).send({ email }),
  });

  it('issue 27 a stranger\'s wrong passwords lock the stranger\'s address, not the member: from another address the right password still signs in, past the bot check the account\'s count asks for', async () => {
    const member = await registerShopper(shop.url, 'kilit');
    const stranger = from('203.0.113.7');
    for (let attempt = 1; attempt <= 5; attempt += 1) await stranger.login(member.email, `yanlış ${attempt}`).expect(401);
    await stranger.login(member.email, 'yanlış 6').expect(429);
    // Five wrong passwords from anywhere: the account's sign-ins now need the bot check, never a 429.
    const owner = from('192.0.2.44');
    const asked = await owner.login(member.email, SHOPPER_PASSWORD).expect(400);
    expect(asked.body).toMatchObject({ message: MemberMessage.captchaMissing, data: { botCheck: true } });
    await owner.login(member.email, SHOPPER_PASSWORD, await solvedCaptcha(shop.url)).expect(200);
    // The stranger's address stays stopped, bot check or not.
    await stranger.login(member.email, SHOPPER_PASSWORD, await solvedCaptcha(shop.url)).expect(429);
  });

  it('issue 27 three forgot-password requests stop the address they came from, not the owner\'s recovery: the owner asks from another address and is answered; the account gets one mail', async () => {
    const member = await registerShopper(shop.url, 'kurtar');
    const stranger = from('203.0.113.8');
    const answers = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) answers.push((await stranger.forgot(member.email).expect(200)).body);
    await stranger.forgot(member.email).expect(429);
    const owner = await from('192.0.2.45').forgot(member.email).expect(200);
    expect(owner.body).toEqual(answers[0]);
    // One link is out, and it is the owner's to use: the later requests sent none and ended none.
    expect((await outboxTo(shop, member.email)).filter((mail) => /action=renew-password/.test(mail.text))).toHaveLength(1);
  });
});
