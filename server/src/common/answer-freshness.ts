import { ReadCache } from './read-cache.js';

/** How long an answer is served as it is, and how much longer while a fresh one loads in the background. */
export interface Freshness {
  ttlMs: number;
  /** 0 or absent: an expired answer is never served. */
  staleMs?: number;
}

/**
 * How old each kind of storefront API answer may be. This is the storefront's one cache layer:
 * each api service keeps its answers in a cache made here (answerCache); its gateway client never
 * caches. docs/architecture.md lists the same table.
 */
export const FRESHNESS = {
  /** Merchants edit currencies rarely; every page load reads them. */
  currencies: { ttlMs: 60_000 },
  /** Sliders, tiles and footer icons: a merchant's change shows within half a minute. */
  banners: { ttlMs: 30_000 },
  /** The merchant's storefront texts. */
  texts: { ttlMs: 30_000 },
  menu: { ttlMs: 60_000 },
  /** What a path is: product and category paths rarely change, every page view resolves one. */
  routes: { ttlMs: 60_000 },
  /** Category tree, brand and product type lists: they change with the catalogue, not per shopper. */
  catalogueTree: { ttlMs: 60_000 },
  /**
   * Product lists, the busiest read: 10 s as they are, then up to 50 s more while a fresh one
   * loads, so no shopper waits for the reload of a busy list.
   */
  productLists: { ttlMs: 10_000, staleMs: 50_000 },
  /**
   * A product's detail page answer (price, stock by size included). Short: the stock shown may be
   * this late, and the cart checks stock again on every add. Then up to 10 s more while a fresh
   * one loads: the first shopper to ask after expiry starts the reload and gets the previous
   * answer, so nobody waits for the engine's read (on the embedded database it blocks the process).
   */
  productDetail: { ttlMs: 5_000, staleMs: 10_000 },
  /**
   * Stock per variant and warehouse, as late as productDetail's (every product page view reads
   * it with the product); the cart checks stock in its own transaction on every add and change.
   */
  stock: { ttlMs: 5_000 },
  /** Completions of what shoppers type: the same beginnings come again and again. */
  autocomplete: { ttlMs: 60_000 },
  popularSearches: { ttlMs: 60_000 },
  /** Blog posts, categories and tags. */
  blog: { ttlMs: 60_000 },
  /** Dynamic form definitions (the support page's form). */
  forms: { ttlMs: 60_000 },
} as const satisfies Record<string, Freshness>;

/** The cache of one answer type, holding at most `maxEntries` answers. */
export function answerCache<T>(freshness: Freshness, maxEntries: number): ReadCache<T> {
  return new ReadCache<T>(freshness.ttlMs, maxEntries, { staleMs: freshness.staleMs ?? 0 });
}
