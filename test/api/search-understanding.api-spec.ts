import request from 'supertest';
import type { Culture } from '../../contracts/enums.js';
import type { SearchSynonym } from '../../contracts/gateway/prediction.js';
import type { SearchProductsResponse } from '../../contracts/product/responses.js';
import { foldText } from '../../server/src/engine/common/fold-text.js';
import { generateProducts } from '../../server/src/engine/seed/product-generator.js';
import { signedInStaff, type SignedInTestStaff } from '../support/staff-session.js';
import { startTestApp, TEST_SEED_PRODUCTS, type TestApp } from '../support/test-app.js';

/** The seeded catalogue, read from the seed itself (the same deterministic products the app holds). */
const seeded = generateProducts(1, TEST_SEED_PRODUCTS);
const namedWith = (...words: string[]) => seeded.products.filter((product) => words.every((word) => foldText(product.name[0]).includes(foldText(word))));

/**
 * Search understands what shoppers type (issue 31), through the storefront's /api and the
 * engine's staff route: words no product holds together, price phrases, words that mean the same.
 */
describe('search understands what shoppers type (issue 31; S7.05)', () => {
  let shop: TestApp;
  let catalogue: SignedInTestStaff;
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    catalogue = await signedInStaff(shop, 'catalogue');
  });
  afterAll(async () => { await shop?.close(); });

  const search = async (searchTerm: string, culture: Culture = 'tr', extra: object = {}) =>
    (await request(shop.url).post('/api/search-products').set('x-culture', culture)
      .send({ searchTerm, pageSize: 100, includes: ['Id', 'Name', 'SalesPrice'], aggregateBy: ['Price'], ...extra }).expect(200)).body as SearchProductsResponse;
  const names = (answer: SearchProductsResponse) => answer.products.map((product) => foldText(product.name ?? ''));

  describe('item 1: no dead end on good words', () => {
    it('"erkek cüzdan": no wallet is a man\'s, so the wallets, and the page is told what was searched', async () => {
      const wallets = namedWith('Cüzdan');
      expect(wallets.length).toBeGreaterThan(0);
      const answer = await search('erkek cüzdan');
      expect(answer.pagination.totalItems).toBeGreaterThan(0);
      expect(names(answer)).toHaveEvery((name: string) => name.includes('cuzdan'));
      expect(answer.searchedFor).toEqual({ words: 'cüzdan', partial: true });
    });

    it('a query every word of which some product holds together is answered as before, with nothing to say', async () => {
      const answer = await search('cüzdan');
      expect(answer.pagination.totalItems).toBeGreaterThan(0);
      expect(answer.searchedFor).toBeUndefined();
    });

    it('a word that matches nothing still answers nothing', async () => {
      expect((await search('erkek xqzxqzq')).pagination.totalItems).toBe(0);
    });
  });

  describe('item 2: price phrases', () => {
    it('"kol saati 1.000 TL altı": wristwatches at 1.000 ₺ or less, the range chosen among the price facet\'s buckets', async () => {
      const answer = await search('kol saati 1.000 TL altı');
      expect(answer.pagination.totalItems).toBeGreaterThan(0);
      // Wristwatches first; then, through "kol saati" = "saat" of the starter set, other watches.
      expect(names(answer)[0]).toContain('kol saati');
      expect(answer.products).toHaveEvery((product: { salesPrice: number }) => product.salesPrice <= 1000);
      expect(answer.searchedFor).toEqual({ words: 'kol saati', minPrice: 0, maxPrice: 1000 });
      const chosen = answer.aggregations.find((facet) => facet.name === 'Price')?.buckets.filter((bucket) => bucket.selected);
      expect(chosen).toEqual([expect.objectContaining({ key: '0-1000', count: answer.pagination.totalItems })]);
      // The page then asks with the words and the range as a facet: the same products.
      const asFacet = await search('kol saati', 'tr', { minPrice: 0, maxPrice: 1000 });
      expect(asFacet.products.map((product) => product.id)).toEqual(answer.products.map((product) => product.id));
      expect(asFacet.searchedFor).toBeUndefined();
    });

    it('"necklace over $10" in English, in dollars: the open range starts at 10', async () => {
      const answer = await search('necklace over $10', 'en');
      expect(answer.pagination.totalItems).toBeGreaterThan(0);
      expect(answer.products).toHaveEvery((product: { salesPrice: number }) => product.salesPrice >= 10);
      expect(answer.searchedFor).toEqual({ words: 'necklace', minPrice: 10 });
    });

    it('a phrase in another currency than the shopper\'s is taken out of the words but not applied (no rate to turn it)', async () => {
      const answer = await search('kolye 25 $ altı');
      expect(answer.searchedFor).toEqual({ words: 'kolye' });
      expect(answer.pagination.totalItems).toBe((await search('kolye')).pagination.totalItems);
    });
  });

  describe('item 3: words that mean the same', () => {
    const asCatalogue = {
      get: (path: string) => request(shop.url).get(path).set('Cookie', catalogue.cookie),
      post: (path: string) => request(shop.url).post(path).set('Cookie', catalogue.cookie),
      put: (path: string) => request(shop.url).put(path).set('Cookie', catalogue.cookie),
      delete: (path: string) => request(shop.url).delete(path).set('Cookie', catalogue.cookie),
    };

    it('"kablosuz hoparlör" finds the speakers of the "Bluetooth Hoparlör" category, every word held (the starter set of migration 0031)', async () => {
      const speakers = namedWith('Hoparlör');
      expect(speakers.length).toBeGreaterThan(0);
      expect(namedWith('Kablosuz Hoparlör')).toEqual([]);
      const answer = await search('kablosuz hoparlör');
      expect(answer.products.map((product) => product.id).sort((a, b) => a - b)).toEqual(expect.arrayContaining(speakers.slice(0, 1).map((product) => product.id)));
      expect(names(answer)).toHaveEvery((name: string) => name.includes('hoparlor'));
      // Held through the synonym, not a partial answer of "hoparlör" alone.
      expect(answer.searchedFor).toBeUndefined();
    });

    it('the starter set is listed to staff, a page at a time, by the simple REST convention', async () => {
      const page = await asCatalogue.get('/admin/api/search-synonyms').query({ sort: '["term","ASC"]', range: '[0,4]', filter: '{"culture":"tr"}' }).expect(200);
      const rows = page.body as SearchSynonym[];
      expect(rows).toHaveLength(5);
      expect(rows).toHaveEvery((row: SearchSynonym) => row.culture === 'tr');
      expect(page.headers['content-range']).toMatch(/^search-synonyms 0-4\/\d+$/);
      const found = (await asCatalogue.get('/admin/api/search-synonyms').query({ filter: '{"q":"kablosuz"}' }).expect(200)).body as SearchSynonym[];
      expect(found).toEqual([expect.objectContaining({ culture: 'tr', term: 'kablosuz', synonym: 'bluetooth' })]);
    });

    it('a pair staff add is used at once, both ways, and is gone once they delete it; each change is audited', async () => {
      expect((await search('ses bombası')).pagination.totalItems).toBe(0);
      const created = (await asCatalogue.post('/admin/api/search-synonyms').send({ culture: 'tr', term: 'ses bombası', synonym: 'hoparlör' }).expect(201)).body as SearchSynonym;
      expect(created).toEqual({ id: expect.any(Number), culture: 'tr', term: 'ses bombası', synonym: 'hoparlör' });
      // The same request as before the pair: the storefront's cached "nothing found" is emptied with the change.
      const speakers = await search('ses bombası');
      expect(speakers.pagination.totalItems).toBeGreaterThan(0);
      expect(names(speakers)).toHaveEvery((name: string) => name.includes('hoparlor'));
      await asCatalogue.put(`/admin/api/search-synonyms/${created.id}`).send({ culture: 'tr', term: 'müzik kutusu', synonym: 'hoparlör' }).expect(200);
      expect((await search('müzik kutusu')).pagination.totalItems).toBe(speakers.pagination.totalItems);
      await asCatalogue.delete(`/admin/api/search-synonyms/${created.id}`).expect(200);
      expect((await search('müzik kutusu')).pagination.totalItems).toBe(0);
      await asCatalogue.get(`/admin/api/search-synonyms/${created.id}`).expect(404);
      const owner = await signedInStaff(shop, 'owner');
      const audit = (await request(shop.url).get('/admin/api/audit-log').query({ filter: JSON.stringify({ thingType: 'search-synonym', thingId: String(created.id) }) })
        .set('Cookie', owner.cookie).expect(200)).body as { action: string }[];
      expect(audit.map((entry) => entry.action).sort()).toEqual(['search-synonym.create', 'search-synonym.delete', 'search-synonym.update']);
    });

    it('refuses bad input with 400, a pair listed twice with 409, a missing one with 404', async () => {
      expect((await asCatalogue.post('/admin/api/search-synonyms').send({ culture: 'de', term: 'a', synonym: 'b' }).expect(400)).body.message).toMatch(/culture/);
      expect((await asCatalogue.post('/admin/api/search-synonyms').send({ culture: 'tr', term: '!!', synonym: 'saat' }).expect(400)).body.message).toMatch(/term/);
      expect((await asCatalogue.post('/admin/api/search-synonyms').send({ culture: 'tr', term: 'Saat', synonym: 'saat' }).expect(400)).body.message).toMatch(/different/);
      await asCatalogue.post('/admin/api/search-synonyms').send({ culture: 'tr', term: 'kablosuz', synonym: 'bluetooth' }).expect(409);
      await asCatalogue.put('/admin/api/search-synonyms/999999').send({ culture: 'tr', term: 'a', synonym: 'b' }).expect(404);
      await asCatalogue.get('/admin/api/search-synonyms').query({ sort: '["drop table","ASC"]' }).expect(400);
      await asCatalogue.get('/admin/api/search-synonyms').query({ filter: '{"language":"tr"}' }).expect(400);
    });

    it('is for the catalogue role and the owner: 403 for another role, 401 without a session', async () => {
      const orders = await signedInStaff(shop, 'orders');
      await request(shop.url).get('/admin/api/search-synonyms').set('Cookie', orders.cookie).expect(403);
      await request(shop.url).get('/admin/api/search-synonyms').expect(401);
      await request(shop.url).post('/admin/api/search-synonyms').send({ culture: 'tr', term: 'a', synonym: 'b' }).expect(401);
    });
  });
});
