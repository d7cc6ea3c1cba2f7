import { jest } from '@jest/globals';
import type { Cart } from '../../../../contracts/cart/entities';
import { CartNotice } from '../../../../contracts/cart/messages';
import type { CartApi } from './api';
import { ApiError } from '../../lib/api-client';

// What the shopper is told, recorded instead of shown.
const notify = jest.fn<(kind: string, message: string) => Promise<void>>(() => Promise.resolve());
jest.unstable_mockModule('../../components/notify', () => ({ notify }));
const { CartStore } = await import('./cart-store');

const cart = (version: number, couponCode?: string, itemCount = 1): Cart => ({
  documentId: 1, currencyId: 1, items: [], totals: [], tags: [], campaigns: [], suggestedCampaigns: [], itemCount, isTaxIncluded: true, version,
  ...(couponCode ? { couponCode } : {}),
});
const api = (next: Cart, refusal?: Error) => ({
  applyCoupon: () => (refusal ? Promise.reject(refusal) : Promise.resolve({ isSuccess: true, cart: next })),
  changeQuantity: () => Promise.resolve({ isSuccess: true, cart: next }),
  removeCoupon: () => Promise.resolve({ isSuccess: true, cart: next }),
}) as unknown as CartApi;

describe('issue 32 item 15: a coupon that stops applying is not lost silently', () => {
  beforeEach(() => notify.mockClear());

  it('says so when a change leaves the cart under the coupon\'s minimum and the coupon gone from the cart', async () => {
    const store = new CartStore(api(cart(2)));
    store.take(cart(1, 'HOSGELDIN'));
    await store.changeQuantity({ documentId: 1, quantity: 2 } as never, 1);
    expect(notify).toHaveBeenCalledWith('warning', CartNotice.couponStoppedApplying);
  });

  it('stays quiet when the shopper took the coupon off, or the cart was emptied', async () => {
    const store = new CartStore(api(cart(2)));
    store.take(cart(1, 'HOSGELDIN'));
    await store.removeCoupon();
    store.take(cart(3, 'HOSGELDIN'));
    store.take(cart(4, undefined, 0));
    expect(notify).not.toHaveBeenCalledWith('warning', CartNotice.couponStoppedApplying);
  });

  it('issue 32 item 20: a refused coupon is kept for its field (marked, the message beside it), not only a passing toast', async () => {
    const store = new CartStore(api(cart(2), new ApiError(422, 'Bu kuponun süresi dolmuş')));
    store.take(cart(1));
    expect(await store.applyCoupon('ESKI20')).toBe(false);
    expect(store.couponError).toBe('Bu kuponun süresi dolmuş');
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything(), expect.anything());
    store.clearCouponError();
    expect(store.couponError).toBeNull();
  });
});
