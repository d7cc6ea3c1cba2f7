import { createClient } from 'redis';
import request from 'supertest';
import { MemberMessage } from '../../contracts/member/messages.js';
import { startTestApp, type TestApp, TEST_REDIS_URL } from '../support/test-app.js';

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

describe('rate limits when Redis cannot be reached', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }); });
  afterAll(async () => { await shop?.close(); });

  it('sign-in still answers (the limiter lets requests through rather than lock every shopper out)', async () => {
    const email = `redissiz-${Date.now()}@example.com`;
    for (let attempt = 1; attempt <= 7; attempt += 1) await signIn(shop, email).expect(401);
  });
});
