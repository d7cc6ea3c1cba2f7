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

/** The remembered ids, most recent first, without `excludeId` (the product on its own page). */
export function readRecentlyViewed(excludeId?: number): number[] {
  try {
    return parseRecentlyViewed(storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null).filter((id) => id !== excludeId);
  } catch {
    return [];
  }
}

/** Remembers that the shopper looked at `productId`. */
export function recordRecentlyViewed(productId: number): void {
  try {
    storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(readRecentlyViewed(), productId)));
  } catch { /* storage full or blocked: the list is a convenience */ }
}
