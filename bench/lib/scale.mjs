// Issue 17 item 9: the built server on the large catalogue that `npm run seed:scale` leaves in a
// PostgreSQL schema (1,000,000 products): start-up, memory, autocomplete, faceted search, list
// pages and the shop's HTML pages, one request at a time. The schema is kept (seeding takes
// minutes); when it holds no catalogue the section says so and measures nothing.
import pg from 'pg';
import { rssMb } from './memory.mjs';
import { HOST } from './net.mjs';
import { jsonPost, LIST_FACETS, LIST_FIELDS, LIST_FLAGS, LIST_PAGE_SIZE, SORTS } from './payloads.mjs';
import { measureCatalogue } from './catalogue.mjs';
import { measureSearchSpeed } from './search-speed.mjs';
import { timeSequential } from './sequential.mjs';
import { startupFigures, startVitrin } from './vitrin-server.mjs';

export const SCALE_SCHEMA = process.env.BENCH_SCALE_SCHEMA || 'vitrin_scale';
export const SCALE_TARGETS = { autocompleteP99Ms: 30, facetedSearchP99Ms: 150, listP99Ms: 80 };
const PAGE_SAMPLES = 10;

/** The catalogue's size and a few routes to visit, or null when the schema holds no products. */
export async function seededCatalogue(url, schema) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, statement_timeout: 60_000 });
  await client.connect();
  try {
    const [{ table }] = (await client.query('SELECT to_regclass($1) AS table', [`"${schema}".product`])).rows;
    if (!table) return null;
    const [{ products }] = (await client.query(`SELECT coalesce(max(id), 0)::int AS products FROM "${schema}".product`)).rows;
    if (products === 0) return null;
    const middle = Math.ceil(products / 2);
    const [product] = (await client.query(`SELECT route_path_tr FROM "${schema}".product WHERE id >= $1 AND is_approved AND is_on_shelf ORDER BY id LIMIT 1`, [middle])).rows;
    const tops = (await client.query(`SELECT id, route_path_tr FROM "${schema}".category WHERE parent_id IS NULL ORDER BY sort_order, id`)).rows;
    return { products, productPath: product?.route_path_tr, categoryPath: tops[0]?.route_path_tr, topCategoryIds: tops.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

/** A top category's list page as the SPA asks it, every facet counted, in every sort on pages 1 and 2. */
function categoryListRequests(categoryIds) {
  return [1, 2].flatMap((currentPage) => SORTS.flatMap((sort) => categoryIds.map((categoryId) => jsonPost('/api/search-products', {
    categoryIds: [categoryId], pageSize: LIST_PAGE_SIZE, currentPage, sort, flags: LIST_FLAGS, aggregateBy: LIST_FACETS, includes: LIST_FIELDS,
  }))));
}

/** HTML pages as a browser first asks them: each timed PAGE_SAMPLES times. */
async function pageTimes(baseUrl, pages) {
  const figures = {};
  for (const [name, path] of pages) {
    if (!path) continue;
    figures[name] = { path, ...await timeSequential(baseUrl, [{ method: 'GET', path, headers: { accept: 'text/html' } }], { count: PAGE_SAMPLES, warmup: 2 }) };
  }
  return figures;
}

/** The timed requests against a server on the scale schema: search, lists, HTML pages. */
export async function measureShop(baseUrl, catalogue, { samples, print }) {
  const search = await measureSearchSpeed(baseUrl, { samples });
  print(`   autocomplete p50 ${search.autocomplete.p50Ms} ms p99 ${search.autocomplete.p99Ms} ms; faceted search p50 ${search.fullSearch.p50Ms} ms p99 ${search.fullSearch.p99Ms} ms`);
  const filteredList = await measureCatalogue(baseUrl, { samples });
  const categoryList = await timeSequential(baseUrl, categoryListRequests(catalogue.topCategoryIds), { count: samples });
  print(`   list, category + brand + price p50 ${filteredList.p50Ms} ms p99 ${filteredList.p99Ms} ms; top category list p50 ${categoryList.p50Ms} ms p99 ${categoryList.p99Ms} ms`);
  const pages = await pageTimes(baseUrl, [['home', '/'], ['category', catalogue.categoryPath], ['product', catalogue.productPath], ['search', '/search?q=saat']]);
  print(`   HTML pages p50: ${Object.entries(pages).map(([name, figures]) => `${name} ${figures.p50Ms} ms`).join(', ')}`);
  return { autocomplete: search.autocomplete, facetedSearch: search.fullSearch, filteredList, categoryList, pages };
}

/**
 * Measures the scale schema, or answers { skipped } with the reason printed. `samples`: timed
 * requests per figure.
 */
export async function measureScale({ url, schema = SCALE_SCHEMA, samples, readyTimeoutMs, print }) {
  if (new URL(url).hostname !== HOST) throw new Error(`BENCH_DATABASE_URL must point at ${HOST}`);
  const catalogue = await seededCatalogue(url, schema);
  if (!catalogue) {
    const skipped = `schema ${schema} holds no catalogue: seed it first (DATABASE_URL=${url.replace(/\/\/[^@]*@/, '//')} DATABASE_SCHEMA=${schema} npm run seed:scale -- --products 1000000)`;
    print(`   skipped: ${skipped}`);
    return { skipped };
  }
  print(`   starting the built server on schema ${schema} (${catalogue.products.toLocaleString('en-US')} products, SEED_PRODUCTS=0) ...`);
  const server = await startVitrin({ products: 0, readyTimeoutMs, database: { url, schema } });
  try {
    const startup = await startupFigures(server, { timeoutMs: 5_000 });
    const rssReadyMb = rssMb(server.pid);
    print(`   ready after ${(server.readyMs / 1000).toFixed(1)} s (catalogue index ${startup.catalogueIndexMs ?? '?'} ms, search index ${startup.searchIndexMs ?? '?'} ms), RSS ${rssReadyMb} MB`);
    const figures = await measureShop(server.url, catalogue, { samples, print });
    // pino writes in 4 KB batches: the index lines are out once the requests above were logged.
    const indexes = startup.searchIndexMs === null || startup.catalogueIndexMs === null ? await startupFigures(server, { timeoutMs: 2_000 }) : startup;
    return {
      schema, products: catalogue.products, readyMs: Math.round(server.readyMs), catalogueIndexMs: indexes.catalogueIndexMs, searchIndexMs: indexes.searchIndexMs,
      rssReadyMb, rssEndMb: rssMb(server.pid),
      ...figures, targets: SCALE_TARGETS,
    };
  } finally {
    await server.stop();
  }
}
