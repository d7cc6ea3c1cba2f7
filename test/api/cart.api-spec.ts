import request from 'supertest';
import { CartMessage } from '../../contracts/cart/messages.js';
import type { Cart } from '../../contracts/cart/entities.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { environmentCookieOf, environmentSetCookieOf, variantsInStock, type Variant } from './cart-fixtures.js';

describe('storefront cart API (S7.01, S7.09-S7.12, S7.17, S8.03-S8.06, S8.17, S9.07)', () => {
  let shop: TestApp;
  let variants: Variant[];
  beforeAll(async () => {
    shop = await startTestApp();
    variants = await variantsInStock(shop.url);
  });
  afterAll(async () => { await shop?.close(); });

  const api = () => request(shop.url);
  /** A new visitor's first add: the answer and the cookie it got. */
  async function newShopperWith(variant: Variant, quantity = 1): Promise<{ cookie: string; cart: Cart }> {
    const response = await api().post('/api/add-to-cart').send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200);
    const cookie = environmentCookieOf(response);
    if (!cookie) throw new Error('no environment_token cookie on the first add');
    return { cookie, cart: response.body.cart as Cart };
  }
  const lineOf = (cart: Cart, variant: Variant) => cart.items.find((item) => item.stockBarcodeId === variant.stockBarcodeId && !item.isShipment);

  it('S8.17 reads without a token answer an empty cart and count 0, and create no token', async () => {
    const count = await api().get('/api/basket-count').expect(200);
    expect(count.body).toEqual({ isSuccess: true, count: 0 });
    expect(environmentCookieOf(count)).toBeUndefined();
    const cart = await api().post('/api/get-cart').send({ tags: ['cart-summary'] }).expect(200);
    expect(cart.body.isSuccess).toBe(true);
    expect(cart.body.cart).toMatchObject({ items: [], itemCount: 0 });
    expect(environmentCookieOf(cart)).toBeUndefined();
  });

  it('S9.07 S3.12 a visitor\'s first add sets the environment_token cookie: httpOnly, SameSite=Lax, path /, 180 days', async () => {
    const [variant] = variants;
    const response = await api().post('/api/add-to-cart').send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 2 }).expect(200);
    const setCookie = environmentSetCookieOf(response);
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=15552000(;|$)/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ isSuccess: true, message: CartMessage.added });
    expect(lineOf(response.body.cart, variant)?.quantity).toBe(2);
    expect(response.body.cart.itemCount).toBe(2);
  });

  it('S7.09 S7.10 S7.01 basket-count and get-cart (the full cart read, no payload) read the cart of the cookie, again and again', async () => {
    const [first, second] = variants;
    const { cookie } = await newShopperWith(first, 1);
    await api().post('/api/add-to-cart').set('Cookie', cookie).send({ productId: second.productId, stockBarcodeId: second.stockBarcodeId, quantity: 3 }).expect(200);
    const count = await api().get('/api/basket-count').set('Cookie', cookie).expect(200);
    expect(count.body).toEqual({ isSuccess: true, count: 4 });
    expect(environmentCookieOf(count)).toBeUndefined();
    const cart = (await api().post('/api/get-cart').set('Cookie', cookie).send({}).expect(200)).body.cart as Cart;
    expect(cart.itemCount).toBe(4);
    expect(lineOf(cart, first)?.quantity).toBe(1);
    expect(lineOf(cart, second)?.quantity).toBe(3);
  });

  it('S7.12 S8.06 change-quantity answers "Item quantity updated" with the changed cart', async () => {
    const [variant] = variants;
    const { cookie, cart } = await newShopperWith(variant);
    const itemId = lineOf(cart, variant)!.documentId;
    const response = await api().post('/api/change-quantity').set('Cookie', cookie).send({ itemId, quantity: 3 }).expect(200);
    expect(response.body).toMatchObject({ isSuccess: true, message: CartMessage.quantityUpdated });
    expect(lineOf(response.body.cart, variant)?.quantity).toBe(3);
    expect(response.body.cart.version).toBeGreaterThan(cart.version);
  });

  it('S7.11 S8.05 remove-from-cart answers "Item removed from cart" and the line is gone', async () => {
    const [variant] = variants;
    const { cookie, cart } = await newShopperWith(variant);
    const itemId = lineOf(cart, variant)!.documentId;
    const response = await api().post('/api/remove-from-cart').set('Cookie', cookie).send({ itemId }).expect(200);
    expect(response.body).toMatchObject({ isSuccess: true, message: CartMessage.removed });
    expect(lineOf(response.body.cart, variant)).toBeUndefined();
    expect((await api().get('/api/basket-count').set('Cookie', cookie).expect(200)).body.count).toBe(0);
  });

  it('S7.01 the page tags decide what else the cart carries: shipping asks for shipment options, no tag does not', async () => {
    const [variant] = variants;
    const { cookie } = await newShopperWith(variant);
    const plain = (await api().post('/api/get-cart').set('Cookie', cookie).send({}).expect(200)).body.cart as Cart;
    expect(plain.shipmentOptions).toBeUndefined();
    const shipping = (await api().post('/api/get-cart').set('Cookie', cookie).send({ tags: ['shipping'] }).expect(200)).body.cart as Cart;
    expect(shipping.shipmentOptions).toEqual(expect.arrayContaining([expect.objectContaining({ id: expect.any(Number), name: expect.any(String) })]));
  });

  it('S5.04 quantities outside 1..10, non-integers, strings and bad ids are refused with 400, never 500', async () => {
    const [variant] = variants;
    const { cookie, cart } = await newShopperWith(variant);
    const itemId = lineOf(cart, variant)!.documentId;
    const base = { productId: variant.productId, stockBarcodeId: variant.stockBarcodeId };
    for (const body of [{ ...base, quantity: 0 }, { ...base, quantity: 11 }, { ...base, quantity: 1.5 }, { ...base, quantity: '2' }, { ...base, quantity: -1 },
      { ...base, productId: -4, quantity: 1 }, { ...base, stockBarcodeId: 0, quantity: 1 }, { ...base, quantity: 1, extra: true }]) {
      const response = await api().post('/api/add-to-cart').set('Cookie', cookie).send(body).expect(400);
      expect(response.body).toMatchObject({ isSuccess: false, status: 400 });
    }
    for (const body of [{ itemId, quantity: 0 }, { itemId, quantity: 11 }, { itemId, quantity: 2.5 }, { itemId: 'x', quantity: 1 }]) {
      await api().post('/api/change-quantity').set('Cookie', cookie).send(body).expect(400);
    }
    await api().post('/api/remove-from-cart').set('Cookie', cookie).send({ itemId: 0 }).expect(400);
    await api().post('/api/get-cart').set('Cookie', cookie).send({ tags: 'cart-summary' }).expect(400);
  });

  it('S8.06 unknown ids answer a clear 4xx: unknown product, unknown line, a barcode of another product', async () => {
    const [variant, other] = variants.filter((candidate, index, all) => all.findIndex((entry) => entry.productId === candidate.productId) === index);
    const { cookie } = await newShopperWith(variant);
    const unknownProduct = await api().post('/api/add-to-cart').set('Cookie', cookie).send({ productId: 99_999_999, stockBarcodeId: variant.stockBarcodeId, quantity: 1 });
    expect(unknownProduct.status).toBeGreaterThanOrEqual(400);
    expect(unknownProduct.status).toBeLessThan(500);
    const mismatched = await api().post('/api/add-to-cart').set('Cookie', cookie).send({ productId: variant.productId, stockBarcodeId: other.stockBarcodeId, quantity: 1 });
    expect(mismatched.status).toBeGreaterThanOrEqual(400);
    expect(mismatched.status).toBeLessThan(500);
    const unknownLine = await api().post('/api/change-quantity').set('Cookie', cookie).send({ itemId: 99_999_999, quantity: 2 }).expect(404);
    expect(unknownLine.body).toMatchObject({ isSuccess: false, message: CartMessage.quantityFailure });
    const unknownRemove = await api().post('/api/remove-from-cart').set('Cookie', cookie).send({ itemId: 99_999_999 }).expect(404);
    expect(unknownRemove.body.message).toEqual(expect.any(String));
  });

  it('S8.05 S8.06 another shopper\'s line is refused and stays as it was', async () => {
    const [variant] = variants;
    const owner = await newShopperWith(variant);
    const stranger = await newShopperWith(variant);
    const itemId = lineOf(owner.cart, variant)!.documentId;
    await api().post('/api/remove-from-cart').set('Cookie', stranger.cookie).send({ itemId }).expect(404);
    await api().post('/api/change-quantity').set('Cookie', stranger.cookie).send({ itemId, quantity: 5 }).expect(404);
    const cart = (await api().post('/api/get-cart').set('Cookie', owner.cookie).send({}).expect(200)).body.cart as Cart;
    expect(lineOf(cart, variant)?.quantity).toBe(1);
  });

  it('a cart line never goes over the barcode\'s stock: 409 with a clear message', async () => {
    const variant = variants.find((candidate) => candidate.stock < 10) ?? variants[0];
    const { cookie, cart } = await newShopperWith(variant);
    const itemId = lineOf(cart, variant)!.documentId;
    if (variant.stock < 10) {
      const response = await api().post('/api/change-quantity').set('Cookie', cookie).send({ itemId, quantity: variant.stock + 1 }).expect(409);
      expect(response.body).toMatchObject({ isSuccess: false, message: CartMessage.quantityFailure, data: { reason: CartMessage.outOfStock } });
    } else {
      await api().post('/api/change-quantity').set('Cookie', cookie).send({ itemId, quantity: 10 }).expect(200);
    }
  });

  it('S3.12 a forged or stale cookie is replaced by a new token and the call goes through', async () => {
    const [variant] = variants;
    const forged = 'environment_token=eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    const response = await api().post('/api/add-to-cart').set('Cookie', forged).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    const replaced = environmentCookieOf(response);
    expect(replaced).toBeDefined();
    expect(replaced).not.toBe(forged);
    expect(response.body.cart.itemCount).toBe(1);
    expect((await api().get('/api/basket-count').set('Cookie', replaced!).expect(200)).body.count).toBe(1);
    const read = await api().get('/api/basket-count').set('Cookie', forged).expect(200);
    expect(read.body.count).toBe(0);
  });

  it('coupons: an unknown code is refused with the engine\'s message, a malformed one with 400', async () => {
    const [variant] = variants;
    const { cookie } = await newShopperWith(variant);
    const unknown = await api().post('/api/apply-coupon').set('Cookie', cookie).send({ couponCode: 'NO-SUCH-COUPON' });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.body).toMatchObject({ isSuccess: false, message: CartMessage.couponNotFound });
    await api().post('/api/apply-coupon').set('Cookie', cookie).send({ couponCode: 'bad code!' }).expect(400);
    await api().post('/api/apply-coupon').set('Cookie', cookie).send({ couponCode: 'X'.repeat(41) }).expect(400);
    const removed = await api().post('/api/remove-coupon').set('Cookie', cookie).send({}).expect(200);
    expect(removed.body).toMatchObject({ isSuccess: true, message: CartMessage.couponRemoved });
    expect(removed.body.cart.couponCode).toBeUndefined();
  });

  it('S7.17 GET /api/get-campaings lists the running campaigns', async () => {
    const response = await api().get('/api/get-campaings').expect(200);
    expect(response.body.isSuccess).toBe(true);
    expect(response.body.campaigns).toHaveEvery((campaign: { id: unknown; name: unknown; description: unknown }) =>
      typeof campaign.id === 'number' && typeof campaign.name === 'string' && typeof campaign.description === 'string');
  });

  it('a campaign\'s name names no amount of one currency: a dollar cart showed "100 ₺ Off Your Cart" beside -$10', async () => {
    for (const culture of ['tr', 'en']) {
      const { campaigns } = (await api().get('/api/get-campaings').set('x-culture', culture).set('Cookie', 'x-currency=2').expect(200)).body as { campaigns: { name: string }[] };
      expect(campaigns.length).toBeGreaterThan(2);
      expect(campaigns.map((campaign) => campaign.name).filter((name) => /[₺$€]/.test(name))).toEqual([]);
    }
  });
});
