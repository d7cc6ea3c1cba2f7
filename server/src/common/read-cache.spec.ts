import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  it('answers from cache until the time to live passes', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache<number>(1000, 10, { now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses and keeps no failure', async () => {
    const cache = new ReadCache<number>(1000);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setImmediate(() => resolve(++loads)));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('drops the oldest entry when full', async () => {
    const cache = new ReadCache<string>(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('never holds more than its bound of entries', async () => {
    const cache = new ReadCache<number>(60_000, 10);
    const sizes: number[] = [];
    for (let key = 0; key < 50; key += 1) {
      await cache.get(`k${key}`, async () => key);
      sizes.push(cache.size);
    }
    expect(sizes).toHaveLength(50);
    expect(Math.max(...sizes)).toBe(10);
  });

  it('drops answers it can no longer serve on the next read (issue 12 item 6: a burst of keys is not kept)', async () => {
    let now = 0;
    const cache = new ReadCache<string>(1000, 100, { staleMs: 4000, now: () => now });
    for (let key = 0; key < 30; key += 1) await cache.get(`burst${key}`, async () => 'old');
    now = 2000;
    await cache.get('later', async () => 'new');
    // Past their time to live but inside the stale window: still servable, so still held.
    expect(cache.size).toBe(31);
    now = 5000;
    expect(await cache.get('later', async () => 'newer')).toBe('new');
    expect(cache.size).toBe(1);
    expect(await cache.get('burst0', async () => 'reloaded')).toBe('reloaded');
  });

  describe('with a stale window', () => {
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    it('serves the expired answer at once while one background load fetches the fresh one', async () => {
      let now = 0;
      let loads = 0;
      const cache = new ReadCache<number>(1000, 10, { staleMs: 5000, now: () => now });
      const load = async () => ++loads;
      expect(await cache.get('a', load)).toBe(1);
      now = 1500;
      expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
      expect(loads).toBe(2);
      await settle();
      expect(await cache.get('a', load)).toBe(2);
      expect(loads).toBe(2);
    });

    it('keeps the stale answer when the background load fails, and tries again on the next read', async () => {
      let now = 0;
      const cache = new ReadCache<string>(1000, 10, { staleMs: 5000, now: () => now });
      await cache.get('a', async () => 'first');
      now = 2000;
      expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe('first');
      await settle();
      expect(await cache.get('a', async () => 'second')).toBe('first');
      await settle();
      expect(await cache.get('a', async () => 'third')).toBe('second');
    });

    it('waits for a new answer once the stale window has passed too', async () => {
      let now = 0;
      const cache = new ReadCache<string>(1000, 10, { staleMs: 5000, now: () => now });
      await cache.get('a', async () => 'old');
      now = 6000;
      expect(await cache.get('a', async () => 'new')).toBe('new');
    });
  });
});
