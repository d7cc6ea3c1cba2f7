import request from 'supertest';
import type { ProductListItem } from '../../contracts/product/entities.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('search (issue 4: searchTerm, did-you-mean, autocomplete, bad input)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const search = (body: object, culture = 'tr') => request(shop.url).post('/api/search-products').set('x-culture', culture).send(body);
  const names = async (searchTerm: string, culture = 'tr') =>
    ((await search({ searchTerm, pageSize: 20, includes: ['Id', 'Name', 'Brand', 'Code'] }, culture).expect(200)).body.products as ProductListItem[]);

  it('S7.06 the search-as-you-type query answers 4 products for a word being typed', async () => {
    const response = await search({ searchTerm: 'saa', pageSize: 4, includes: ['Id', 'Name'], tags: ['search-as-you-type'] }).expect(200);
    expect(response.body.products).toHaveLength(4);
  });

  it('finds products whatever the Turkish marks, capitals and suffixes', async () => {
    const plain = await names('saat');
    expect(plain.length).toBeGreaterThan(0);
    for (const variant of ['SAAT', 'saatler', 'saati', 'Saatleri']) {
      expect((await names(variant)).length).toBeGreaterThan(0);
    }
    const withMarks = (await names('çelik')).map((product) => product.id);
    const withoutMarks = (await names('CELIK')).map((product) => product.id);
    expect(withoutMarks).toEqual(withMarks);
  });

  it('an exact product code ranks its product first', async () => {
    const [sample] = (await search({ pageSize: 1, includes: ['Id', 'Code'] }).expect(200)).body.products;
    const [first] = await names(sample.code);
    expect(first.id).toBe(sample.id);
  });

  it('answers a did-you-mean suggestion when a word is misspelt', async () => {
    const response = await search({ searchTerm: 'kordonlu saatt kadn' }).expect(200);
    expect(response.body.didYouMean).toBeDefined();
    expect(response.body.didYouMean).not.toBe('kordonlu saatt kadn');
    const plenty = await search({ searchTerm: 'saat' }).expect(200);
    expect(plenty.body.didYouMean).toBeUndefined();
  });

  it('autocomplete completes the last word and brands', async () => {
    const response = await request(shop.url).get('/api/autocomplete').query({ query: 'kol sa' }).expect(200);
    expect(response.body.isSuccess).toBe(true);
    expect(response.body.suggestions.length).toBeGreaterThan(0);
    expect(response.body.suggestions).toHaveEvery((item: { text: string }) => item.text.startsWith('kol sa'));
  });

  // Odd but storable text is searched; how fast is the bench's business (npm run bench: search), not a test's.
  const ODD_TEXTS: [label: string, text: string][] = [
    ['only spaces', ' '.repeat(150)], ['SQL', "' OR 1=1; --"], ['LIKE metacharacters', "%_\\'"], ['emoji only', '😀'], ['emoji and a word', '😀 saat'],
    ['RTL text', 'مرحبا بالعالم'], ['an RTL override', '\u202Etaas'], ['200 Turkish letters', 'ş'.repeat(200)],
  ];
  // Text no database can store is refused before it reaches one (issue 17).
  const UNSTORABLE_TEXTS: [label: string, text: string][] = [['a lone high surrogate', '\uD800saat'], ['a lone low surrogate', 'saat\uDC00'], ['a NUL character', '\0saat']];
  const UNSTORABLE = 'Text must not contain NUL characters or broken Unicode';

  it.each(ODD_TEXTS)('issue 4 a full search, the search-as-you-type query and autocomplete answer %s', async (_label, searchTerm) => {
    expect((await search({ searchTerm }).expect(200)).body.isSuccess).toBe(true);
    expect((await search({ searchTerm, pageSize: 4, includes: ['Id', 'Name'], tags: ['search-as-you-type'] }).expect(200)).body.isSuccess).toBe(true);
    const response = await request(shop.url).get('/api/autocomplete').query({ query: searchTerm }).expect(200);
    expect(response.body.isSuccess).toBe(true);
    expect(Array.isArray(response.body.suggestions)).toBe(true);
  });

  it.each(UNSTORABLE_TEXTS)('issue 17 a search refuses %s with a clear 400', async (_label, searchTerm) => {
    expect((await search({ searchTerm }).expect(400)).body.message).toBe(UNSTORABLE);
  });

  it('issue 17 autocomplete refuses a NUL character in its query string (a URL cannot carry a lone surrogate: it arrives as U+FFFD)', async () => {
    expect((await request(shop.url).get('/api/autocomplete').query({ query: '\0saat' }).expect(400)).body.message).toBe(UNSTORABLE);
  });

  it('issue 4 a missing or non-text query gets a clear 400, never a 500', async () => {
    expect((await request(shop.url).get('/api/autocomplete').expect(400)).body.message).toMatch(/query/);
    expect((await search({ searchTerm: 42 }).expect(400)).body.message).toBe('searchTerm must be a string');
    expect((await search({ searchTerm: ['saat'] }).expect(400)).body.message).toBe('searchTerm must be a string');
    expect((await request(shop.url).get('/api/autocomplete').query({ query: 'saat', limit: 1000 }).expect(400)).body.message).toMatch(/limit/);
  });

  it('refuses a 10,000 character query with a clear 400', async () => {
    const response = await search({ searchTerm: 'x'.repeat(10_000) }).expect(400);
    expect(response.body.message).toBe('searchTerm must be shorter than or equal to 200 characters');
    await request(shop.url).get('/api/autocomplete').query({ query: 'x'.repeat(10_000) }).expect(400);
    await search({ searchTerm: 'ğ'.repeat(10_000), tags: ['search-as-you-type'] }).expect(400);
  });
});
