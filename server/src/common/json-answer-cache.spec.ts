import { JsonAnswerCache, wholeAnswer } from './json-answer-cache.js';

describe('JsonAnswerCache', () => {
  it('builds an answer once per key while fresh and encodes it once', async () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 }, 10, wholeAnswer<{ isSuccess: boolean; name: string; build: number }>);
    let builds = 0;
    const build = async () => ({ isSuccess: true, name: 'Işıklı saat', build: ++builds });
    const first = await cache.get('tr|1', build);
    const second = await cache.get('tr|1', build);
    expect(second).toBe(first);
    expect(second.bytes).toBe(first.bytes);
    expect(JSON.parse(first.bytes.toString('utf8'))).toEqual({ isSuccess: true, name: 'Işıklı saat', build: 1 });
    expect(first.value.build).toBe(1);
    expect((await cache.get('en|2', build)).value.build).toBe(2);
  });

  it('keeps no failed build', async () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 }, 10, wholeAnswer<number[]>);
    await expect(cache.get('k', () => Promise.reject(new Error('gateway down')))).rejects.toThrow('gateway down');
    expect((await cache.get('k', async () => [1])).bytes.toString()).toBe('[1]');
  });

  it('keeps only what `keep` takes of an answer beside its bytes: the answer itself can be collected', async () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 }, 10, (list: { products: string[] }) => ({ found: list.products.length }));
    let built: WeakRef<object> | undefined;
    const answer = await cache.get('k', async () => {
      const list = { products: ['Kol saati', 'Cep saati'] };
      built = new WeakRef(list);
      return list;
    });
    expect(answer.value).toEqual({ found: 2 });
    expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual({ products: ['Kol saati', 'Cep saati'] });
    expect(Object.values(answer)).not.toContain(built!.deref());
  });
});
