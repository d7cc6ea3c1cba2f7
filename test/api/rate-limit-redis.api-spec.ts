import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import request from 'supertest';
import { PaymentType } from '../../contracts/enums.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import { PaymentMessage } from '../../contracts/payment/messages.js';
import { startTestApp, type TestApp, TEST_REDIS_URL } from '../support/test-app.js';
import { solvedCaptcha } from '../support/bot-check.js';
import { variantsInStock } from './cart-fixtures.js';
import { cardOf, registerShopper } from './order-fixtures.js';

const signIn = (shop: TestApp, email: string) => request(shop.url).post('/api/login').send({ email, password: 'yanlış şifre 1' });

describe('rate limits shared through Redis (issue 14 item 9, REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Counts left by an earlier run from this address would end the window early.
    const redis = createClient({ url: TEST_REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: 'vitrin:rate:sign-in|*', COUNT: 500 })) if (keys.length) await redis.del(keys);
    await redis.close();
    [first, second] = await Promise.all([startTestApp({ REDIS_URL: TEST_REDIS_URL }), startTestApp({ REDIS_URL: TEST_REDIS_URL })]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('two instances count one source together: the sixth sign-in from one address to one account through either answers 429 with Retry-After', async () => {
    const email = `paylasilan-${Date.now()}@example.com`;
    for (const shop of [first, second, first, second, first]) await signIn(shop, email).expect(401);
    const limited = await signIn(second, email).expect(429);
    expect(limited.body.message).toBe(MemberMessage.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(300);
    await signIn(first, email).expect(429);
  });

  it('issue 27 two instances count the account together too, and never refuse it: from another address, through either, the account\'s sign-ins ask for the bot check instead of 429', async () => {
    const email = `hesap-${Date.now()}@example.com`;
    const signInFrom = (shop: TestApp, address: string) => request(shop.url).post('/api/login').set('X-Forwarded-For', address).send({ email, password: 'yanlış şifre 1' });
    // Five addresses, one wrong password each: no address reaches its own limit.
    for (const [index, shop] of [first, second, first, second, first].entries()) await signInFrom(shop, `203.0.113.${11 + index}`).expect(401);
    for (const shop of [second, first]) {
      const asked = await signInFrom(shop, '192.0.2.46').expect(400);
      expect(asked.body.message).toBe(MemberMessage.captchaMissing);
    }
  });
});

describe('card attempts shared through Redis (issue 27 item 8, REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const redis = createClient({ url: TEST_REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: 'vitrin:rate:card-*', COUNT: 500 })) if (keys.length) await redis.del(keys);
    await redis.close();
    // Instances of one shop share the bot check's key (required in production), which also keys the cards' hashes.
    const shared = { REDIS_URL: TEST_REDIS_URL, ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url') };
    [first, second] = await Promise.all([startTestApp(shared), startTestApp(shared)]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  /** A new shopper of `shop`, at an address of its own, paying by the declined test card. */
  async function declinedPayment(shop: TestApp, address: string) {
    const shopper = await registerShopper(shop.url, 'redis-kart');
    const [variant] = await variantsInStock(shop.url, 3);
    await request(shop.url).post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    return request(shop.url).post('/api/place-order').set('Cookie', shopper.cookie).set('X-Forwarded-For', address)
      .send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.declined) });
  }

  it('S7.32 two instances count one card\'s declines together: after three through either, the next payment with it through the other needs the bot check', async () => {
    for (const [shop, address] of [[first, '10.28.0.1'], [second, '10.28.0.2'], [first, '10.28.0.3']] as const) expect((await declinedPayment(shop, address)).status).toBe(402);
    const asked = await declinedPayment(second, '10.28.0.4');
    expect({ status: asked.status, message: asked.body.message }).toEqual({ status: 428, message: PaymentMessage.botCheckRequired });
  });
});

describe('rate limits when Redis cannot be reached', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }); });
  afterAll(async () => { await shop?.close(); });

  it('sign-in still answers (the limiter lets requests through rather than lock every shopper out)', async () => {
    const email = `redissiz-${Date.now()}@example.com`;
    for (let attempt = 1; attempt <= 7; attempt += 1) await signIn(shop, email).expect(401);
  });
});

describe('bot-check solutions shared through Redis (issue 27, REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // One bot-check key, as every instance of one shop holds; the newsletter's own limit is not what is tested here.
    const shared = { REDIS_URL: TEST_REDIS_URL, ALTCHA_HMAC_KEY: `redis-suite-altcha-key-${Date.now()}-0123456789`, RATE_LIMIT_SCALE: '100' };
    [first, second] = await Promise.all([startTestApp(shared), startTestApp(shared)]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('S7.30 a bot-check solution one instance accepted is refused by the other; sent to both at once, it is accepted once', async () => {
    const subscribe = (shop: TestApp, captcha: string) => request(shop.url).post('/api/newsletter-subscribe').set(CAPTCHA_HEADER, captcha)
      .send({ email: `redis-bulten-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, consentAccepted: true });
    const solution = await solvedCaptcha(first.url);
    await subscribe(first, solution).expect(200);
    const replayed = await subscribe(second, solution).expect(400);
    expect(replayed.body.message).toBe(MemberMessage.captchaInvalid);

    const raced = await solvedCaptcha(second.url);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => subscribe(index % 2 ? first : second, raced)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(400)]);
  });
});
