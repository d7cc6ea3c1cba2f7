import request from 'supertest';
import type { Culture } from '../../contracts/enums.js';
import type { PopularSearch } from '../../contracts/gateway/prediction.js';
import { SearchRecorder } from '../../server/src/api/search/search-recorder.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { foldText } from '../../server/src/engine/common/fold-text.js';
import { BRANDS } from '../../server/src/engine/seed/brands.js';
import { generateProducts } from '../../server/src/engine/seed/product-generator.js';
import { TREE } from '../../server/src/engine/seed/product-plan.js';
import { environmentCookieOf, variantsInStock } from './cart-fixtures.js';
import { startTestApp, TEST_SEED_PRODUCTS, type TestApp } from '../support/test-app.js';

interface Listed { id: number; name: string }
interface SearchAnswer { products: Listed[]; pagination: { totalItems: number }; didYouMean?: string }

/** The seeded catalogue, read from the seed itself (the same deterministic products the app holds). */
const seeded = generateProducts(1, TEST_SEED_PRODUCTS);
const typeNames = new Map(TREE.productTypes.map((type) => [type.id, type.name]));
/** The seed's list attribute values, most common first. */
function commonest(code: string): string[] {
  const counts = new Map<string, number>();
  for (const row of seeded.attributes) if (row.code === code) counts.set(row.value[0], (counts.get(row.value[0]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

/**
 * Search relevance on the seeded catalogue (issue 16 items 1-4): Turkish word forms, did-you-mean,
 * ranking of the thing asked for before a brand holding the word, and popular searches.
 */
describe('search relevance on the seeded catalogue (issue 16; S7.05, S1.01, S2.25, S8.15)', () => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    token = (await request(shop.url).post('/gateway/realms/vitrin/protocol/openid-connect/token').type('form')
      .send({ grant_type: 'client_credentials', client_id: config.idpClientId, client_secret: config.idpClientSecret }).expect(200)).body.access_token as string;
  });
  afterAll(async () => { await shop?.close(); });

  /** A full search as the results page makes it; `from`: the shopper's address (the proxy's X-Forwarded-For). */
  const search = async (searchTerm: string, culture: Culture = 'tr', extra: { from?: string; cookie?: string; pageSize?: number } = {}) => {
    let call = request(shop.url).post('/api/search-products').set('x-culture', culture);
    if (extra.from) call = call.set('x-forwarded-for', extra.from);
    if (extra.cookie) call = call.set('Cookie', extra.cookie);
    return (await call.send({ searchTerm, pageSize: extra.pageSize ?? 24, includes: ['Id', 'Name'] }).expect(200)).body as SearchAnswer;
  };
  const engine = (path: string) => request(shop.url).post(`/gateway/prediction/api/prediction/${path}`).set('authorization', `Bearer ${token}`);
  /** Popular searches as the engine answers them now (the storefront caches its answer for 60 s). */
  const popular = async (culture: Culture = 'tr') => {
    await shop.app.get(SearchRecorder).flush();
    return (await request(shop.url).get('/gateway/prediction/api/prediction/popular').query({ limit: 20 }).set('authorization', `Bearer ${token}`)
      .set('accept-language', culture).expect(200)).body.searches as PopularSearch[];
  };
  const texts = async (culture: Culture = 'tr') => (await popular(culture)).map((entry) => entry.text);

  describe('item 1: Turkish word forms', () => {
    const straps = commonest('attr_strap').slice(0, 2);

    it.each(straps.map((strap) => [strap]))('a two-stem phrase of the seed\'s commonest strap, "%s kordon", finds the products named "… Kordonlu …" (and "… Kordonu")', async (strap) => {
      const named = seeded.products.filter((product) => product.name[0].includes(`${strap} Kordonlu`));
      expect(named.length).toBeGreaterThan(5);
      const answer = await search(`${strap.toLocaleLowerCase('tr')} kordon`, 'tr', { pageSize: 100 });
      expect(answer.pagination.totalItems).toBeGreaterThan(0);
      // Named "… Kordonlu …" (a watch) or "… Kordonu" (a strap, first: the query's last word is kordon); products
      // that only sit in a "… Kordonlu Saat" category come after them.
      expect(answer.products.slice(0, 20)).toHaveEvery((product: Listed) => foldText(product.name).includes(foldText(strap)) && foldText(product.name).includes('kordon'));
      // Sellable ones only are listed (approved, on the shelf): most of the named products.
      const listed = new Set(answer.products.map((product) => product.id));
      expect(named.filter((product) => listed.has(product.id)).length).toBeGreaterThanOrEqual(Math.floor(named.length * 0.8));
    });

    it('a word typed with or without marks, in capitals or not, finds the same products (İ/ı/I/i the Turkish way)', async () => {
      const strap = straps[0];
      const forms = [`${strap} kordonlu saat`, `${strap.toLocaleUpperCase('tr')} KORDONLU SAAT`, `${foldText(strap)} kordonlu saat`, `${foldText(strap).toUpperCase()} KORDONLU SAAT`];
      const answers = await Promise.all(forms.map((form) => search(form, 'tr', { pageSize: 100 })));
      const ids = answers.map((answer) => answer.products.map((product) => product.id).sort((a, b) => a - b));
      expect(ids[0].length).toBeGreaterThan(0);
      for (const other of ids.slice(1)) expect(other).toEqual(ids[0]);
      const light = await Promise.all(['ışıklı saat', 'IŞIKLI SAAT', 'isikli saat', 'ISIKLI SAAT', 'ışık saat'].map((form) => search(form, 'tr', { pageSize: 100 })));
      expect(light[0].pagination.totalItems).toBeGreaterThan(0);
      for (const answer of light) expect(answer.pagination.totalItems).toBe(light[0].pagination.totalItems);
    });
  });

  describe('item 2: did-you-mean', () => {
    it('a word that starts catalogue words ("ışık" of Işıklı) finds them and is not "corrected" to another word', async () => {
      const withFeature = seeded.products.filter((product) => product.name[0].includes('Işıklı'));
      expect(withFeature.length).toBeGreaterThan(0);
      for (const query of ['ışık', 'IŞIK', 'isik']) {
        const answer = await search(query);
        expect(answer.didYouMean).toBeUndefined();
        expect(answer.products.length).toBeGreaterThan(0);
        expect(answer.products).toHaveEvery((product: Listed) => foldText(product.name).includes('isik'));
      }
    });

    it('a misspelt word that finds little gets the correction, folded the Turkish way', async () => {
      expect((await search('KORDONLO saat')).didYouMean).toBe('kordonlu saat');
      const answer = await request(shop.url).get('/gateway/prediction/api/prediction/did-you-mean').query({ query: 'ışık' }).set('authorization', `Bearer ${token}`).expect(200);
      expect(answer.body).toEqual({ suggestion: null });
    });
  });

  describe('item 3: ranking', () => {
    it('an English two-word product type puts that thing first, not a "… Watch Co." brand\'s watches', async () => {
      for (const type of ['Watch Strap', 'Pocket Watch']) {
        const ofType = seeded.products.filter((product) => typeNames.get(product.productTypeId)?.[1] === type);
        expect(ofType.length).toBeGreaterThan(0);
        const answer = await search(type.toLowerCase(), 'en');
        const first = answer.products.slice(0, Math.min(4, ofType.length));
        expect(first).toHaveEvery((product: Listed) => product.name.includes(type));
      }
    });

    it('a Turkish product type puts that thing first, not a "… Saat" brand\'s watches', async () => {
      const brand = BRANDS.find((item) => item.name.endsWith(' Saat'));
      expect(brand).toBeDefined();
      const answer = await search('saat kordonu');
      expect(answer.products.slice(0, 4)).toHaveEvery((product: Listed) => product.name.includes('Saat Kordonu'));
    });
  });

  describe('item 4: popular searches', () => {
    it('need several distinct shoppers: one client repeating a search is not enough', async () => {
      for (let i = 0; i < 5; i++) await search('deri kordonlu saat', 'tr', { from: '198.51.100.7' });
      expect(await texts()).not.toContain('deri kordonlu saat');
      for (const from of ['198.51.100.8', '198.51.100.9']) await search('Deri Kordonlu Saat', 'tr', { from });
      expect(await texts()).toContain('deri kordonlu saat');
    });

    it('a shopper is their cart: the same environment token from three addresses counts once', async () => {
      const [variant] = await variantsInStock(shop.url);
      const added = await request(shop.url).post('/api/add-to-cart').send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
      const cookie = environmentCookieOf(added)!;
      expect(cookie).toBeDefined();
      for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await search('hasır kordonlu saat', 'tr', { from, cookie });
      expect(await texts()).not.toContain('hasır kordonlu saat');
    });

    it('are shown in the catalogue\'s spelling, never as typed without marks, in capitals or with symbols', async () => {
      for (const [from, typed] of [['192.0.2.1', 'CELIK KORDONLU SAAT'], ['192.0.2.2', 'celik kordonlu saat!!'], ['192.0.2.3', '"Çelik   kordonlu saat"']]) await search(typed, 'tr', { from });
      const list = await texts();
      expect(list).toContain('çelik kordonlu saat');
      expect(list).toHaveEvery((text: string) => /^[\p{Ll}\p{N} ]+$/u.test(text) && text === text.trim());
      expect(list.filter((text) => foldText(text) === 'celik kordonlu saat')).toHaveLength(1);
    });

    it('leave out typos (even when typo tolerance found products) and queries that found nothing', async () => {
      for (const from of ['192.0.2.11', '192.0.2.12', '192.0.2.13']) {
        expect((await search('kordonlo saat', 'tr', { from })).pagination.totalItems).toBeGreaterThan(0);
        expect((await search('xqzxqz', 'tr', { from })).pagination.totalItems).toBe(0);
      }
      const list = await texts();
      expect(list.length).toBeGreaterThan(0);
      expect(list).not.toContain('kordonlo saat');
      expect(list).not.toContain('xqzxqz');
    });

    it('an operator hides an entry (and shows it again); the route needs the engine\'s bearer token and a searchable query', async () => {
      expect(await texts()).toContain('deri kordonlu saat');
      expect((await engine('hide-popular-search').send({ query: 'DERİ KORDONLU SAAT' }).expect(200)).body).toEqual({ normalized: 'deri kordonlu saat', hidden: true });
      expect(await texts()).not.toContain('deri kordonlu saat');
      await engine('hide-popular-search').send({ query: 'deri kordonlu saat', culture: 'tr', hidden: false }).expect(200);
      expect(await texts()).toContain('deri kordonlu saat');
      await request(shop.url).post('/gateway/prediction/api/prediction/hide-popular-search').send({ query: 'saat' }).expect(401);
      expect((await engine('hide-popular-search').send({ query: '!!' }).expect(400)).body.message).toMatch(/query/);
      expect((await engine('hide-popular-search').send({ query: 'saat', culture: 'de' }).expect(400)).body.message).toMatch(/culture/);
      await engine('record-searches').send({ searches: [{ culture: 'tr', query: 'saat', resultCount: -1 }] }).expect(400);
    });

    it('S2.25 the storefront\'s popular searches answer the same list', async () => {
      const shown = (await request(shop.url).get('/api/popular-searches').query({ limit: 20 }).set('x-culture', 'tr').expect(200)).body.searches as PopularSearch[];
      expect(shown.map((entry) => entry.text)).toEqual(await texts());
      expect(shown.length).toBeGreaterThan(0);
    });
  });
});
