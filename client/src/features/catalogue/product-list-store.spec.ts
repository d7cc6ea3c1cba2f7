import { ProductRequestFlags as F } from '../../../../contracts/enums';
import type { SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { SearchProductsResponse } from '../../../../contracts/product/responses';
import { ApiError } from '../../lib/api-client';
import { EMPTY_CRITERIA } from '../../lib/list-criteria';
import { ApiClient } from '../../lib/api-client';
import { catalogueApi } from './api';
import { RecentAnswers } from '../../lib/recent-answers';
import { preloadList, ProductListStore } from './product-list-store';

const answer = (ids: number[], extra: Partial<SearchProductsResponse> = {}): SearchProductsResponse => ({
  isSuccess: true, products: ids.map((id) => ({ id })), aggregations: [],
  pagination: { currentPage: 1, pageSize: 24, totalItems: ids.length, totalPages: ids.length ? 1 : 0, taked: ids.length, skipped: 0 }, ...extra,
});

/** The real catalogue API over a fake network answering `search` (an ApiError thrown is the server's error answer). */
function fakeApi(search: (payload: SearchProductsPayload) => Promise<SearchProductsResponse>) {
  const calls: SearchProductsPayload[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    const payload = JSON.parse(init.body as string) as SearchProductsPayload;
    calls.push(payload);
    try {
      const body = await search(payload);
      return { ok: true, status: 200, json: async () => body } as Response;
    } catch (error) {
      const { status, message } = error as ApiError;
      return { ok: false, status, json: async () => ({ isSuccess: false, status, message }) } as Response;
    }
  }) as unknown as typeof globalThis.fetch;
  const api = catalogueApi(new ApiClient({ culture: () => 'tr', deviceType: () => 2, fetch }));
  return { api, calls };
}

describe('ProductListStore', () => {
  it('issue 16: a list shown before in the same language and currency is drawn at once from the visit\'s answers, without asking again', async () => {
    const { api, calls } = fakeApi(async () => answer([1, 2]));
    const lists = new RecentAnswers<SearchProductsResponse>(12);
    let shownIn = 'tr|1';
    const recent = { lists, shownIn: () => shownIn };
    await new ProductListStore(api, recent).load({ categoryIds: [3] }, EMPTY_CRITERIA);

    const back = new ProductListStore(api, recent).restoreRecent({ categoryIds: [3] }, EMPTY_CRITERIA);
    expect(back.loading).toBe(false);
    expect(back.products.map((product) => product.id)).toEqual([1, 2]);
    await back.load({ categoryIds: [3] }, EMPTY_CRITERIA);
    expect(calls).toHaveLength(1);

    // Another currency (or language), another filter: nothing to draw yet.
    shownIn = 'tr|2';
    expect(new ProductListStore(api, recent).restoreRecent({ categoryIds: [3] }, EMPTY_CRITERIA).response).toBeNull();
    shownIn = 'tr|1';
    expect(new ProductListStore(api, recent).restoreRecent({ categoryIds: [3] }, { ...EMPTY_CRITERIA, inStock: true }).response).toBeNull();
  });

  it('S3.02 loads the page scope narrowed by the URL criteria and keeps the answer', async () => {
    const { api, calls } = fakeApi(async () => answer([1, 2], { didYouMean: 'saat' }));
    const store = new ProductListStore(api);
    const response = await store.load({ categoryIds: [3] }, { ...EMPTY_CRITERIA, brandIds: [7], inStock: true, page: 2 });
    expect(calls[0]).toMatchObject({ categoryIds: [3], brandIds: [7], currentPage: 2, flags: F.Default | F.GroupVariations | F.InStock });
    expect(response?.didYouMean).toBe('saat');
    expect(store.products.map((product) => product.id)).toEqual([1, 2]);
    expect(store.totalItems).toBe(2);
    expect(store.loading).toBe(false);
    expect(store.isEmpty).toBe(false);
  });

  it('an answer with no products is the empty view, not an error', async () => {
    const store = new ProductListStore(fakeApi(async () => answer([])).api);
    await store.load({}, EMPTY_CRITERIA);
    expect(store.isEmpty).toBe(true);
    expect(store.error).toBeNull();
  });

  it('S8.04 a failure keeps the server message, else Failed to search products', async () => {
    const store = new ProductListStore(fakeApi(async () => { throw new ApiError(503, 'Bakımdayız'); }).api);
    expect(await store.load({}, EMPTY_CRITERIA)).toBeNull();
    expect(store.error).toBe('Bakımdayız');
    const plain = new ProductListStore(fakeApi(async () => { throw new ApiError(500, 'Network error occurred'); }).api);
    await plain.load({}, EMPTY_CRITERIA);
    expect(plain.error).toBe('Failed to search products');
  });

  it('only the latest request writes: a slow earlier answer never replaces a newer one', async () => {
    const releases: ((response: SearchProductsResponse) => void)[] = [];
    const store = new ProductListStore(fakeApi(() => new Promise((resolve) => releases.push(resolve))).api);
    const first = store.load({}, { ...EMPTY_CRITERIA, page: 1 });
    const second = store.load({}, { ...EMPTY_CRITERIA, page: 2 });
    releases[1](answer([20]));
    await second;
    releases[0](answer([10]));
    expect(await first).toBeNull();
    expect(store.products.map((product) => product.id)).toEqual([20]);
    expect(store.criteria.page).toBe(2);
  });

  it('hides facets without values, and the brand facet on a brand page', async () => {
    const aggregations = [
      { name: 'Brand', title: 'Marka', buckets: [{ key: '5', label: 'Casio', count: 3, selected: true }] },
      { name: 'Size', title: 'Beden', buckets: [] },
      { name: 'attr_color', title: 'Renk', buckets: [{ key: 'Siyah', label: 'Siyah', count: 2, selected: false }] },
    ];
    const store = new ProductListStore(fakeApi(async () => answer([1], { aggregations })).api);
    await store.load({ brandIds: [5] }, EMPTY_CRITERIA);
    expect(store.facets.map((facet) => facet.name)).toEqual(['attr_color']);
    await store.load({ categoryIds: [1] }, EMPTY_CRITERIA);
    expect(store.facets.map((facet) => facet.name)).toEqual(['Brand', 'attr_color']);
  });

  it('issue 16 item 9: a value that would find nothing is not offered, unless it is chosen (so it can be taken off)', async () => {
    const aggregations = [
      { name: 'attr_color', title: 'Renk', buckets: [
        { key: 'Siyah', label: 'Siyah', count: 2, selected: false },
        { key: 'Mavi', label: 'Mavi', count: 0, selected: false },
        { key: 'Kırmızı', label: 'Kırmızı', count: 0, selected: true },
      ] },
      { name: 'attr_material', title: 'Malzeme', buckets: [{ key: 'Deri', label: 'Deri', count: 0, selected: false }] },
    ];
    const store = new ProductListStore(fakeApi(async () => answer([1], { aggregations })).api);
    await store.load({ categoryIds: [1] }, EMPTY_CRITERIA);
    expect(store.facets.map((facet) => [facet.name, facet.buckets.map((bucket) => bucket.key)])).toEqual([['attr_color', ['Siyah', 'Kırmızı']]]);
  });

  it('S2.05 starts from the list asked for with the app\'s start: cards at once, the first load not sent again, the next one is', async () => {
    const { api, calls } = fakeApi(async () => answer([1, 2]));
    const criteria = { ...EMPTY_CRITERIA, brandIds: [7] };
    await preloadList(api, { categoryIds: [3] }, criteria);
    expect(calls).toHaveLength(1);
    const other = new ProductListStore(api).adoptPreloaded({ categoryIds: [4] }, criteria);
    expect(other.response).toBeNull(); // another list's answer is not taken
    const store = new ProductListStore(api).adoptPreloaded({ categoryIds: [3] }, criteria);
    expect(store.products.map((product) => product.id)).toEqual([1, 2]);
    expect(store.loading).toBe(false);
    expect((await store.load({ categoryIds: [3] }, criteria))?.products).toHaveLength(2);
    expect(calls).toHaveLength(1);
    await store.load({ categoryIds: [3] }, criteria); // a later load (a currency change) asks again
    expect(calls).toHaveLength(2);
    expect(new ProductListStore(api).adoptPreloaded({ categoryIds: [3] }, criteria).response).toBeNull(); // handed over once
  });

  it('takes over the preloaded request still on its way instead of sending it twice', async () => {
    let release: (response: SearchProductsResponse) => void = () => undefined;
    const { api, calls } = fakeApi(() => new Promise((resolve) => { release = resolve; }));
    const preloading = preloadList(api, { brandIds: [5] }, EMPTY_CRITERIA);
    const store = new ProductListStore(api).adoptPreloaded({ brandIds: [5] }, EMPTY_CRITERIA);
    expect(store.response).toBeNull();
    const loading = store.load({ brandIds: [5] }, EMPTY_CRITERIA);
    expect(store.loading).toBe(true);
    release(answer([9]));
    await preloading;
    expect((await loading)?.products).toEqual([{ id: 9 }]);
    expect(calls).toHaveLength(1);
  });

  it('issue 32 item 15: a chosen category keeps its chip by the name the list offered it under, though its answer lists only its children', async () => {
    const bucket = (key: string, label: string, selected = false) => ({ key, label, count: 3, selected });
    const { api } = fakeApi(async (payload) => answer([1], {
      aggregations: [{ name: 'Category', title: 'Kategori', buckets: payload.categoryIds?.includes(12) ? [bucket('121', 'Kronograf')] : [bucket('12', 'Erkek Saat'), bucket('13', 'Kadın Saat')] }],
    }));
    const store = new ProductListStore(api);
    await store.load({ categoryIds: [1] }, EMPTY_CRITERIA);
    expect(store.chosenCategories).toEqual([]);
    await store.load({ categoryIds: [1] }, { ...EMPTY_CRITERIA, categoryIds: [12] });
    expect(store.chosenCategories).toEqual([{ key: '12', label: 'Erkek Saat' }]);
  });
});
