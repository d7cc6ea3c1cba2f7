import { JsonAnswerCache } from './json-answer-cache.js';

describe('JsonAnswerCache', () => {
  it('builds and encodes an answer once per key while fresh', async () => {
    const cache = new JsonAnswerCache(60_000, 10);
    let builds = 0;
    const build = async () => ({ isSuccess: true, name: 'Işıklı saat', build: ++builds });
    const first = await cache.get('tr|1', build);
    const second = await cache.get('tr|1', build);
    expect(second).toBe(first);
    expect(JSON.parse(first.toString('utf8'))).toEqual({ isSuccess: true, name: 'Işıklı saat', build: 1 });
    expect(JSON.parse((await cache.get('en|2', build)).toString('utf8')).build).toBe(2);
  });

  it('keeps no failed build', async () => {
    const cache = new JsonAnswerCache(60_000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('gateway down')))).rejects.toThrow('gateway down');
    expect((await cache.get('k', async () => [1])).toString()).toBe('[1]');
  });
});
