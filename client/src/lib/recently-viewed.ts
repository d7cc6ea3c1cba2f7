/**
 * Recently viewed products, kept in the shopper's browser only: product ids, most recent first,
 * no duplicates, at most RECENTLY_VIEWED_MAX.
 */

/** Local storage key of the list. */
export const RECENTLY_VIEWED_KEY = 'vitrin-recently-viewed';
/** Products remembered. */
export const RECENTLY_VIEWED_MAX = 12;

/** The list after viewing `productId`: it moves (or comes) to the front, the oldest falls off. */
export function withViewed(ids: readonly number[], productId: number, max = RECENTLY_VIEWED_MAX): number[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, max);
}

/** Ids from stored text; anything unreadable counts as an empty list. */
export function parseRecentlyViewed(text: string | null): number[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: nothing is remembered
  }
}

/** Views not yet written: the browser's storage is opened when the list is read or the page is left. */
let pending: number[] = [];
let flushOnLeave = false;

/**
 * Writes the pending views. Opening local storage is a synchronous round trip that costs a phone
 * tens of milliseconds the first time in a page, so a product view does not pay it while its
 * page loads: the write waits until the list is needed or the shopper leaves (pagehide, or the
 * tab hidden, after which a phone may discard it without another event).
 */
function flush(): void {
  if (pending.length === 0) return;
  const viewed = pending;
  pending = [];
  try {
    const store = storage();
    if (!store) return;
    const stored = parseRecentlyViewed(store.getItem(RECENTLY_VIEWED_KEY));
    store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(viewed.reduce((ids, id) => withViewed(ids, id), stored)));
  } catch { /* storage full or blocked: the list is a convenience */ }
}

function flushWhenLeaving(): void {
  if (flushOnLeave || typeof window === 'undefined') return;
  flushOnLeave = true;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flush(); });
}

/** The remembered ids, most recent first, without `excluded` (the product on its own page and its other colours). */
export function readRecentlyViewed(excluded: readonly number[] = []): number[] {
  flush();
  try {
    return parseRecentlyViewed(storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null).filter((id) => !excluded.includes(id));
  } catch {
    return [];
  }
}

/** Remembers that the shopper looked at `productId` (written when the list is next read or the page is left). */
export function recordRecentlyViewed(productId: number): void {
  pending.push(productId);
  flushWhenLeaving();
}
