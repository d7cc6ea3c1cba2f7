import { jest } from '@jest/globals';
import type { Cart, CartItem } from '../../../../contracts/cart/entities';
import type { CartResponse } from '../../../../contracts/cart/responses';
import { ApiError } from '../../lib/api-client';
import type { CartApi } from './api';
import { CartStore } from './cart-store';

const item = (documentId: number, quantity = 1): CartItem => ({
  documentId, productId: documentId, stockBarcodeId: documentId * 10, quantity, isShipment: false, orderNo: documentId,
  salesPriceWithTax: 100 * quantity, salesPriceWithoutTax: 83.33 * quantity, unitPriceWithTax: 100, unitPriceWithoutTax: 83.33, discountPriceWithTax: 100 * quantity,
  totals: [], flags: 0, campaigns: [], availableQuantity: 10, product: { name: `Ürün ${documentId}`, routePath: `/urun-p-${documentId}` },
});
const cart = (version: number, items: CartItem[], itemCount = items.reduce((sum, each) => sum + each.quantity, 0)): Cart => ({
  documentId: 1, currencyId: 1, items, totals: [], tags: [], campaigns: [], suggestedCampaigns: [], itemCount, isTaxIncluded: true, version,
});
const answer = (value: Cart): CartResponse => ({ isSuccess: true, cart: value });

function fakeApi(overrides: Partial<CartApi> = {}): CartApi {
  return {
    getCart: jest.fn(() => Promise.resolve(answer(cart(1, [item(1)])))),
    basketCount: jest.fn(() => Promise.resolve({ isSuccess: true, count: 3 })),
    add: jest.fn(() => Promise.resolve(answer(cart(2, [item(1, 2)])))),
    remove: jest.fn(() => Promise.resolve(answer(cart(3, [], 0)))),
    changeQuantity: jest.fn(() => Promise.resolve(answer(cart(3, [item(1, 3)])))),
    applyCoupon: jest.fn(() => Promise.resolve(answer(cart(3, [item(1)])))),
    removeCoupon: jest.fn(() => Promise.resolve(answer(cart(3, [item(1)])))),
    campaigns: jest.fn(() => Promise.resolve({ isSuccess: true, campaigns: [] })),
    ...overrides,
  };
}

describe('cart store (S4.09-S4.11, S4.20, S4.21, issue 13 item 8)', () => {
  it('S2.15 the badge count comes from basket-count, and a shopper with a cart starts the live channel', async () => {
    const hasCart = jest.fn();
    const store = new CartStore(fakeApi(), { hasCart });
    await store.loadCount();
    expect(store.itemCount).toBe(3);
    expect(hasCart).toHaveBeenCalled();
  });

  it('an add takes the answer\'s cart and tells the notice what went in', async () => {
    const added = jest.fn();
    const store = new CartStore(fakeApi(), { added });
    expect(await store.add(1, 10, 1)).toBe(true);
    expect(store.itemCount).toBe(2);
    expect(added).toHaveBeenCalledWith(expect.objectContaining({ productId: 1, name: 'Ürün 1', quantity: 1 }));
  });

  it('S2.22 a + on a line is told as added (add_to_cart) but marked as a quantity raised, so no cart-added notice shows', async () => {
    const added = jest.fn();
    const store = new CartStore(fakeApi(), { added });
    expect(await store.changeQuantity(item(1, 1), 3)).toBe(true);
    expect(added).toHaveBeenCalledWith(expect.objectContaining({ productId: 1, quantity: 2 }), true);
    await store.add(1, 10, 1);
    expect(added).toHaveBeenLastCalledWith(expect.objectContaining({ productId: 1, quantity: 1 }));
  });

  it('issue 13 item 8: a cart or live event older than the cart held is ignored', async () => {
    const store = new CartStore(fakeApi());
    await store.add(1, 10, 1);
    store.take(cart(1, [item(9)]));
    expect(store.cart?.items[0].documentId).toBe(1);
    expect(store.liveUpdate({ version: 2, itemCount: 7 })).toBe(false);
    expect(store.itemCount).toBe(2);
    expect(store.liveUpdate({ version: 5, itemCount: 4, cart: cart(5, [item(1, 4)]) })).toBe(true);
    expect(store.itemCount).toBe(4);
  });

  it('S4.10 after a remove the answer\'s cart replaces the cart, keeping the lines held only when the answer has none but items remain', async () => {
    const store = new CartStore(fakeApi({ remove: jest.fn(() => Promise.resolve(answer(cart(3, [], 1)))) }));
    await store.add(1, 10, 1);
    await store.remove(item(1, 2));
    expect(store.itemCount).toBe(1);
    expect(store.cart?.items).toHaveLength(1);
    const emptied = new CartStore(fakeApi());
    await emptied.add(1, 10, 1);
    await emptied.remove(item(1, 2));
    expect(emptied.cart?.items).toEqual([]);
    expect(emptied.itemCount).toBe(0);
  });

  it('S4.20 a cart fetch reports loading while it runs, then the cart, or the error (cleared by the next good fetch)', async () => {
    let answerRead: (value: CartResponse) => void = () => undefined;
    let refuse: (reason: unknown) => void = () => undefined;
    const getCart = jest.fn<CartApi['getCart']>()
      .mockImplementationOnce(() => new Promise((resolve) => { answerRead = resolve; }))
      .mockImplementationOnce(() => new Promise((_resolve, reject) => { refuse = reject; }))
      .mockImplementationOnce(() => Promise.resolve(answer(cart(3, [item(2)]))));
    const store = new CartStore(fakeApi({ getCart }));
    expect([store.loading, store.cart, store.error]).toEqual([false, null, null]);

    const reading = store.load();
    expect(store.loading).toBe(true);
    answerRead(answer(cart(1, [item(1)])));
    await reading;
    expect([store.loading, store.cart?.items[0].documentId, store.error]).toEqual([false, 1, null]);

    const failing = store.load();
    expect(store.loading).toBe(true);
    refuse(new ApiError(502, 'Failed to get cart'));
    await failing;
    expect([store.loading, store.cart?.items[0].documentId, store.error]).toEqual([false, 1, 'Failed to get cart']);

    await store.load();
    expect([store.loading, store.cart?.items[0].documentId, store.error]).toEqual([false, 2, null]);
  });

  it('S8.12 a failed basket count is logged with the server\'s message, else "Failed to basket count", and the badge keeps 0', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const refused = new CartStore(fakeApi({ basketCount: jest.fn(() => Promise.reject(new ApiError(400, 'Sepet okunamadı'))) }));
      await refused.loadCount();
      expect(warn).toHaveBeenLastCalledWith('Sepet okunamadı');
      const unreachable = new CartStore(fakeApi({ basketCount: jest.fn(() => Promise.reject(new ApiError(500, 'Network error occurred'))) }));
      await unreachable.loadCount();
      expect(warn).toHaveBeenLastCalledWith('Failed to basket count');
      expect([refused.itemCount, unreachable.itemCount]).toEqual([0, 0]);
    } finally {
      warn.mockRestore();
    }
  });

  it('S8.03 a failed read keeps the server message or "Failed to get cart"', async () => {
    const store = new CartStore(fakeApi({ getCart: jest.fn(() => Promise.reject(new Error('boom'))) }));
    await store.load();
    expect(store.error).toBe('Failed to get cart');
  });
});
