// The storefront routes under load. search-products takes `currentPage`, not `page`: the DTO
// forbids unknown fields, and a 400 would measure the validation error path instead.
// A route with `bodies` sends them in turn, one list for all connections (load-worker.mjs); its
// baselines answer the first one's bytes.
import { fetchWithin } from './net.mjs';
import { jsonPost, LIST_FACETS, LIST_FIELDS, LIST_FLAGS, LIST_PAGE_SIZE } from './payloads.mjs';

/** Distinct products the product-detail load asks for (issue 12 item 5). */
const DETAIL_IDS = 100;
/** Distinct price ceilings of the uncached search: more than the answer cache holds in its 10 s. */
const UNCACHED_VARIANTS = 2000;

export const FIXED_ROUTES = [
  { name: 'GET /api/currencies', method: 'GET', path: '/api/currencies' },
  {
    name: 'POST /api/search-products', method: 'POST', path: '/api/search-products',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 24, currentPage: 1 }),
  },
];

/** Products the load asks for: the first DETAIL_IDS of the catalogue, with their page paths. */
export async function someProducts(baseUrl) {
  const { method, path, headers, body } = jsonPost('/api/search-products', { pageSize: DETAIL_IDS, includes: ['Id', 'RoutePath'], flags: 6 });
  const response = await fetchWithin(`${baseUrl}${path}`, { method, headers, body }, 30_000);
  if (response.status !== 200) throw new Error(`search-products answered ${response.status} while choosing products`);
  return (await response.json()).products;
}

/**
 * Every route of the throughput section: the fixed ones, then (issue 12) a product's detail over
 * 100 distinct ids, the search page's faceted request with a price ceiling that defeats the
 * answer cache, and a product page's HTML as a browser asks for it.
 */
export async function throughputRoutes(baseUrl) {
  const products = await someProducts(baseUrl);
  const detail = products.map((product) => JSON.stringify({ productId: product.id }));
  const uncached = Array.from({ length: UNCACHED_VARIANTS }, (_, index) => JSON.stringify({
    searchTerm: 'saat', currentPage: 1, pageSize: LIST_PAGE_SIZE, includes: LIST_FIELDS, flags: LIST_FLAGS,
    aggregateBy: LIST_FACETS, maxPrice: 100_000 - index,
  }));
  return [
    ...FIXED_ROUTES,
    { name: `POST /api/get-product (${detail.length} ids)`, method: 'POST', path: '/api/get-product', headers: { 'content-type': 'application/json' }, body: detail[0], bodies: detail },
    { name: 'POST /api/search-products (faceted, uncached)', method: 'POST', path: '/api/search-products', headers: { 'content-type': 'application/json' }, body: uncached[0], bodies: uncached },
    { name: 'GET product page HTML', method: 'GET', path: products[0].routePath, headers: { accept: 'text/html' } },
  ];
}
