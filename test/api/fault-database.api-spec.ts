import pg from 'pg';
import request from 'supertest';
import { CartMessage } from '../../contracts/cart/messages.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { PAYMENT_PROVIDER } from '../../server/src/engine/payment/payment-provider.js';
import type { TestPaymentProvider } from '../../server/src/engine/payment/test-payment-provider.js';
import { TcpProxy, type ProxyFault } from '../support/tcp-proxy.js';
import { startTestApp, type TestApp, TEST_POSTGRES_URL } from '../support/test-app.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { until } from '../support/until.js';
import { expectCleanFailure, insidesOf, recovery, RECOVERY_LIMIT_MS, RUNS } from './fault-fixtures.js';
import { fillCarts, operatorToken, placeByCard, registerShoppers, setVariantStock, type Shopper } from './order-fixtures.js';

/**
 * Issue 17 item 4, the database: the app reaches PostgreSQL through a TCP proxy the test slows,
 * cuts and spoils (the embedded database cannot be, so this suite uses the PostgreSQL of
 * DATABASE_URL, else TEST_API_POSTGRES_URL, else CI's default, in both API passes). The shopper
 * gets the route's spec §8 message, never the database's words; nothing is sold twice or
 * charged without its order; and the routes answer again within 5 s of the fault ending.
 */

describe('fault injection: the database (issue 17 item 4, S8.03, S8.13)', () => {
  const target = new URL(TEST_POSTGRES_URL);
  const database = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const schema = `vitrin_faults_${process.pid}_${Date.now()}`;
  let shop: TestApp;
  let db: Database;
  let admin: pg.Client;
  let provider: TestPaymentProvider;
  let token: string;
  let variants: Variant[];
  let shoppers: Shopper[];

  beforeAll(async () => {
    await database.start();
    const throughProxy = new URL(TEST_POSTGRES_URL);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(database.port);
    shop = await startTestApp({
      DATABASE_URL: throughProxy.toString(), DATABASE_SCHEMA: schema, SEED_PRODUCTS: '60', RATE_LIMIT_SCALE: '100',
    });
    db = shop.app.get<Database>(DATABASE, { strict: false });
    provider = shop.app.get<TestPaymentProvider>(PAYMENT_PROVIDER, { strict: false });
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    token = await operatorToken(shop.url, config.idpClientId, config.idpClientSecret);
    variants = await variantsInStock(shop.url, 3);
    shoppers = await registerShoppers(shop.url, 13, 7, 'ariza-db');
    await fillCarts(shop.url, shoppers.slice(0, 1), variants[0]);
    admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
  }, 90_000);
  afterAll(async () => {
    await database.restore();
    await shop?.close();
    await database.stop();
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.end();
  });

  const getCart = (shopper = shoppers[0]) => request(shop.url).post('/api/get-cart').set('Cookie', shopper.cookie).send({});
  const cartAnswers = async () => (await getCart()).status === 200;
  /** The app's database sessions in the middle of something. */
  const busySessions = async () => Number((await admin.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE client_port = ANY($1::int[]) AND state <> 'idle'", [database.upstreamPorts()])).rows[0].n);
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params))[0].n);

  const outages: [string, ProxyFault][] = [
    ['database down (connection refused)', { kind: 'refuse' }],
    ['database dropping every connection', { kind: 'reset' }],
    ['database answering garbage', { kind: 'garbage' }],
  ];
  describe.each(outages)('%s', (scenario, fault) => {
    it.each(RUNS)('run %i: the cart answers "Failed to get cart" (S8.03), readiness 503, nothing of the insides; both again within 5 s', async (run) => {
      await database.fault(fault);
      const refused = await getCart();
      expectCleanFailure(refused, CartMessage.getFailure);
      const ready = await request(shop.url).get('/api/ready');
      expectCleanFailure(ready, 'Database unreachable');
      expect((await request(shop.url).get('/api/health')).status).toBe(200);

      await database.restore();
      await recovery(scenario, run, Date.now(), async () => (await request(shop.url).get('/api/ready')).status === 200 && (await cartAnswers()));
    });
  });

  describe('query errors: the database ends the app\'s sessions while it works', () => {
    it.each(RUNS)('run %i: every answer is the cart or "Failed to get cart", nothing of the insides; all answer again within 5 s', async (run) => {
      const calls = Array.from({ length: 8 }, () => getCart());
      const ports = database.upstreamPorts();
      expect(ports.length).toBeGreaterThan(0);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE client_port = ANY($1::int[])', [ports]);
      const faultEnded = Date.now();
      for (const answer of await Promise.all(calls)) {
        if (answer.status !== 200) expectCleanFailure(answer, CartMessage.getFailure);
        expect(insidesOf(answer.text)).toEqual([]);
      }
      await recovery('query errors (sessions terminated)', run, faultEnded, async () => (await Promise.all(Array.from({ length: 4 }, cartAnswers))).every(Boolean));
    });
  });

  describe('database latency +100 ms', () => {
    it.each(RUNS)('run %i: three shoppers race for two units: two orders, one charge each, the third told the stock is gone; no oversell; full speed again within 5 s', async (run) => {
      const racers = shoppers.slice(1 + (run - 1) * 3, 4 + (run - 1) * 3);
      const variant = variants[run];
      await setVariantStock(shop.url, token, variant.stockBarcodeId, 2);
      await fillCarts(shop.url, racers, variant);
      const charges = provider.chargeCount();
      const ordersBefore = await count('SELECT count(*)::int AS n FROM orders');

      await database.fault({ kind: 'delay', ms: 100 });
      const answers = await Promise.all(racers.map((racer, index) => placeByCard(shop.url, racer, `fault-db-${run}-${index}-${Date.now()}`)));
      await database.restore();
      const faultEnded = Date.now();
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409]);
      expectCleanFailure(answers.find((answer) => answer.status === 409)!, OrderMessage.outOfStock);
      for (const answer of answers) expect(insidesOf(answer.text)).toEqual([]);
      await recovery('database latency +100 ms', run, faultEnded, cartAnswers);

      const [{ n: stock }] = await db.query<{ n: number }>('SELECT COALESCE(sum(quantity), 0)::int AS n FROM stock WHERE barcode_id = $1', [variant.stockBarcodeId]);
      expect(stock).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM orders') - ordersBefore).toBe(2);
      expect(provider.chargeCount() - charges).toBe(2);
      expect(await count('SELECT count(*)::int AS n FROM (SELECT order_id FROM payment GROUP BY order_id HAVING count(*) > 1) twice')).toBe(0);
    }, 60_000);
  });

  describe('database latency +1,000 ms', () => {
    it.each(RUNS)('run %i: the cart answers, slowly, or "Failed to get cart" (S8.03), nothing of the insides; full speed again within 5 s', async (run) => {
      await database.fault({ kind: 'delay', ms: 1_000 });
      const answers = await Promise.all([getCart(), getCart(shoppers[1])]);
      await database.restore();
      const faultEnded = Date.now();
      for (const answer of answers) {
        if (answer.status !== 200) expectCleanFailure(answer, CartMessage.getFailure);
        expect(insidesOf(answer.text)).toEqual([]);
      }
      await recovery('database latency +1,000 ms', run, faultEnded, cartAnswers);
      // Nothing the slow database held up is still running once the routes answer again.
      await until(async () => (await busySessions()) === 0, faultEnded + RECOVERY_LIMIT_MS, () => 'the engine still waits on the database 5 s after the latency ended');
    }, 30_000);
  });

  describe('an order placed while the database is away', () => {
    it.each(RUNS)('run %i: "Failed to place order" and nothing charged; the same Idempotency-Key then makes one order, charged once', async (run) => {
      const buyer = shoppers[9 + run];
      const variant = variants[3 + run];
      await fillCarts(shop.url, [buyer], variant);
      const charges = provider.chargeCount();
      const key = `fault-db-away-${run}-${Date.now()}`;

      await database.fault({ kind: 'refuse' });
      expectCleanFailure(await placeByCard(shop.url, buyer, key), OrderMessage.placeFailure);
      expect(provider.chargeCount()).toBe(charges);
      await database.restore();

      await recovery('order placed while the database is away', run, Date.now(), async () => {
        const again = await placeByCard(shop.url, buyer, key);
        expect(insidesOf(again.text)).toEqual([]);
        return again.status === 200;
      });
      expect(await count('SELECT count(*)::int AS n FROM orders WHERE email = $1', [buyer.email.toLowerCase()])).toBe(1);
      expect(provider.chargeCount()).toBe(charges + 1);
    });
  });
});
