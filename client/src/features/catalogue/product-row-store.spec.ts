import type { SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { SearchProductsResponse } from '../../../../contracts/product/responses';
import { ApiError } from '../../lib/api-client';
import type { CatalogueApi } from './api';
import { ProductRowStore, VARIATIONS_TAG } from './product-row-store';

const answer = (ids: number[]): SearchProductsResponse => ({
  isSuccess: true, products: ids.map((id) => ({ id })), aggregations: [],
  pagination: { currentPage: 1, pageSize: ids.length, totalItems: ids.length, totalPages: 1, taked: ids.length, skipped: 0 },
});

function fakeApi(search: (payload: SearchProductsPayload) => Promise<SearchProductsResponse>) {
  const calls: SearchProductsPayload[] = [];
  const api = { searchProducts: (payload: SearchProductsPayload) => { calls.push(payload); return search(payload); } } as unknown as CatalogueApi;
  return { api, calls };
}

describe('ProductRowStore (home widgets, recently viewed)', () => {
  it('S7.05 shows products by id as a product display call: tag variations, pageSize equal to the number of ids, no facets', async () => {
    const { api, calls } = fakeApi(async () => answer([9, 4, 7]));
    const store = new ProductRowStore(api);
    await store.loadIds([9, 4, 7]);
    expect(calls).toEqual([expect.objectContaining({ productIds: [9, 4, 7], pageSize: 3, tags: [VARIATIONS_TAG], aggregateBy: ['None'] })]);
    expect(VARIATIONS_TAG).toBe('variations');
    expect(store.products.map((product) => product.id)).toEqual([9, 4, 7]);
    expect(store.loaded).toBe(true);
  });

  it('no ids, no call and nothing to show', async () => {
    const { api, calls } = fakeApi(async () => answer([1]));
    const store = new ProductRowStore(api);
    await store.loadIds([]);
    expect(calls).toHaveLength(0);
    expect(store.products).toEqual([]);
    expect(store.loaded).toBe(true);
  });

  it('S8.04 a failure keeps the server message, else Failed to search products', async () => {
    const store = new ProductRowStore(fakeApi(async () => { throw new ApiError(503, 'Bakım çalışması'); }).api);
    await store.load({ pageSize: 12 });
    expect(store.error).toBe('Bakım çalışması');
    const plain = new ProductRowStore(fakeApi(async () => { throw new Error('socket hang up'); }).api);
    await plain.load({ pageSize: 12 });
    expect(plain.error).toBe('Failed to search products');
  });

  it('only the latest load writes: a slow earlier answer never replaces a newer one', async () => {
    let releaseFirst: (response: SearchProductsResponse) => void = () => undefined;
    let call = 0;
    const store = new ProductRowStore(fakeApi(() => (++call === 1 ? new Promise((resolve) => { releaseFirst = resolve; }) : Promise.resolve(answer([2])))).api);
    const first = store.load({ pageSize: 12 });
    await store.load({ pageSize: 12 });
    releaseFirst(answer([1]));
    await first;
    expect(store.products.map((product) => product.id)).toEqual([2]);
  });
});
