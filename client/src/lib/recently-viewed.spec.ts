import { jest } from '@jest/globals';
import { parseRecentlyViewed, readRecentlyViewed, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX, recordRecentlyViewed, withViewed } from './recently-viewed';

describe('recently viewed products (kept in the browser)', () => {
  beforeEach(() => window.localStorage.clear());

  it('puts the latest product first without duplicates', () => {
    expect(withViewed([], 5)).toEqual([5]);
    expect(withViewed([5, 7], 9)).toEqual([9, 5, 7]);
    expect(withViewed([5, 7, 9], 7)).toEqual([7, 5, 9]);
  });

  it('keeps at most 12, dropping the oldest', () => {
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    let ids: number[] = [];
    for (let id = 1; id <= 15; id += 1) ids = withViewed(ids, id);
    expect(ids).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('records in local storage and leaves out the product on its own page', () => {
    recordRecentlyViewed(3);
    recordRecentlyViewed(8);
    recordRecentlyViewed(3);
    expect(readRecentlyViewed()).toEqual([3, 8]);
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '')).toEqual([3, 8]);
    expect(readRecentlyViewed([3])).toEqual([8]);
    expect(readRecentlyViewed([3, 8])).toEqual([]);
  });

  it('opens the storage only when the list is read or the shopper leaves the page, not while a product page loads', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      recordRecentlyViewed(5);
      recordRecentlyViewed(6);
      expect(getItem).not.toHaveBeenCalled();
      expect(setItem).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '')).toEqual([6, 5]);
      recordRecentlyViewed(7);
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '')).toEqual([7, 6, 5]);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });

  it('treats anything unreadable as an empty list and drops bad ids', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed('[4, "x", -1, 2.5, 4, 6]')).toEqual([4, 6]);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '[[');
    recordRecentlyViewed(2);
    expect(readRecentlyViewed()).toEqual([2]);
  });
});
