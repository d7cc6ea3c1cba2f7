import { ApiError } from './api-client';
import { deferred } from '../../../test/support/deferred';
import { Loadable, LoadedByKey } from './loadable';


describe('Loadable: one answer a store loads (S4.18 loading, data and error)', () => {
  it('reports loading, then the data; a later failure keeps the data and shows the server message (S8.20)', async () => {
    const loadable = new Loadable<number[]>('Failed to get cart');
    const first = deferred<number[]>();
    const loading = loadable.load(() => first.promise);
    expect(loadable.loading).toBe(true);
    expect(loadable.loaded).toBe(false);
    first.resolve([1, 2]);
    await expect(loading).resolves.toEqual([1, 2]);
    expect(loadable).toMatchObject({ data: [1, 2], loading: false, loaded: true, error: null });

    await expect(loadable.load(() => Promise.reject(new ApiError(409, 'Only 2 left in stock')))).resolves.toBeNull();
    expect(loadable).toMatchObject({ data: [1, 2], error: 'Only 2 left in stock', loading: false });
    await loadable.load(() => Promise.reject(new ApiError(500, 'Network error occurred')));
    expect(loadable.error).toBe('Failed to get cart');
  });

  it('only the latest load writes: a slow earlier answer never replaces a newer one', async () => {
    const loadable = new Loadable<string>('failed');
    const slow = deferred<string>();
    const fast = deferred<string>();
    const first = loadable.load(() => slow.promise);
    const second = loadable.load(() => fast.promise);
    fast.resolve('new');
    await second;
    slow.resolve('old');
    await expect(first).resolves.toBeNull();
    expect(loadable.data).toBe('new');
    expect(loadable.loading).toBe(false);
  });

  it('set and reset overtake a load on its way', async () => {
    const loadable = new Loadable<string>('failed');
    const pending = deferred<string>();
    const loading = loadable.load(() => pending.promise);
    loadable.set('held');
    pending.resolve('late');
    await loading;
    expect(loadable.data).toBe('held');
    loadable.reset();
    expect(loadable).toMatchObject({ data: null, loaded: false, loading: false, error: null });
  });
});

describe('LoadedByKey: answers read once per key (the menu and footer of each language)', () => {
  it('asks for a key once while it loads and keeps it; another key is its own request', async () => {
    const asked: string[] = [];
    const answers = new Map([['tr', deferred<string>()], ['en', deferred<string>()]]);
    const loaded = new LoadedByKey<string, string>((key) => { asked.push(key); return answers.get(key)!.promise; }, 'failed');
    const a = loaded.load('tr');
    const b = loaded.load('tr');
    const c = loaded.load('en');
    expect(asked).toEqual(['tr', 'en']);
    answers.get('tr')!.resolve('menü');
    answers.get('en')!.resolve('menu');
    await Promise.all([a, b, c]);
    expect(loaded.get('tr')).toBe('menü');
    expect(loaded.get('en')).toBe('menu');
    await loaded.load('tr');
    expect(asked).toEqual(['tr', 'en']);
  });

  it('a failed key keeps its error and is asked for again next time', async () => {
    let calls = 0;
    const loaded = new LoadedByKey<string, string>(async () => { calls += 1; if (calls === 1) throw new ApiError(503, 'Bakımdayız'); return 'ok'; }, 'Failed to load the menu');
    await loaded.load('tr');
    expect(loaded.has('tr')).toBe(false);
    expect(loaded.error).toBe('Bakımdayız');
    await loaded.load('tr');
    expect(loaded.get('tr')).toBe('ok');
    expect(loaded.error).toBeNull();
  });
});
