import { runInAction } from 'mobx';
import { MemberStatus, WISH_LIST_STORAGE_KEY, type Member } from '../../../contracts/member/entities';
import { DEFAULT_FEATURE_FLAGS } from '../../../contracts/site/entities';
import { memberStore } from '../features/member/member-store';
import { RootStore } from './root-store';

const banner = { id: 1, name: 'Yeni sezon', order: 1, bannerContainerIds: [1] };

/** A root store whose API answers one banner list and counts the calls. */
function storesCountingCalls() {
  const calls: string[] = [];
  const fetcher = (async (url: string) => {
    calls.push(url);
    return { ok: true, status: 200, json: async () => ({ isSuccess: true, banners: [banner] }) } as Response;
  }) as unknown as typeof fetch;
  return { stores: new RootStore({ features: DEFAULT_FEATURE_FLAGS, publicUrl: 'http://localhost' }, { fetch: fetcher }), calls };
}

/** A root store (no live channel) whose cart answers: a line of product 1, its quantity following the last request. */
function storesWithCart() {
  const fetcher = (async (_url: string, init?: RequestInit) => {
    const quantity = (JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { quantity?: number }).quantity ?? 1;
    const line = { documentId: 1, productId: 1, stockBarcodeId: 10, quantity, isShipment: false, unitPriceWithTax: 100, product: { name: 'Saat', routePath: '/saat-p-1' } };
    return { ok: true, status: 200, json: async () => ({ isSuccess: true, cart: { documentId: 1, currencyId: 1, items: [line], totals: [], itemCount: quantity, version: quantity } }) } as Response;
  }) as unknown as typeof fetch;
  return new RootStore({ features: { ...DEFAULT_FEATURE_FLAGS, liveCart: false }, publicUrl: 'http://localhost' }, { fetch: fetcher });
}

describe('root store', () => {
  it('S2.22 the cart-added notice shows for a product added, not for a line\'s quantity raised in the cart', async () => {
    const stores = storesWithCart();
    await stores.cart.add(1, 10, 1);
    expect(stores.ui.lastAddedCartItem).toEqual(expect.objectContaining({ productId: 1, name: 'Saat', quantity: 1 }));
    stores.ui.setLastAddedCartItem(null);
    await stores.cart.changeQuantity(stores.cart.lines[0], 2);
    expect(stores.cart.itemCount).toBe(2);
    expect(stores.ui.lastAddedCartItem).toBeNull();
  });


  it('hands out one instance of each domain store, made when first asked for', () => {
    const { stores } = storesCountingCalls();
    for (const name of ['currency', 'content', 'catalogue', 'cart', 'search', 'menu', 'texts'] as const) {
      expect(stores[name]).toBeDefined();
      expect(stores[name]).toBe(stores[name]);
    }
  });

  it('a lazy page\'s store is made once per factory, and a language change tells it when it is LanguageBound, and no other store', () => {
    const { stores } = storesCountingCalls();
    let made = 0;
    const bound = () => { made += 1; return { told: 0, languageChanged() { this.told += 1; } }; };
    // A reset() of its own means something else: a language change does not call it.
    const plain = () => ({ resets: 0, reset() { this.resets += 1; } });
    expect(stores.lazyStore(bound)).toBe(stores.lazyStore(bound));
    expect(stores.lazyStore(plain)).not.toBe(stores.lazyStore(bound));
    expect(made).toBe(1);
    stores.changeCulture('en');
    expect(stores.lazyStore(bound).told).toBe(1);
    expect(stores.lazyStore(plain).resets).toBe(0);
  });

  it('S2.05 a signed-in member switching the language stays signed in, with the wish list kept', () => {
    const { stores } = storesCountingCalls();
    const member = stores.lazyStore(memberStore);
    member.setMember({ id: 5, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com' } as Member);
    runInAction(() => { member.status = MemberStatus.LoggedIn; });
    localStorage.setItem(WISH_LIST_STORAGE_KEY, '7');
    stores.changeCulture('en');
    expect(member.isMember).toBe(true);
    expect(member.member?.name).toBe('Ayşe');
    expect(localStorage.getItem(WISH_LIST_STORAGE_KEY)).toBe('7');
    localStorage.removeItem(WISH_LIST_STORAGE_KEY);
  });

  it('a language change forgets the banners read in the old language, so they are read again', async () => {
    const { stores, calls } = storesCountingCalls();
    await stores.content.load([1]);
    expect(stores.content.banners(1)).toHaveLength(1);
    stores.changeCulture('en');
    expect(stores.content.isLoaded(1)).toBe(false);
    await stores.content.load([1]);
    expect(calls).toHaveLength(2);
  });

  it('a language change before any store was used makes none and asks for nothing', () => {
    const { stores, calls } = storesCountingCalls();
    stores.changeCulture('en');
    expect(stores.ui.culture).toBe('en');
    expect(calls).toHaveLength(0);
  });
});
