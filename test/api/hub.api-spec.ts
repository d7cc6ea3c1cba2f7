import type { HubConnection } from '@microsoft/signalr';
import request from 'supertest';
import { WebSocket } from 'ws';
import type { Cart } from '../../contracts/cart/entities.js';
import { HubHost } from '../../server/src/common/signalr/hub-host.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { environmentCookieOf, variantsInStock, type Variant } from './cart-fixtures.js';
import { cartChannel, updatesOf } from './hub-fixtures.js';

describe('live cart channel: /api/hubs/shopping-cart with the real @microsoft/signalr client (S7.38-S7.40, S9.09)', () => {
  let shop: TestApp;
  let variants: Variant[];
  const open: HubConnection[] = [];
  beforeAll(async () => {
    shop = await startTestApp();
    variants = await variantsInStock(shop.url);
  });
  afterEach(async () => { await Promise.all(open.splice(0).map((connection) => connection.stop())); });
  afterAll(async () => { await shop?.close(); });

  const hub = (cookie?: string, headers: Record<string, string> = {}) => {
    const connection = cartChannel(shop.url, cookie, headers);
    open.push(connection);
    return connection;
  };
  const add = (cookie: string | undefined, variant: Variant, quantity = 1) => {
    const call = request(shop.url).post('/api/add-to-cart');
    return (cookie ? call.set('Cookie', cookie) : call).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200);
  };
  async function newShopper(variant: Variant): Promise<string> {
    const cookie = environmentCookieOf(await add(undefined, variant));
    if (!cookie) throw new Error('no environment_token cookie');
    return cookie;
  }

  it('S7.38 S7.39 a change made in another tab reaches this tab as OnShoppingCartUpdated with the new version and item count', async () => {
    const [variant] = variants;
    const cookie = await newShopper(variant);
    const tab = hub(cookie);
    const updates = updatesOf(tab);
    await tab.start();
    await tab.invoke('SendToken', '');
    const answer = (await add(cookie, variant, 2)).body.cart as Cart;
    const update = await updates.next((candidate) => candidate.version === answer.version);
    expect(update).toMatchObject({ version: answer.version, itemCount: answer.itemCount });
    expect(update.itemCount).toBe(3);
  });

  it('S7.39 another shopper hears nothing of this cart', async () => {
    const [first, second] = variants;
    const alice = await newShopper(first);
    const bob = await newShopper(second);
    const aliceTab = hub(alice);
    const bobTab = hub(bob);
    const aliceUpdates = updatesOf(aliceTab);
    const bobUpdates = updatesOf(bobTab);
    await Promise.all([aliceTab.start(), bobTab.start()]);
    await Promise.all([aliceTab.invoke('SendToken', ''), bobTab.invoke('SendToken', '')]);

    const aliceCart = (await add(alice, first)).body.cart as Cart;
    await aliceUpdates.next((update) => update.version === aliceCart.version);
    // Bob's own change comes after Alice's on the same channel: had Alice's reached him, it would be first.
    const bobCart = (await add(bob, second)).body.cart as Cart;
    await bobUpdates.next((update) => update.version === bobCart.version);
    expect(bobUpdates.seen).toEqual([{ version: bobCart.version, itemCount: bobCart.itemCount }]);
    expect(aliceUpdates.seen).toEqual([{ version: aliceCart.version, itemCount: aliceCart.itemCount }]);
  });

  it('S7.40 after the server closes the connection the client reconnects, sends its token again and hears changes', async () => {
    const [variant] = variants;
    const cookie = await newShopper(variant);
    const tab = hub(cookie);
    const updates = updatesOf(tab);
    await tab.start();
    await tab.invoke('SendToken', '');
    const reconnected = new Promise<void>((resolve) => tab.onreconnected(() => resolve()));
    shop.app.get(HubHost).disconnectAll('test closes every connection');
    await reconnected;
    await tab.invoke('SendToken', '');
    const answer = (await add(cookie, variant)).body.cart as Cart;
    await expect(updates.next((update) => update.version === answer.version)).resolves.toMatchObject({ itemCount: answer.itemCount });
  });

  it('a browser without a token connects and SendToken completes, with nothing to follow', async () => {
    const tab = hub();
    await tab.start();
    await expect(tab.invoke('SendToken', '')).resolves.toBeUndefined();
  });

  it('a page of another site may not open the channel', async () => {
    const tab = hub(undefined, { origin: 'http://evil.example' });
    await expect(tab.start()).rejects.toThrow();
  });

  it('the engine\'s own hub refuses connections without the engine\'s bearer token', async () => {
    const socket = new WebSocket(`${shop.url.replace('http', 'ws')}/gateway/hubs/shopping-cart`);
    socket.on('error', () => undefined);
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_request, response) => { resolve(response.statusCode); response.destroy(); });
      socket.on('open', () => { resolve(101); socket.close(); });
    });
    expect(status).toBe(401);
  });
});
