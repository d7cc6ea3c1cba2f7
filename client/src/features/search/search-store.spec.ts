import { jest } from '@jest/globals';
import type { SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { ProductListItem } from '../../../../contracts/product/entities';
import type { SearchProductsResponse } from '../../../../contracts/product/responses';
import { ApiError } from '../../lib/api-client';
import { saveConsent } from '../../lib/consent';
import type { SearchApi } from './api';
import {
  deriveCategories, SEARCH_CATEGORIES_MAX, SEARCH_DEBOUNCE_MS, SEARCH_FAILURE, SEARCH_PRODUCTS, SearchStore,
} from './search-store';

const category = (id: number, name: string, parents: [number, string][], isDefault = true) => ({
  id, name, isDefault, hierarchy: [...parents.map(([parentId, parentName]) => ({ id: parentId, name: parentName })), { id, name }],
});

const product = (id: number, categories = [category(10 + id, `Kategori ${id}`, [[1, 'Saat']])]): ProductListItem =>
  ({ id, name: `Ürün ${id}`, routePath: `/urun-${id}`, currencyId: 1, categories });

const answer = (products: ProductListItem[], didYouMean?: string): SearchProductsResponse => ({
  isSuccess: true, products, aggregations: [], ...(didYouMean ? { didYouMean } : {}),
  pagination: { currentPage: 1, pageSize: 4, totalPages: 1, totalItems: products.length, taked: products.length, skipped: 0 },
});

function fakeApi(search: (payload: SearchProductsPayload) => Promise<SearchProductsResponse> = async () => answer([product(1), product(2)])) {
  const calls: SearchProductsPayload[] = [];
  const api: SearchApi = {
    searchProducts: async (payload) => { calls.push(payload); return search(payload); },
    banners: async () => ({
      isSuccess: true,
      banners: [{
        id: 1, key: 'popular-searches', name: 'Popüler', bannerContainerIds: [10], order: 1, tagIds: [],
        extensionData: { ButtonSetListLocalized: [{ Title: 'akıllı saat', Link: '/search?q=ak%C4%B1ll%C4%B1%20saat' }, { Title: 'parfüm', Link: '/search?q=parf%C3%BCm' }] },
      }],
    }),
    popularSearches: async () => ({ isSuccess: true, searches: [{ text: 'AKILLI SAAT', searches: 9 }, { text: 'kol saati', searches: 4 }] }),
    blogPosts: async () => ({ isSuccess: true, blogPosts: [] }),
  };
  return { api, calls };
}

/** Lets pending promise callbacks run (fake timers do not touch microtasks). */
const settle = async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); };

describe('SearchStore (S4.05, S5.03, S9.03, S8.15)', () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  it('S5.03 S9.03 asks for suggestions only 500 ms after the last key, from 3 characters', async () => {
    const { api, calls } = fakeApi();
    const store = new SearchStore(api, () => 'tr');
    store.setText('sa');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(calls.filter((call) => call.searchTerm)).toHaveLength(0);
    expect(store.status).toBe('idle');

    store.setText('saa');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    store.setText('saat');
    expect(store.status).toBe('pending');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(calls.filter((call) => call.searchTerm)).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await settle();
    const searches = calls.filter((call) => call.searchTerm);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ searchTerm: 'saat', pageSize: SEARCH_PRODUCTS });
    expect(searches[0].includes).toEqual(expect.arrayContaining(['Id', 'Name', 'Categories']));
    expect(store.status).toBe('done');
    expect(store.products.map((item) => item.id)).toEqual([1, 2]);
  });

  it('S5.03 spaces do not count towards the 3 characters', () => {
    const { api, calls } = fakeApi();
    const store = new SearchStore(api, () => 'tr');
    store.setText('  sa   ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(calls.filter((call) => call.searchTerm)).toHaveLength(0);
    expect(store.canSubmit).toBe(true);
    store.setText(' s ');
    expect(store.canSubmit).toBe(false);
    expect(store.submitTarget()).toBeUndefined();
  });

  it('S5.03 Enter leads to the results page from 2 characters, in the page language', () => {
    const { api } = fakeApi();
    let culture: 'tr' | 'en' = 'tr';
    const store = new SearchStore(api, () => culture);
    store.setText('sa');
    expect(store.submitTarget()).toBe('/search?q=sa');
    culture = 'en';
    store.setText('kol saati');
    expect(store.submitTarget()).toBe('/en/search?q=kol+saati');
  });

  it('answers that arrive after newer typing are dropped (stale responses)', async () => {
    const pending: ((value: SearchProductsResponse) => void)[] = [];
    const { api } = fakeApi((payload) => payload.searchTerm ? new Promise((resolve) => pending.push(resolve)) : Promise.resolve(answer([])));
    const store = new SearchStore(api, () => 'tr');
    store.setText('saat');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    store.setText('kolye');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(pending).toHaveLength(2);
    pending[1](answer([product(7)]));
    await settle();
    pending[0](answer([product(1), product(2)]));
    await settle();
    expect(store.resultTerm).toBe('kolye');
    expect(store.products.map((item) => item.id)).toEqual([7]);
  });

  it('going back under 3 characters drops an answer still on its way', async () => {
    const pending: ((value: SearchProductsResponse) => void)[] = [];
    const { api } = fakeApi((payload) => payload.searchTerm ? new Promise((resolve) => pending.push(resolve)) : Promise.resolve(answer([])));
    const store = new SearchStore(api, () => 'tr');
    store.setText('saat');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    store.setText('sa');
    pending[0](answer([product(1)]));
    await settle();
    expect(store.products).toEqual([]);
    expect(store.status).toBe('idle');
  });

  it('S8.15 no products: the no-results view lists the popular searches', async () => {
    const { api } = fakeApi(async (payload) => answer(payload.searchTerm ? [] : []));
    const store = new SearchStore(api, () => 'tr');
    store.open();
    await settle();
    store.setText('xqzxqz');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(store.hasNoResults).toBe(true);
    expect(store.options.map((option) => option.kind)).toEqual(['popular', 'popular', 'popular']);
  });

  it('S3.20 popular searches: container 10 first, then recorded ones not already listed (marks and case ignored)', async () => {
    const { api } = fakeApi();
    const store = new SearchStore(api, () => 'tr');
    store.open();
    await settle();
    expect(store.popular.map((item) => item.text)).toEqual(['akıllı saat', 'parfüm', 'kol saati']);
    expect(store.popular[2].href).toBe('/search?q=kol+saati');
  });

  it('a failed suggestion query shows the spec §8 message', async () => {
    const { api } = fakeApi(async (payload) => { if (payload.searchTerm) throw new ApiError(500, 'An error occurred'); return answer([]); });
    const store = new SearchStore(api, () => 'tr');
    store.setText('saat');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(store.status).toBe('error');
    expect(store.error).toBe(SEARCH_FAILURE);
  });

  it('arrow keys move through products, categories and "see all", wrapping; Enter follows the highlighted one', async () => {
    const { api } = fakeApi();
    const store = new SearchStore(api, () => 'tr');
    store.setText('saat');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(store.options.map((option) => option.kind)).toEqual(['product', 'product', 'category', 'category', 'category', 'all']);
    store.moveActive(1);
    expect(store.submitTarget()).toBe('/urun-1');
    store.moveActive(-1);
    expect(store.activeOption?.kind).toBe('all');
    expect(store.submitTarget()).toBe('/search?q=saat');
    store.moveActive(1);
    expect(store.activeIndex).toBe(0);
    store.close();
    expect(store.activeIndex).toBe(-1);
  });

  it('S4.05 open and close', () => {
    const { api } = fakeApi();
    const store = new SearchStore(api, () => 'tr');
    store.open();
    expect(store.isOpen).toBe(true);
    store.close();
    expect(store.isOpen).toBe(false);
  });

  it('trackSearch pushes the GA4 search event to the data layer (once the shopper consented)', () => {
    saveConsent('granted');
    const { api } = fakeApi();
    const store = new SearchStore(api, () => 'tr');
    store.trackSearch('saat');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'search', search_term: 'saat' });
  });
});

describe('deriveCategories (S9.03)', () => {
  it('takes each main category first (most frequent first), then parents, at most 6, no repeats', () => {
    const products = [
      product(1, [category(20, 'Erkek Saat', [[1, 'Saat']])]),
      product(2, [category(21, 'Kadın Saat', [[1, 'Saat']])]),
      product(3, [category(21, 'Kadın Saat', [[1, 'Saat']]), category(99, 'İndirim', [], false)]),
      product(4, [category(30, 'Akıllı Saat', [[2, 'Elektronik'], [3, 'Giyilebilir']])]),
    ];
    expect(deriveCategories(products).map((item) => item.name)).toEqual(['Kadın Saat', 'Erkek Saat', 'Akıllı Saat', 'Saat', 'Giyilebilir', 'Elektronik']);
  });

  it('stops at SEARCH_CATEGORIES_MAX and skips products without categories', () => {
    const products = Array.from({ length: 10 }, (_, index) => product(index + 1, [category(100 + index, `K${index}`, [])]));
    products.push({ id: 50, name: 'x' });
    expect(deriveCategories(products)).toHaveLength(SEARCH_CATEGORIES_MAX);
  });
});
