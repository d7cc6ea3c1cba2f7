import request from 'supertest';
import { OrderStatus } from '../../contracts/enums.js';
import type { CollectionItem, MemberClub } from '../../contracts/member/member-club.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import type { Order } from '../../contracts/order/entities.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { fillCarts, operatorToken, placeByCard, registerShopper, type Shopper } from './order-fixtures.js';

/** Vitrin Club points and the collection (S2.02 /u/club and /u/collection, S7.30 Member: points), read from the member's own orders. */
describe('member club and collection (S2.02, S7.30 points)', () => {
  let shop: TestApp;
  let token: string;
  let variants: Variant[];

  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    token = await operatorToken(shop.url, config.idpClientId, config.idpClientSecret);
    variants = await variantsInStock(shop.url, 3);
    expect(variants.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => { await shop.close(); });

  const api = () => request(shop.url);
  const club = async (shopper: Shopper) => (await api().get('/api/member-club').set('Cookie', shopper.cookie).expect(200)).body.club as MemberClub;
  const order = async (shopper: Shopper, variant: Variant) => {
    await fillCarts(shop.url, [shopper], variant);
    const placed = await placeByCard(shop.url, shopper).expect(200);
    return placed.body.order as Order;
  };
  const advance = async (docNo: string, ...statuses: string[]) => {
    for (const status of statuses) {
      await api().post('/gateway/ordermanagement/api/operator/set-order-status').set('authorization', `Bearer ${token}`).send({ docNo, status }).expect(200);
    }
  };

  it('a visitor gets 401 with the sign-in message, nothing of anyone\'s orders', async () => {
    for (const path of ['/api/member-club', '/api/member-collection']) {
      const response = await api().get(path).expect(401);
      expect(response.body.message).toBe(MemberMessage.notSignedIn);
    }
  });

  it('a new member is at the first level with no points, an empty history and an empty collection', async () => {
    const shopper = await registerShopper(shop.url, 'kulup-yeni');
    expect(await club(shopper)).toEqual({ points: 0, pendingPoints: 0, level: 'bronze', next: { level: 'silver', pointsNeeded: 500 }, entries: [] });
    expect((await api().get('/api/member-collection').set('Cookie', shopper.cookie).expect(200)).body.items).toEqual([]);
  });

  it('points are pending until delivery, earned once delivered, none for a cancelled order; the collection keeps what was not cancelled', async () => {
    const shopper = await registerShopper(shop.url, 'kulup');
    const kept = await order(shopper, variants[0]);
    const cancelled = await order(shopper, variants[1]);
    await api().post('/api/cancel-order').set('Cookie', shopper.cookie).send({ docNo: cancelled.docNo, reason: 'Vazgeçtim' }).expect(200);

    const expected = Math.floor(Math.floor(kept.netTotal) / 10);
    expect(kept.currencyCode).toBe('TRY');
    expect(expected).toBeGreaterThan(0);
    let points = await club(shopper);
    expect(points.entries.map((entry) => [entry.docNo, entry.state, entry.points])).toEqual([[cancelled.docNo, 'cancelled', 0], [kept.docNo, 'pending', expected]]);
    expect(points).toMatchObject({ points: 0, pendingPoints: expected });

    await advance(kept.docNo, 'Preparing', 'OnTheWay', 'Delivered');
    points = await club(shopper);
    expect(points.entries.find((entry) => entry.docNo === kept.docNo)).toMatchObject({ state: 'earned', points: expected });
    expect(points).toMatchObject({ points: expected, pendingPoints: 0 });
    expect(points.level).toBe(expected >= 500 ? 'silver' : 'bronze');

    const collection = (await api().get('/api/member-collection').set('Cookie', shopper.cookie).expect(200)).body.items as CollectionItem[];
    expect(collection).toHaveLength(1);
    expect(collection[0]).toMatchObject({ productId: variants[0].productId, quantity: 1, name: kept.items[0].name });
    expect(collection[0].routePath).toMatch(/^\/.+/);
    expect(collection[0].salesPrice).toBeGreaterThan(0);

    // In English the page and name are the English ones.
    const english = (await api().get('/api/member-collection').set('Cookie', shopper.cookie).set('x-culture', 'en').expect(200)).body.items as CollectionItem[];
    expect(english).toHaveLength(1);
    expect(english[0].routePath).not.toBe(collection[0].routePath);
  });

  it('another member sees only their own orders', async () => {
    const first = await registerShopper(shop.url, 'kulup-a');
    const second = await registerShopper(shop.url, 'kulup-b');
    const placed = await order(first, variants[0]);
    expect((await club(first)).entries.map((entry) => entry.docNo)).toEqual([placed.docNo]);
    expect((await club(second)).entries).toEqual([]);
    expect((await api().get('/api/member-collection').set('Cookie', second.cookie).expect(200)).body.items).toEqual([]);
    expect(placed.status).toBe(OrderStatus.New);
  });
});
