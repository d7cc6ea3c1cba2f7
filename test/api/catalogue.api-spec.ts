import request from 'supertest';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import type { CategoryTreeNode } from '../../contracts/catalogue/entities.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const depth = (nodes: CategoryTreeNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((node) => depth(node.childCategories))) : 0);

describe('catalogue lookups (S1.01, S7.21)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  it('S7.21 the category tree is three levels deep or more, with list paths per language', async () => {
    const tr = (await request(shop.url).post('/api/category-tree').send({}).expect(200)).body.categories as CategoryTreeNode[];
    expect(depth(tr)).toBeGreaterThanOrEqual(3);
    expect(tr.length).toBeGreaterThanOrEqual(7);
    expect(tr[0].routePath).toMatch(/-c-\d+$/);
    const en = (await request(shop.url).post('/api/category-tree').set('x-culture', 'en').send({}).expect(200)).body.categories as CategoryTreeNode[];
    expect(en[0].routePath).toMatch(/^\/en\//);
    const under = (await request(shop.url).post('/api/category-tree').send({ rootId: tr[0].id }).expect(200)).body.categories as CategoryTreeNode[];
    expect(under.map((node) => node.id)).toEqual(tr[0].childCategories.map((node) => node.id));
  });

  it('an unknown root answers 404, a mistyped one 400', async () => {
    expect((await request(shop.url).post('/api/category-tree').send({ rootId: 999999 }).expect(404)).body.message).toBe('Category not found');
    await request(shop.url).post('/api/category-tree').send({ rootId: 'x' }).expect(400);
  });

  it('S1.01 lists 30 brands or more, each with a path that resolves', async () => {
    const brands = (await request(shop.url).get('/api/brands').expect(200)).body.brands as { id: number; name: string; routePath: string }[];
    expect(brands.length).toBeGreaterThanOrEqual(30);
    const route = await request(shop.url).get('/api/route-info').query({ path: brands[0].routePath }).expect(200);
    expect(route.body.route).toMatchObject({ type: 'brand', id: brands[0].id, title: brands[0].name });
  });

  it('related products share the category and leave the product out', async () => {
    const [product] = (await request(shop.url).post('/api/search-products').send({ pageSize: 1, flags: F.Default | F.InStock, includes: ['Id', 'Categories'] }).expect(200)).body.products;
    const related = (await request(shop.url).post('/api/product-relations').send({ productId: product.id, pageSize: 4 }).expect(200)).body.products as { id: number }[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.map((item) => item.id)).not.toContain(product.id);
    await request(shop.url).post('/api/product-relations').send({ productId: 99999999 }).expect(404);
    await request(shop.url).post('/api/product-relations').send({ productId: product.id, pageSize: 500 }).expect(400);
  });
});
