import { WISH_LIST_STORAGE_KEY } from '../../../../contracts/member/entities';

/**
 * The favourites' product ids the page keeps locally (spec §3: comma-separated under wish-list),
 * read by product cards to show a filled heart without asking the server.
 */
export function readWishList(storage: Storage | undefined = globalThis.localStorage): number[] {
  const stored = storage?.getItem(WISH_LIST_STORAGE_KEY);
  if (!stored) return [];
  return stored.split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

export function writeWishList(productIds: readonly number[], storage: Storage | undefined = globalThis.localStorage): void {
  storage?.setItem(WISH_LIST_STORAGE_KEY, [...new Set(productIds)].join(','));
}

/** Whether the page has a wish-list at all (an empty one counts: the favourites were read and there are none). */
export function hasWishList(storage: Storage | undefined = globalThis.localStorage): boolean {
  return storage?.getItem(WISH_LIST_STORAGE_KEY) != null;
}

export function clearWishList(storage: Storage | undefined = globalThis.localStorage): void {
  storage?.removeItem(WISH_LIST_STORAGE_KEY);
}
