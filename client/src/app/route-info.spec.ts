import { testStores } from '../test-stores';
import { arrivedRouteInfo, prefetchCataloguePage, routeInfo } from './route-info';

const answer = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: async () => body } as Response);
const PRODUCT_ROUTE = { type: 'product', id: 12, culture: 'tr', title: 'Casio', alternates: { tr: '/casio-p-12', en: '/en/casio-p-12' } };

describe('route info asked for while the app starts (S2.05)', () => {
  it('the first catalogue page\'s route is handed to the page once, and a product page\'s product is asked for at once; done when both are in', async () => {
    const asked: string[] = [];
    let answerProduct: (response: Response) => void = () => undefined;
    const productAnswer = new Promise<Response>((resolve) => { answerProduct = resolve; });
    const fetcher = (async (url: string) => {
      asked.push(url);
      return url.startsWith('/api/route-info') ? answer({ isSuccess: true, route: PRODUCT_ROUTE }) : productAnswer;
    }) as unknown as typeof fetch;
    const { stores } = testStores(fetcher);
    let done = false;
    const prefetching = prefetchCataloguePage(stores, '/casio-p-12', '').then(() => { done = true; });
    expect(arrivedRouteInfo(stores.api, '/casio-p-12')).toBeUndefined();
    while (asked.length < 2) await Promise.resolve();
    expect(arrivedRouteInfo(stores.api, '/casio-p-12')?.route).toEqual(PRODUCT_ROUTE);
    expect(asked).toEqual(['/api/route-info?path=%2Fcasio-p-12', '/api/get-product']);
    expect(done).toBe(false); // main.tsx draws the page once the product is in too
    answerProduct({ ok: false, status: 404, json: async () => ({ isSuccess: false, message: 'Product not found' }) } as Response);
    await prefetching; // a failed product answer ends the wait as well: the page reports it

    expect((await routeInfo(stores.api, '/casio-p-12')).route).toEqual(PRODUCT_ROUTE);
    expect(arrivedRouteInfo(stores.api, '/casio-p-12')).toBeUndefined();
    void routeInfo(stores.api, '/casio-p-12');
    expect(asked.filter((url) => url.startsWith('/api/route-info'))).toHaveLength(2);
  });

  it('a list page\'s first products are asked for with the URL\'s filters as soon as the route says it is a brand list', async () => {
    const bodies: { url: string; body?: string }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      bodies.push({ url, body: init?.body as string | undefined });
      return url.startsWith('/api/route-info')
        ? answer({ isSuccess: true, route: { type: 'brand', id: 4, culture: 'tr', title: 'Casio', alternates: { tr: '/casio-b-4', en: '/en/casio-b-4' } } })
        : answer({ isSuccess: true, products: [], aggregations: [] });
    }) as unknown as typeof fetch;
    const { stores } = testStores(fetcher);
    await prefetchCataloguePage(stores, '/casio-b-4', '?price=100-500&sort=price_asc');
    expect(bodies.map(({ url }) => url)).toEqual(['/api/route-info?path=%2Fcasio-b-4', '/api/search-products']);
    expect(JSON.parse(bodies[1].body!)).toMatchObject({ brandIds: [4], minPrice: 100, maxPrice: 500, sort: 'price-asc', currentPage: 1 });
  });
});
