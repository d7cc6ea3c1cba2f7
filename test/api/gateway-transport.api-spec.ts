import type { Server, IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import request from 'supertest';
import type { Cart } from '../../contracts/cart/entities.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { environmentCookieOf, variantsInStock } from './cart-fixtures.js';
import { cartChannel, updatesOf } from './hub-fixtures.js';

/** Every connection and WebSocket upgrade the process makes to itself (its loopback listener), not the test's own to the public port. */
function ownCalls(app: TestApp) {
  const server = app.app.getHttpServer() as Server;
  const publicPort = (server.address() as AddressInfo).port;
  const seen = { connections: 0, upgrades: 0 };
  const toSelf = (socket: Socket) => socket.localPort !== publicPort;
  server.on('connection', (socket: Socket) => { if (toSelf(socket)) seen.connections += 1; });
  server.on('upgrade', (upgrade: IncomingMessage) => { if (toSelf(upgrade.socket)) seen.upgrades += 1; });
  return seen;
}

/**
 * One journey through the storefront that reaches the engine for a catalogue read, a cart write,
 * an engine refusal (validation), a live cart event and a sign-in refusal: the same answers on
 * each transport, and only the HTTP one opens connections to this process's own engine.
 */
async function journey(shop: TestApp) {
  const products = await request(shop.url).post('/api/search-products').set('x-culture', 'en').send({ searchTerm: 'watch', pageSize: 2, includes: ['Id', 'Name'] }).expect(200);
  const [variant] = await variantsInStock(shop.url);
  const added = await request(shop.url).post('/api/add-to-cart').send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
  const cookie = environmentCookieOf(added);
  if (!cookie) throw new Error('no environment_token cookie');
  const channel: HubConnection = cartChannel(shop.url, cookie);
  const updates = updatesOf(channel);
  await channel.start();
  await channel.invoke('SendToken', '');
  const again = (await request(shop.url).post('/api/add-to-cart').set('Cookie', cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200)).body.cart as Cart;
  const heard = await updates.next((update) => update.version === again.version);
  await channel.stop();
  const tooMany = await request(shop.url).post('/api/add-to-cart').set('Cookie', cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 0 });
  const wrongPassword = await request(shop.url).post('/api/login').set('x-culture', 'en').send({ email: 'nobody@example.com', password: 'Wrong-password-1' });
  return {
    found: (products.body.products as { name: string }[]).map((product) => product.name),
    heard: heard.itemCount,
    refusal: { status: tooMany.status, message: tooMany.body.message },
    signIn: { status: wrongPassword.status, message: wrongPassword.body.message },
  };
}

describe('the gateway client has two transports with one contract (issue 28 item 1, S7.01)', () => {
  const shops: TestApp[] = [];
  afterAll(async () => { await Promise.all(shops.map((shop) => shop.close())); });

  it('in process, the embedded engine answers the storefront and its live channel with no connection to itself; over HTTP the same journey answers the same', async () => {
    const inProcess = await startTestApp({ GATEWAY_TRANSPORT: 'in-process' });
    shops.push(inProcess);
    const overHttp = await startTestApp({ GATEWAY_TRANSPORT: 'http' });
    shops.push(overHttp);
    const inProcessCalls = ownCalls(inProcess);
    const httpCalls = ownCalls(overHttp);

    const inProcessAnswers = await journey(inProcess);
    const httpAnswers = await journey(overHttp);

    expect(inProcessAnswers).toEqual(httpAnswers);
    expect(inProcessAnswers.found).toHaveLength(2);
    expect(inProcessAnswers.heard).toBe(2);
    expect(inProcessAnswers.refusal.status).toBe(400);
    expect(inProcessAnswers.signIn.status).toBeGreaterThanOrEqual(400);
    expect(inProcessCalls).toEqual({ connections: 0, upgrades: 0 });
    expect(httpCalls.connections).toBeGreaterThan(0);
    expect(httpCalls.upgrades).toBeGreaterThan(0);
  });
});
