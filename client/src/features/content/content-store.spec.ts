import type { Banner } from '../../../../contracts/banner/entities';
import type { ContentApi } from './api';
import { ContentStore } from './content-store';

const banner = (id: number, containerId: number, order: number): Banner =>
  ({ id, name: `b${id}`, key: `b${id}`, bannerContainerIds: [containerId], order, tagIds: [], extensionData: {} });

/** An API whose banner answers the test releases by hand. */
function heldApi() {
  const calls: { ids: number[]; release: (banners: Banner[]) => void }[] = [];
  const api = {
    banners: (ids: number[]) => new Promise((resolve) => { calls.push({ ids, release: (banners) => resolve({ isSuccess: true, banners }) }); }),
    categoryTree: async () => ({ isSuccess: true, categories: [] }),
  } as unknown as ContentApi;
  return { api, calls };
}

describe('ContentStore (S3.20)', () => {
  it('a second caller waits for the containers already being read instead of asking again', async () => {
    const { api, calls } = heldApi();
    const store = new ContentStore(api);
    const first = store.load([1, 2]);
    const second = store.load([2, 13]);
    expect(calls.map((call) => call.ids)).toEqual([[1, 2], [13]]);
    expect(store.isLoaded(2)).toBe(false);
    calls[0].release([banner(7, 2, 2), banner(6, 2, 1), banner(5, 1, 1)]);
    calls[1].release([]);
    await Promise.all([first, second]);
    expect(store.banners(2).map((item) => item.id)).toEqual([6, 7]);
    expect(store.isLoaded(13)).toBe(true);
    expect(store.banners(13)).toEqual([]);
  });

  it('an answer asked for before a language change is not kept', async () => {
    const { api, calls } = heldApi();
    const store = new ContentStore(api);
    const old = store.load([1]);
    store.languageChanged();
    const fresh = store.load([1]);
    expect(calls).toHaveLength(2);
    calls[0].release([banner(1, 1, 1)]);
    await old;
    expect(store.isLoaded(1)).toBe(false);
    calls[1].release([banner(2, 1, 1)]);
    await fresh;
    expect(store.banners(1).map((item) => item.id)).toEqual([2]);
  });
});
