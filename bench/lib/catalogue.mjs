// Issue 3: a product list filtered by three facets (a top category, one of its brands, a price
// range) with every facet counted, as the list page asks it. The facet values are read from the
// server's own aggregations so every request names values that exist at the seeded size.
import { fetchWithin } from './net.mjs';
import { jsonPost, LIST_FACETS, LIST_FIELDS, LIST_FLAGS, LIST_PAGE_SIZE, SORTS } from './payloads.mjs';
import { coldAndWarmRequests, timeColdAndWarm, timeSequential } from './sequential.mjs';

const BRANDS_PER_CATEGORY = 4;
const PRICE_RANGES_PER_CATEGORY = 3;
const PAGES = [1, 2];

async function facets(baseUrl, body) {
  const { method, path, headers, body: text } = jsonPost('/api/search-products', { ...body, pageSize: 1, includes: ['Id'] });
  const response = await fetchWithin(`${baseUrl}${path}`, { method, headers, body: text }, 60_000);
  if (response.status !== 200) throw new Error(`search-products answered ${response.status} while reading facets: ${(await response.text()).slice(0, 200)}`);
  const { aggregations } = await response.json();
  return Object.fromEntries(aggregations.map((aggregation) => [aggregation.name, aggregation]));
}

/** Price ranges inside [min, max]: the facet's own buckets when there are several, else thirds. */
function priceRanges(price) {
  const buckets = (price?.buckets ?? []).filter((bucket) => bucket.count > 0).map((bucket) => bucket.key.split('-').map(Number));
  if (buckets.length >= PRICE_RANGES_PER_CATEGORY) return buckets.slice(0, PRICE_RANGES_PER_CATEGORY);
  const min = Math.floor(price?.min ?? 0);
  const max = Math.ceil(price?.max ?? 1000);
  const step = Math.max(1, Math.round((max - min) / 3));
  return [[min, min + step], [min + step, min + 2 * step], [min + 2 * step, max]];
}

/**
 * Category x brand x price-range list requests, each in every sort on pages 1 and 2, so a few
 * hundred timed requests are all different (the API keeps search answers in a 10 s read cache).
 */
export async function catalogueRequests(baseUrl) {
  const top = await facets(baseUrl, { aggregateBy: ['Category'] });
  const categories = (top.Category?.buckets ?? []).filter((bucket) => bucket.count > 0).map((bucket) => Number(bucket.key));
  if (categories.length === 0) throw new Error('the Category facet has no buckets: is the catalogue seeded?');
  const filters = [];
  for (const categoryId of categories) {
    const inCategory = await facets(baseUrl, { categoryIds: [categoryId], aggregateBy: ['Brand', 'Price'] });
    const brands = (inCategory.Brand?.buckets ?? []).filter((bucket) => bucket.count > 0).slice(0, BRANDS_PER_CATEGORY).map((bucket) => Number(bucket.key));
    for (const brandId of brands) {
      for (const [minPrice, maxPrice] of priceRanges(inCategory.Price)) filters.push({ categoryIds: [categoryId], brandIds: [brandId], minPrice, maxPrice });
    }
  }
  // Every filter once before any repeats with another sort or page; neighbours differ in category.
  const shuffled = filters.map((filter, index) => ({ filter, key: (index * 7919) % filters.length })).sort((a, b) => a.key - b.key).map(({ filter }) => filter);
  return PAGES.flatMap((currentPage) => SORTS.flatMap((sort) => shuffled.map((filter) => jsonPost('/api/search-products', {
    ...filter, pageSize: LIST_PAGE_SIZE, currentPage, sort, flags: LIST_FLAGS, aggregateBy: LIST_FACETS, includes: LIST_FIELDS,
  }))));
}

export async function measureCatalogue(baseUrl, { samples }) {
  const requests = await catalogueRequests(baseUrl);
  return { ...await timeSequential(baseUrl, requests, { count: samples }), facets: 'top category + brand + price range; aggregateBy every list facet' };
}

/** Ids of the first `count` products in the catalogue's order, a page of 100 at a time. */
export async function productIds(baseUrl, count) {
  const ids = [];
  for (let currentPage = 1; ids.length < count; currentPage += 1) {
    const { method, path, headers, body } = jsonPost('/api/search-products', { pageSize: 100, currentPage, includes: ['Id'] });
    const response = await fetchWithin(`${baseUrl}${path}`, { method, headers, body }, 60_000);
    if (response.status !== 200) throw new Error(`search-products answered ${response.status} while choosing products`);
    const { products } = await response.json();
    if (products.length === 0) break;
    ids.push(...products.map((product) => product.id));
  }
  return ids.slice(0, count);
}

/**
 * Issue 12 item 5: a product's detail page answer (POST /api/get-product) as its first visitor
 * gets it, one request at a time: every timed request names a product not asked for before, so
 * the API's 5 s answer cache cannot answer it and the engine reads it from the database. Timed
 * again once the server is warm (issue 28 item 3) when the catalogue has the products for it.
 */
export async function measureProductDetail(baseUrl, { samples }) {
  const warmup = 20;
  const ids = await productIds(baseUrl, coldAndWarmRequests(samples));
  if (ids.length < samples + warmup) throw new Error(`the catalogue has ${ids.length} products; the uncached product detail needs ${samples + warmup}`);
  const requests = ids.map((productId) => jsonPost('/api/get-product', { productId }));
  return timeColdAndWarm(baseUrl, requests, { count: samples });
}
