import { COMPARE_MAX_MESSAGE, COMPARE_STORAGE_KEY, CompareStore, parseCompareIds, type CompareStorage } from './compare-store';

/** A storage that keeps what it is given, like localStorage. */
function memoryStorage(initial?: string): CompareStorage & { values: Map<string, string> } {
  const values = new Map<string, string>(initial === undefined ? [] : [[COMPARE_STORAGE_KEY, initial]]);
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => { values.set(key, value); } };
}

describe('compare list (S3.01, S4.01, S5.01, S9.01)', () => {
  it('S4.01 reads the whole list from local storage at start, dropping what is not an id', () => {
    expect(new CompareStore(memoryStorage('[3, 5, "x", -1, 3]')).productIds).toEqual([3, 5]);
    expect(new CompareStore(memoryStorage('not json')).productIds).toEqual([]);
    expect(parseCompareIds('{"a":1}')).toEqual([]);
  });

  it('S4.01 every add, remove and remove-all writes the list back under compareProductIds', () => {
    const storage = memoryStorage();
    const store = new CompareStore(storage);
    store.add(1);
    store.add(2);
    expect(storage.values.get(COMPARE_STORAGE_KEY)).toBe('[1,2]');
    store.remove(1);
    expect(storage.values.get(COMPARE_STORAGE_KEY)).toBe('[2]');
    store.removeAll();
    expect(storage.values.get(COMPARE_STORAGE_KEY)).toBe('[]');
  });

  it('S5.01 S8.01 a fifth product is refused: the list is unchanged and the error is cleared after it is shown', () => {
    const storage = memoryStorage();
    const store = new CompareStore(storage);
    for (const id of [1, 2, 3, 4]) expect(store.add(id)).toBe(true);
    expect(store.add(5)).toBe(false);
    expect(store.productIds).toEqual([1, 2, 3, 4]);
    expect(store.error).toBeNull();
    expect(storage.values.get(COMPARE_STORAGE_KEY)).toBe('[1,2,3,4]');
    expect(COMPARE_MAX_MESSAGE).toMatch(/4/);
  });

  it('S5.01 S8.02 comparing needs two products', () => {
    const store = new CompareStore(memoryStorage('[7]'));
    expect(store.canCompare()).toBe(false);
    store.add(8);
    expect(store.canCompare()).toBe(true);
  });

  it('toggles a product in and out', () => {
    const store = new CompareStore(memoryStorage());
    store.toggle(4);
    expect(store.has(4)).toBe(true);
    store.toggle(4);
    expect(store.has(4)).toBe(false);
  });
});
