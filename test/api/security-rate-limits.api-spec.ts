import request from 'supertest';
import { newEmail, registerShopper, type Shopper } from './order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 17 item 2: guessing is cut off: the sixth bad sign-in or activation code inside the window answers 429. */
describe('rate limits on guessing (issue 17 item 2)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const verify = (shopper: Shopper) => request(shop.url).post('/api/verify-otp').set('Cookie', shopper.cookie).send({ code: '000001' });

  it('the sixth bad sign-in to one account inside five minutes answers 429 with Retry-After', async () => {
    // Registering counts as a sign-in too, so the guesses go to an address nobody registered.
    const email = newEmail('guess');
    for (let attempt = 1; attempt <= 5; attempt += 1) await request(shop.url).post('/api/login').send({ email, password: `yanlış ${attempt}` }).expect(401);
    const sixth = await request(shop.url).post('/api/login').send({ email, password: 'yanlış 6' }).expect(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the sixth activation code checked on one account inside ten minutes answers 429 with Retry-After, and a new code may still be asked for', async () => {
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
});
