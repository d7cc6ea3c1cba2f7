import request from 'supertest';
import { PaymentType } from '../../contracts/enums.js';
import { createLogger } from '../../server/src/common/logger.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { DEMO_MEMBER, DEMO_MEMBER_COUPON, DEMO_WALLET } from '../../server/src/engine/seed/demo-member.js';
import { CURRENCY } from '../../server/src/engine/seed/prices.js';
import { seedIfEmpty } from '../../server/src/engine/seed/seed-if-empty.js';
import { startTestApp, TEST_SEED_PRODUCTS, type TestApp } from '../support/test-app.js';
import { variantsInStock } from './cart-fixtures.js';
import { cookiesOf } from './order-fixtures.js';

/**
 * The demo member and its wallet (issue 15; S7.26 wallet, S3.22 payment types): the seed gives
 * the demo shop one activated member with an address and store credit in every currency, once.
 * Seeding again adds no member, no credit and no ledger line, and a balance spent stays spent.
 */
describe('the demo member\'s wallet seed (S7.26, S3.22)', () => {
  let shop: TestApp;
  let db: Database;
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    db = shop.app.get<Database>(DATABASE, { strict: false });
  });
  afterAll(async () => { await shop?.close(); });

  const api = () => request(shop.url);
  const signIn = async () => cookiesOf(await api().post('/api/login').send({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }).expect(200));
  const walletOf = async (cookie: string, currencyId = CURRENCY.TRY) =>
    (await api().post('/api/get-wallet').set('Cookie', `${cookie}; x-currency=${currencyId}`).send({}).expect(200)).body as { balance: number; currencyCode: string };
  const ledger = async () => (await db.query<{ n: number; total: number }>(
    `SELECT count(*)::int AS n, COALESCE(sum(e.amount), 0)::int AS total FROM wallet_entry e JOIN member m ON m.id = e.member_id WHERE m.email = $1`, [DEMO_MEMBER.email]))[0];
  const seedAgain = () => seedIfEmpty(db, TEST_SEED_PRODUCTS, createLogger('silent'), true);

  it('S7.26 after start the demo member signs in, needs no activation, holds the demo balance in every currency and its own coupon', async () => {
    const cookie = await signIn();
    const member = (await api().get('/api/active-member').set('Cookie', cookie).expect(200)).body as { pendingActivation?: string };
    expect(member.pendingActivation).toBeUndefined();
    expect(await walletOf(cookie, CURRENCY.TRY)).toEqual({ isSuccess: true, balance: DEMO_WALLET[CURRENCY.TRY] / 100, currencyCode: 'TRY' });
    expect(await walletOf(cookie, CURRENCY.USD)).toEqual({ isSuccess: true, balance: DEMO_WALLET[CURRENCY.USD] / 100, currencyCode: 'USD' });
    expect(await walletOf(cookie, CURRENCY.EUR)).toEqual({ isSuccess: true, balance: DEMO_WALLET[CURRENCY.EUR] / 100, currencyCode: 'EUR' });
    const addresses = (await api().get('/api/addresses').set('Cookie', cookie).expect(200)).body as { addresses: unknown[] };
    expect(addresses.addresses).toHaveLength(1);
    // Issue 27: the demo coupon is made for the demo member's own id (never a fixed member 1).
    const coupons = (await api().get('/api/member-coupons').set('Cookie', cookie).expect(200)).body as { coupons: { code: string }[] };
    expect(coupons.coupons.map((coupon) => coupon.code)).toContain(DEMO_MEMBER_COUPON);
    const [owner] = await db.query<{ email: string; uses: number }>('SELECT m.email, c.uses_per_shopper AS uses FROM coupon c JOIN member m ON m.id = c.member_id WHERE c.code = $1', [DEMO_MEMBER_COUPON]);
    // A member coupon works once (issue 27 item 5), the demo's as any other.
    expect(owner).toEqual({ email: DEMO_MEMBER.email, uses: 1 });
  });

  it('S7.32 seeding again adds nothing: one demo member, the same ledger; a balance spent on a wallet order stays spent', async () => {
    const before = await ledger();
    expect(before).toEqual({ n: Object.keys(DEMO_WALLET).length, total: Object.values(DEMO_WALLET).reduce((sum, amount) => sum + amount, 0) });
    await seedAgain();
    expect(await ledger()).toEqual(before);

    const cookie = await signIn();
    // A variant the balance pays for (the demo's dearest watches cost more than it holds).
    const prices = new Map((await db.query<{ product_id: number; sales_price: number }>('SELECT product_id, sales_price FROM product_price WHERE currency_id = $1', [CURRENCY.TRY]))
      .map((row) => [Number(row.product_id), Number(row.sales_price)]));
    const variant = (await variantsInStock(shop.url, 1)).find((candidate) => (prices.get(candidate.productId) ?? Infinity) < DEMO_WALLET[CURRENCY.TRY] / 2)!;
    await api().post('/api/add-to-cart').set('Cookie', cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    const addresses = (await api().get('/api/addresses').set('Cookie', cookie).expect(200)).body as { addresses: { id: number }[] };
    const placed = await api().post('/api/place-order').set('Cookie', cookie).send({ shippingAddressId: addresses.addresses[0].id, paymentType: PaymentType.Wallet }).expect(200);
    const spent = (await walletOf(cookie)).balance;
    expect(spent).toBeCloseTo(DEMO_WALLET[CURRENCY.TRY] / 100 - (placed.body.order as { netTotal: number }).netTotal, 2);

    await seedAgain();
    expect((await walletOf(cookie)).balance).toBe(spent);
    const [members] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM member WHERE email = $1', [DEMO_MEMBER.email]);
    expect(members.n).toBe(1);
  });
});
