import { DEFAULT_FEATURE_FLAGS } from '../../../contracts/site/entities';
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

describe('root store', () => {
  it('hands out one instance of each domain store, made when first asked for', () => {
    const { stores } = storesCountingCalls();
    for (const name of ['currency', 'content', 'catalogue', 'cart', 'search', 'menu', 'footer', 'blog', 'texts'] as const) {
      expect(stores[name]).toBeDefined();
      expect(stores[name]).toBe(stores[name]);
    }
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
