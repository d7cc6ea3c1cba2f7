import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { pino } from 'pino';
import type { OrderCompleted, ShoppingCartUpdated } from '../../../../contracts/hub.js';
import { HubHost } from '../../common/signalr/hub-host.js';
import type { EngineTokenService } from '../identity/engine-token.service.js';
import type { CartChange, OrderEvent } from './hub-sources.js';
import { ENGINE_SHOPPING_CART_HUB_PATH, EngineShoppingCartHub } from './shopping-cart.hub.js';

describe('engine shopping-cart hub (S7.39: OnShoppingCartUpdated and the order events per cart)', () => {
  let server: Server;
  let host: HubHost;
  let url: string;
  const listeners = new Set<(change: CartChange) => void>();
  const publish = (change: CartChange) => { for (const listener of listeners) listener(change); };
  const orderListeners = new Set<(event: OrderEvent) => void>();
  const publishOrder = (event: OrderEvent) => { for (const listener of orderListeners) listener(event); };
  const connections: HubConnection[] = [];
  /** Tokens whose sign-in has ended since they were sent (signed out, password changed). */
  const ended = new Set<string>();

  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    server = createServer();
    host = new HubHost(logger);
    const hub = new EngineShoppingCartHub(host, { isValid: (token: string) => Promise.resolve(token === 'engine-token') } as unknown as EngineTokenService, logger,
      { verify: (token) => (token.startsWith('cart-') && !ended.has(token) ? Promise.resolve({ shoppingCartId: Number(token.slice(5)) }) : Promise.reject(new Error('forged or ended'))) },
      { subscribe: (listener) => { listeners.add(listener); return () => listeners.delete(listener); } },
      { subscribe: (listener) => { orderListeners.add(listener); return () => orderListeners.delete(listener); } });
    hub.onModuleInit();
    host.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${ENGINE_SHOPPING_CART_HUB_PATH}`;
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.stop()));
    host.beforeApplicationShutdown();
    await new Promise((resolve) => server.close(resolve));
  });

  const connect = (bearer?: string) => {
    const connection = new HubConnectionBuilder()
      .withUrl(url, { transport: HttpTransportType.WebSockets, skipNegotiation: true, ...(bearer ? { accessTokenFactory: () => bearer } : {}) })
      .configureLogging(LogLevel.None).build();
    connections.push(connection);
    return connection;
  };

  it('refuses a caller without the engine\'s bearer token', async () => {
    await expect(connect().start()).rejects.toThrow();
    await expect(connect('wrong').start()).rejects.toThrow();
  });

  it('a connection hears its own cart\'s changes only, with version and item count', async () => {
    const connection = connect('engine-token');
    const seen: ShoppingCartUpdated[] = [];
    const second = new Promise<void>((resolve) => connection.on('OnShoppingCartUpdated', (update: ShoppingCartUpdated) => { seen.push(update); if (seen.length === 2) resolve(); }));
    await connection.start();
    await connection.invoke('SendToken', 'cart-7');
    publish({ shoppingCartId: 8, version: 1, itemCount: 9 });
    publish({ shoppingCartId: 7, version: 3, itemCount: 2 });
    publish({ shoppingCartId: 7, version: 4, itemCount: 5 });
    await second;
    expect(seen).toEqual([{ version: 3, itemCount: 2 }, { version: 4, itemCount: 5 }]);
  });

  it('order events reach the connections following that cart only, in the order published', async () => {
    const connection = connect('engine-token');
    const seen: [string, OrderCompleted][] = [];
    const done = new Promise<void>((resolve) => {
      connection.on('OnOrderCompleted', (order: OrderCompleted) => { seen.push(['OnOrderCompleted', order]); });
      connection.on('OnOrderCancellationCompleted', (order: OrderCompleted) => { seen.push(['OnOrderCancellationCompleted', order]); resolve(); });
    });
    await connection.start();
    await connection.invoke('SendToken', 'cart-11');
    publishOrder({ shoppingCartId: 12, event: { target: 'OnOrderCompleted', arguments: [{ isSuccess: true, docNo: 'VTR-2026-000009' }] } });
    publishOrder({ shoppingCartId: 11, event: { target: 'OnOrderCompleted', arguments: [{ isSuccess: true, docNo: 'VTR-2026-000010' }] } });
    publishOrder({ shoppingCartId: 11, event: { target: 'OnOrderCancellationCompleted', arguments: [{ isSuccess: true, docNo: 'VTR-2026-000010' }] } });
    await done;
    expect(seen).toEqual([
      ['OnOrderCompleted', { isSuccess: true, docNo: 'VTR-2026-000010' }],
      ['OnOrderCancellationCompleted', { isSuccess: true, docNo: 'VTR-2026-000010' }],
    ]);
  });

  it('issue 27: a token whose sign-in ended hears nothing more, and its connection stops following the cart', async () => {
    const connection = connect('engine-token');
    const seen: [number, ShoppingCartUpdated][] = [];
    let heard: () => void = () => undefined;
    connection.on('OnShoppingCartUpdated', (update: ShoppingCartUpdated) => { seen.push([update.itemCount, update]); heard(); });
    const next = () => new Promise<void>((resolve) => { heard = resolve; });
    await connection.start();
    await connection.invoke('SendToken', 'cart-21');
    let arrived = next();
    publish({ shoppingCartId: 21, version: 1, itemCount: 1 });
    await arrived;
    ended.add('cart-21');
    publish({ shoppingCartId: 21, version: 2, itemCount: 2 });
    // The same connection follows another cart: its events come after any the ended token had been sent.
    await connection.invoke('SendToken', 'cart-22');
    arrived = next();
    publish({ shoppingCartId: 22, version: 1, itemCount: 3 });
    await arrived;
    publish({ shoppingCartId: 21, version: 3, itemCount: 4 });
    await expect(connection.invoke('SendToken', 'cart-21')).rejects.toThrow();
    arrived = next();
    ended.add('cart-22');
    // A refused SendToken left it following nothing: cart 22 is not heard either.
    publish({ shoppingCartId: 22, version: 2, itemCount: 5 });
    await connection.invoke('SendToken', 'cart-23');
    publish({ shoppingCartId: 23, version: 1, itemCount: 6 });
    await arrived;
    expect(seen.map(([itemCount]) => itemCount)).toEqual([1, 3, 6]);
  });

  it('a forged environment token is refused', async () => {
    const connection = connect('engine-token');
    await connection.start();
    await expect(connection.invoke('SendToken', 'forged')).rejects.toThrow();
    await expect(connection.invoke('SendToken', '')).rejects.toThrow();
  });
});
