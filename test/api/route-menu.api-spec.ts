import request from 'supertest';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('route info and menu (spec §2 routes, S3.18)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const firstProduct = async (culture: string) => (await request(shop.url).post('/api/search-products').set('x-culture', culture)
    .send({ pageSize: 1, flags: F.Default, includes: ['Id', 'Name', 'RoutePath', 'Categories'] }).expect(200)).body.products[0];

  it('S2.05 a product routePath resolves to its product detail, in both languages', async () => {
    const tr = await firstProduct('tr');
    const en = await firstProduct('en');
    const answer = await request(shop.url).get('/api/route-info').query({ path: tr.routePath }).expect(200);
    expect(answer.body).toEqual({ isSuccess: true, route: { type: 'product', id: tr.id, culture: 'tr', title: tr.name, alternates: { tr: tr.routePath, en: en.routePath } } });
    const english = await request(shop.url).get('/api/route-info').query({ path: en.routePath }).expect(200);
    expect(english.body.route).toMatchObject({ type: 'product', id: en.id, culture: 'en', title: en.name });
  });

  it('S2.05 a category path resolves to its product list', async () => {
    const menu = (await request(shop.url).get('/api/menu').expect(200)).body.menuCategories;
    const category = menu.find((item: { key: string }) => item.key !== 'Menu LeftColumn' && item.key !== 'Mobile Menu');
    const answer = await request(shop.url).get('/api/route-info').query({ path: category.extensionData.Menu.Link }).expect(200);
    expect(answer.body.route).toMatchObject({ type: 'category', culture: 'tr', title: category.name });
  });

  it('an unknown path answers 404 with a clear message; a malformed one 400', async () => {
    const missing = await request(shop.url).get('/api/route-info').query({ path: '/no-such-page-p-999999' }).expect(404);
    expect(missing.body).toEqual({ isSuccess: false, status: 404, message: 'Page not found' });
    const malformed = await request(shop.url).get('/api/route-info').query({ path: 'no-slash' }).expect(400);
    expect(malformed.body.message).toBe('path must start with / and hold no spaces, ? or #');
    await request(shop.url).get('/api/route-info').expect(400);
  });

  it('S3.18 the menu has Menu LeftColumn, Mobile Menu and categories three levels deep', async () => {
    const menu = (await request(shop.url).get('/api/menu').expect(200)).body.menuCategories as { key: string; name: string; childCategories: { childCategories: unknown[] }[]; extensionData: { Menu?: { Link?: string } } }[];
    const keys = menu.map((item) => item.key);
    expect(keys[0]).toBe('Menu LeftColumn');
    expect(keys).toContain('Mobile Menu');
    const categories = menu.filter((item) => item.key !== 'Menu LeftColumn' && item.key !== 'Mobile Menu');
    expect(categories.length).toBeGreaterThanOrEqual(7);
    expect(categories.some((item) => item.childCategories.some((child) => child.childCategories.length > 0))).toBe(true);
    expect(categories).toHaveEvery((item) => item.extensionData.Menu?.Link?.startsWith('/'));
  });

  it('the menu follows the language', async () => {
    const en = (await request(shop.url).get('/api/menu').set('x-culture', 'en').expect(200)).body.menuCategories as { key: string; extensionData: { Menu?: { Link?: string } } }[];
    const links = en.filter((item) => item.extensionData.Menu?.Link).map((item) => item.extensionData.Menu!.Link!);
    expect(links).toHaveEvery((link) => link.startsWith('/en/'));
  });
});
