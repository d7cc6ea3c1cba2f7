import { randomBytes } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import pg from 'pg';
import request from 'supertest';
import type { Cart } from '../../contracts/cart/entities.js';
import { loadConfig } from '../../server/src/config/load-config.js';
import { startTestApp, type TestApp, TEST_POSTGRES_URL, TEST_REDIS_URL } from '../support/test-app.js';
import { environmentCookieOf, variantsInStock, type Variant } from './cart-fixtures.js';
import { cartChannel, updatesOf } from './hub-fixtures.js';

// Two instances share a database, which the in-memory PGlite of the default pass cannot be, so
// that pass uses the machine's PostgreSQL (TEST_POSTGRES_URL) here too.
const IDP_CLIENT_SECRET = randomBytes(24).toString('base64url');
// A small catalogue: these tests need a few variants in stock, and three engines start here.
const SEED_PRODUCTS = '60';

const add = (shop: TestApp, cookie: string | undefined, variant: Variant, quantity = 1) => {
  const call = request(shop.url).post('/api/add-to-cart');
  return (cookie ? call.set('Cookie', cookie) : call).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200);
};
const cartOf = async (shop: TestApp, cookie: string) => (await request(shop.url).post('/api/get-cart').set('Cookie', cookie).send({}).expect(200)).body.cart as Cart;
const linesOf = (cart: Cart) => cart.items.filter((item) => !item.isShipment).map(({ stockBarcodeId, quantity }) => ({ stockBarcodeId, quantity }));

async function newShopper(shop: TestApp, variant: Variant): Promise<string> {
  const cookie = environmentCookieOf(await add(shop, undefined, variant));
  if (!cookie) throw new Error('no environment_token cookie');
  return cookie;
}

/** A browser tab's live cart channel to `shop`, following the cookie's cart; kept in `open` to be stopped. */
async function tab(shop: TestApp, cookie: string, open: HubConnection[]) {
  const connection = cartChannel(shop.url, cookie);
  open.push(connection);
  const updates = updatesOf(connection);
  await connection.start();
  await connection.invoke('SendToken', '');
  return updates;
}

describe('split mode: an engine-only process behind two storefront processes (issue 17 item 7, GATEWAY_URL)', () => {
  let engine: TestApp;
  let first: TestApp;
  let second: TestApp;
  const open: HubConnection[] = [];
  beforeAll(async () => {
    engine = await startTestApp({ ENGINE_ONLY: '1', IDP_CLIENT_SECRET, SEED_PRODUCTS });
    const storefront = { GATEWAY_URL: `${engine.url}/gateway`, IDP_CLIENT_SECRET };
    [first, second] = await Promise.all([startTestApp(storefront), startTestApp(storefront)]);
  });
  afterAll(async () => {
    await Promise.all(open.map((connection) => connection.stop()));
    await Promise.all([first?.close(), second?.close()]);
    await engine?.close();
  });

  it('a shopper fills the cart through one storefront and reads the same cart through the other', async () => {
    const [one, two] = await variantsInStock(first.url);
    const cookie = await newShopper(first, one);
    await add(first, cookie, two, 2);
    const cart = await cartOf(second, cookie);
    expect(linesOf(cart)).toEqual(expect.arrayContaining([{ stockBarcodeId: one.stockBarcodeId, quantity: 1 }, { stockBarcodeId: two.stockBarcodeId, quantity: 2 }]));
    expect(cart.itemCount).toBe(3);
    await request(second.url).get('/api/ready').expect(200);
  });

  it('a tab connected to one storefront hears a change made through the other (both relay the engine\'s hub)', async () => {
    const [variant] = await variantsInStock(first.url);
    const cookie = await newShopper(first, variant);
    const onSecond = await tab(second, cookie, open);
    const answer = (await add(first, cookie, variant)).body.cart as Cart;
    await expect(onSecond.next((update) => update.version === answer.version)).resolves.toEqual({ version: answer.version, itemCount: 2 });
  });

  it('the engine-only process serves the engine and no storefront: /api routes and pages answer 404', async () => {
    await request(engine.url).post('/api/add-to-cart').send({}).expect(404);
    await request(engine.url).post('/api/search-products').send({}).expect(404);
    await request(engine.url).get('/').set('Accept', 'text/html').expect(404);
    await request(engine.url).get('/gateway/realms/vitrin').expect(200);
    await request(engine.url).get('/api/health').expect(200);
    await request(engine.url).get('/api/ready').expect(200);
  });

  it('ENGINE_ONLY with GATEWAY_URL, or without a shared client secret, stops the start', () => {
    expect(() => loadConfig({ ENGINE_ONLY: '1', IDP_CLIENT_SECRET, GATEWAY_URL: 'http://engine:3000/gateway' })).toThrow(/ENGINE_ONLY/);
    expect(() => loadConfig({ ENGINE_ONLY: '1' })).toThrow(/IDP_CLIENT_SECRET/);
  });
});

describe('two full instances on one PostgreSQL and one Redis (issue 17 item 7, DATABASE_URL + REDIS_URL)', () => {
  const schema = `vitrin_multi_${randomBytes(6).toString('hex')}`;
  const shared = { DATABASE_URL: TEST_POSTGRES_URL, DATABASE_SCHEMA: schema, REDIS_URL: TEST_REDIS_URL, SEED_PRODUCTS };
  let a: TestApp;
  let b: TestApp;
  const open: HubConnection[] = [];
  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApp(shared), startTestApp(shared)]);
  });
  afterAll(async () => {
    await Promise.all(open.map((connection) => connection.stop()));
    await Promise.all([a?.close(), b?.close()]);
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('a cart made through instance A is read through instance B', async () => {
    const [variant] = await variantsInStock(a.url);
    const cookie = await newShopper(a, variant);
    expect(linesOf(await cartOf(b, cookie))).toEqual([{ stockBarcodeId: variant.stockBarcodeId, quantity: 1 }]);
  });

  it('a cart change made through A reaches a browser connected to B, and the other way; each tab hears each change once', async () => {
    const [variant] = await variantsInStock(a.url);
    const cookie = await newShopper(a, variant);
    const [onA, onB] = await Promise.all([tab(a, cookie, open), tab(b, cookie, open)]);

    const throughA = (await add(a, cookie, variant)).body.cart as Cart;
    await expect(onB.next((update) => update.version === throughA.version)).resolves.toEqual({ version: throughA.version, itemCount: 2 });
    await onA.next((update) => update.version === throughA.version);

    const throughB = (await add(b, cookie, variant)).body.cart as Cart;
    await expect(onA.next((update) => update.version === throughB.version)).resolves.toEqual({ version: throughB.version, itemCount: 3 });
    // A's own change, had A taken it back from Redis, would have come before B's on A's one subscription.
    expect(onA.seen.map((update) => update.version)).toEqual([throughA.version, throughB.version]);
  });
});

describe('an instance whose Redis cannot be reached', () => {
  let shop: TestApp;
  const open: HubConnection[] = [];
  beforeAll(async () => { shop = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1', SEED_PRODUCTS }); });
  afterAll(async () => {
    await Promise.all(open.map((connection) => connection.stop()));
    await shop?.close();
  });

  it('still tells its own browsers about their cart changes', async () => {
    const [variant] = await variantsInStock(shop.url);
    const cookie = await newShopper(shop, variant);
    const updates = await tab(shop, cookie, open);
    const answer = (await add(shop, cookie, variant)).body.cart as Cart;
    await expect(updates.next((update) => update.version === answer.version)).resolves.toEqual({ version: answer.version, itemCount: 2 });
  });
});
