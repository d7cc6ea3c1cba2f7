import request from 'supertest';
import type { BlogPost } from '../../contracts/blog/entities.js';
import { SearchRecorder } from '../../server/src/api/search/search-recorder.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { SearchLogRepository, zeroResultQueries } from '../../server/src/engine/prediction/search-log.repository.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Search overlay extras (issue 4): suggestion posts, popular searches recorded from real searches. */
describe('search suggestions: POST /api/blog-posts (S7.04), popular searches and the search log (issue 4)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const posts = (blogKeys: unknown, culture = 'tr') => request(shop.url).post('/api/blog-posts').set('x-culture', culture).send({ blogKeys });
  /** A search from a shopper at `from` (the proxy's X-Forwarded-For): popular searches count distinct shoppers (issue 16). */
  const search = (searchTerm: string, extra: object = {}, culture = 'tr', from = '127.0.0.1') =>
    request(shop.url).post('/api/search-products').set('x-culture', culture).set('x-forwarded-for', from).send({ searchTerm, pageSize: 4, ...extra }).expect(200);
  /** Waits until the search log holds `display` searched `times` times. */
  /** Writes the searches gathered in memory (they are written once a second), then reads the row. */
  const recorded = async (display: string, times: number) => {
    await shop.app.get(SearchRecorder).flush();
    await shop.app.get(SearchLogRepository).flush();
    const [row] = await shop.app.get<Database>(DATABASE).query<{ searches: number }>('SELECT searches FROM search_query WHERE display = $1', [display]);
    expect(Number(row?.searches)).toBe(times);
  };
  const popular = async (culture = 'tr') =>
    ((await request(shop.url).get('/api/popular-searches').set('x-culture', culture).expect(200)).body.searches as { text: string; searches: number }[]);

  it.each([['tr', 'SearchSuggestionsTr', 'Önerilen Ürünler'], ['en', 'SearchSuggestionsEn', 'Suggested Products']])(
    'S7.04 S3.19 %s: the %s post carries a ProductWidget of products that exist', async (culture, key, title) => {
      const response = await posts([key], culture).expect(200);
      expect(response.body.isSuccess).toBe(true);
      const [post] = response.body.blogPosts as BlogPost[];
      expect(post).toMatchObject({ key, blogPostBlogCategoryMappings: [], blogPostBlogTagMappings: [] });
      const widget = post.extensionData.PageBuilder!.find((item) => item.Type === 'ProductWidget')!;
      expect(widget.Title).toBe(title);
      expect(widget.List!.length).toBeGreaterThan(0);
      const products = await request(shop.url).post('/api/search-products').set('x-culture', culture).send({ productIds: widget.List, includes: ['Id', 'Name'] }).expect(200);
      expect(products.body.products.map((product: { id: number }) => product.id).sort()).toEqual([...widget.List!].sort());
    });

  it('S7.04 unknown keys are left out; bad keys get a clear 400', async () => {
    expect((await posts(['NoSuchPost']).expect(200)).body.blogPosts).toEqual([]);
    expect((await posts([]).expect(400)).body.message).toBe('blogKeys must contain at least 1 elements');
    expect((await posts(["x' OR 1=1 --"]).expect(400)).body.message).toBe('each value in blogKeys must contain only letters, digits, - and _');
    expect((await posts(['k'.repeat(10_000)]).expect(400)).body.message).toBe('each value in blogKeys must be shorter than or equal to 100 characters');
    expect((await posts('SearchSuggestionsTr').expect(400)).body.isSuccess).toBe(false);
    await posts(['😀', '\uD800']).expect(400);
  });

  it('issue 4: full searches are recorded folded and become popular searches; half-typed overlay queries are not', async () => {
    for (let i = 0; i < 3; i++) await search(i === 0 ? 'Kol Saati' : i === 1 ? 'KOL SAATİ' : 'kol saati', { currentPage: 1, tags: [`run-${i}`] }, 'tr', `198.51.100.${i + 1}`);
    await search('kol saa', { tags: ['search-as-you-type'] });
    await search('kolye', { currentPage: 2 });
    await search('ayse@example.com');
    // Recording does not hold the answer up: searches gather in memory and are written together.
    await recorded('kol saati', 3);
    const list = await popular();
    expect(list[0]).toEqual({ text: 'kol saati', searches: 3 });
    expect(list.map((item) => item.text)).not.toContain('kol saa');
    expect(list.map((item) => item.text)).not.toContain('kolye');
    expect(JSON.stringify(list)).not.toContain('@');
    expect(await popular('en')).toEqual([]);
  });

  it('issue 4: a zero-result search is listed for the merchant (npm run search:zero-results reads the same query)', async () => {
    await search('xqzxqz zzqq');
    await search('XQZXQZ   ZZQQ');
    await recorded('xqzxqz zzqq', 2);
    const zero = await zeroResultQueries(shop.app.get<Database>(DATABASE));
    expect(zero).toContainEqual({ culture: 'tr', query: 'xqzxqz zzqq', searches: 2, lastSearchedAt: expect.any(String) });
    expect(zero.map((row) => row.query)).not.toContain('kol saati');
  });

  it('GET /api/popular-searches refuses a bad limit with a clear 400', async () => {
    const response = await request(shop.url).get('/api/popular-searches').query({ limit: 'lots' }).expect(400);
    expect(response.body.message).toMatch(/limit/);
  });
});
