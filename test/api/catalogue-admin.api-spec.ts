import request from 'supertest';
import type { AdminBrand, AdminCategory, AdminCurrency, AdminProduct, AdminProductInput, AdminProductRow, AdminProductType, AdminWarehouse } from '../../contracts/admin/catalogue.js';
import type { StaffRole } from '../../contracts/admin/staff.js';
import type { Product, ProductListItem } from '../../contracts/product/entities.js';
import type { TestApp } from '../support/test-app.js';
import { catalogueShop } from './catalogue-admin-fixtures.js';

/** The operator console's catalogue routes (issue 29 items 4 and 6), signed in through the real staff routes. */
describe('catalogue staff routes (issue 29 item 4)', () => {
  const fixture = catalogueShop(['catalogue', 'owner', 'orders', 'support']);
  let shop: TestApp;
  beforeAll(() => { shop = fixture.shop(); });

  const as = (role: StaffRole) => ({
    get: (path: string) => request(shop.url).get(`/admin/api/${path}`).set('Cookie', fixture.cookie(role)),
    post: (path: string, body: object) => request(shop.url).post(`/admin/api/${path}`).set('Cookie', fixture.cookie(role)).send(body),
    put: (path: string, body: object) => request(shop.url).put(`/admin/api/${path}`).set('Cookie', fixture.cookie(role)).send(body),
  });
  const staff = as('catalogue');
  const list = (query: string) => staff.get(`products?${query}`).expect(200);
  const shopProduct = async (id: number, culture = 'tr') =>
    (await request(shop.url).post('/api/get-product').set('x-culture', culture).send({ productId: id }).expect(200)).body.product as Product;
  const shopSearch = async (body: object) => (await request(shop.url).post('/api/search-products').send(body).expect(200)).body.products as ProductListItem[];
  const newProduct = async (overrides: Partial<AdminProductInput> = {}): Promise<AdminProductInput> => {
    const template = (await staff.get('products/1').expect(200)).body as AdminProduct;
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    return {
      ...template, sku: `T-${unique}`, code: `T-${unique}`, groupCode: `T-${unique}`, name: { tr: `Deneme Saat ${unique}`, en: `Trial Watch ${unique}` },
      seo: { tr: { title: 'Başlık', description: 'Açıklama', slug: `deneme-saat-${unique}` }, en: { title: 'Title', description: 'Description', slug: `trial-watch-${unique}` } },
      variants: [
        { barcode: `B${unique}1`, size: 'S', colour: { tr: 'Kırmızı', en: 'Red' }, stock: [{ warehouseId: 1, quantity: 3 }] },
        { barcode: `B${unique}2`, size: 'M', colour: { tr: 'Kırmızı', en: 'Red' }, stock: [{ warehouseId: 1, quantity: 0 }, { warehouseId: 2, quantity: 4 }] },
      ],
      prices: [{ currencyId: 1, salesPrice: 12_990, basePrice: 15_000 }, { currencyId: 2, salesPrice: 499, basePrice: 499 }],
      ...overrides,
    };
  };

  it('lists products a page at a time, sorted and filtered in the database, with Content-Range', async () => {
    const first = await list('sort=["id","ASC"]&range=[0,9]');
    expect(first.headers['content-range']).toMatch(/^products 0-9\/\d+$/);
    const rows = first.body as AdminProductRow[];
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[0]).toEqual(expect.objectContaining({ sku: expect.any(String), name: { tr: expect.any(String), en: expect.any(String) }, price: expect.any(Number), stock: expect.any(Number) }));
    const total = Number(first.headers['content-range'].split('/')[1]);
    const second = await list('sort=["id","ASC"]&range=[10,19]');
    expect((second.body as AdminProductRow[])[0].id).toBe(11);
    const byPrice = (await list('sort=["price","DESC"]&range=[0,49]')).body as AdminProductRow[];
    expect(byPrice.map((row) => row.price)).toEqual([...byPrice.map((row) => row.price)].sort((a, b) => b! - a!));
    const brand = rows[0].brandId;
    const ofBrand = await list(`filter=${encodeURIComponent(JSON.stringify({ brandId: brand }))}&range=[0,199]`);
    expect((ofBrand.body as AdminProductRow[]).every((row) => row.brandId === brand)).toBe(true);
    expect(Number(ofBrand.headers['content-range'].split('/')[1])).toBeLessThan(total);
    const bySku = (await list(`filter=${encodeURIComponent(JSON.stringify({ q: rows[3].sku }))}`)).body as AdminProductRow[];
    expect(bySku.map((row) => row.id)).toEqual([rows[3].id]);
    const word = rows[0].name.tr.split(' ')[0];
    const byName = (await list(`filter=${encodeURIComponent(JSON.stringify({ q: word.toLowerCase() }))}&range=[0,199]`)).body as AdminProductRow[];
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((row) => `${row.name.tr} ${row.name.en}`.toLocaleLowerCase('tr').includes(word.toLocaleLowerCase('tr')) || `${row.name.tr} ${row.name.en}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const many = (await list(`filter=${encodeURIComponent(JSON.stringify({ id: [3, 1] }))}`)).body as AdminProductRow[];
    expect(many.map((row) => row.id).sort()).toEqual([1, 3]);
  });

  it('refuses a malformed list request with 400 and a clear message', async () => {
    expect((await staff.get('products?sort=["password","ASC"]').expect(400)).body.message).toMatch(/sort field must be one of/);
    expect((await staff.get('products?range=[5,1]').expect(400)).body.message).toMatch(/range/);
    expect((await staff.get(`products?filter=${encodeURIComponent('{"colour":"red"}')}`).expect(400)).body.message).toMatch(/Unknown filter colour/);
    expect((await staff.get(`products?filter=${encodeURIComponent('{"brandId":"x"}')}`).expect(400)).body.message).toMatch(/brandId/);
  });

  it('creates a product with two variants, prices and stock; the shop finds it at once', async () => {
    const input = await newProduct();
    const created = (await staff.post('products', input).expect(201)).body as AdminProduct;
    expect(created).toMatchObject({ sku: input.sku, name: input.name, published: true, prices: input.prices });
    expect(created.variants.map((v) => [v.barcode, v.size, v.stock])).toEqual([
      [input.variants[0].barcode, 'S', [{ warehouseId: 1, quantity: 3 }]],
      [input.variants[1].barcode, 'M', [{ warehouseId: 2, quantity: 4 }]],
    ]);
    expect(created.seo.tr).toEqual(input.seo.tr);
    const inShop = await shopProduct(created.id);
    expect(inShop.name).toBe(input.name.tr);
    expect(inShop.routePath).toBe(`/${input.seo.tr.slug}-p-${created.id}`);
    const found = await shopSearch({ searchTerm: input.name.tr, pageSize: 5, includes: ['Id', 'Name'] });
    expect(found.map((p) => p.id)).toContain(created.id);
  });

  it('a changed name and price show in the shop\'s product page, list and search at once (no waiting for cache lifetimes)', async () => {
    const created = (await staff.post('products', await newProduct()).expect(201)).body as AdminProduct;
    // Fill the storefront's caches first: the product page, a list naming it, a search.
    expect((await shopProduct(created.id)).salesPrice).toBe(129.9);
    const listBody = { productIds: [created.id], includes: ['Id', 'Name', 'SalesPrice'] };
    expect((await shopSearch(listBody))[0].name).toBe(created.name.tr);
    const renamed = `Yepyeni Kol Saati ${created.id}`;
    expect(await shopSearch({ searchTerm: renamed, pageSize: 5, includes: ['Id'] })).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: created.id })]));

    await staff.put(`products/${created.id}`, { ...created, name: { tr: renamed, en: 'Brand New Watch' }, prices: [{ currencyId: 1, salesPrice: 9_990, basePrice: 15_000 }] }).expect(200);

    const page = await shopProduct(created.id);
    expect([page.name, page.salesPrice, page.basePrice]).toEqual([renamed, 99.9, 150]);
    expect((await shopSearch(listBody))[0]).toMatchObject({ name: renamed, salesPrice: 99.9 });
    expect((await shopSearch({ searchTerm: renamed, pageSize: 5, includes: ['Id'] })).map((p) => p.id)).toContain(created.id);
  });

  it('S2.07 a product whose slug changed is still found at its old links: 301 to its new path in each language', async () => {
    const created = (await staff.post('products', await newProduct()).expect(201)).body as AdminProduct;
    const old = { tr: (await shopProduct(created.id)).routePath, en: (await shopProduct(created.id, 'en')).routePath };
    await staff.put(`products/${created.id}`, { ...created, seo: { tr: { ...created.seo.tr, slug: `yeni-ad-${created.id}` }, en: { ...created.seo.en, slug: `new-name-${created.id}` } } }).expect(200);
    expect((await request(shop.url).get(old.tr).set('accept', 'text/html').expect(301)).headers.location).toBe(`/yeni-ad-${created.id}-p-${created.id}`);
    expect((await request(shop.url).get(old.en).set('accept', 'text/html').expect(301)).headers.location).toBe(`/en/new-name-${created.id}-p-${created.id}`);
    await request(shop.url).get(`/yeni-ad-${created.id}-p-${created.id}`).set('accept', 'text/html').expect(200);
  });

  it('hides and publishes a product with the published field, and keeps an audit entry of each change with before and after', async () => {
    const created = (await staff.post('products', await newProduct()).expect(201)).body as AdminProduct;
    await staff.put(`products/${created.id}`, { ...created, published: false }).expect(200);
    expect((await shopSearch({ productIds: [created.id], includes: ['Id'] })).length).toBe(0);
    await staff.put(`products/${created.id}`, { ...created, published: true }).expect(200);
    expect((await shopSearch({ productIds: [created.id], includes: ['Id'] })).length).toBe(1);
    const entries = (await as('owner').get(`audit-log?filter=${encodeURIComponent(JSON.stringify({ thingType: 'product', thingId: String(created.id) }))}`).expect(200)).body as
      { action: string; before: AdminProduct | null; after: AdminProduct }[];
    expect(entries.map((entry) => entry.action).sort()).toEqual(['product.create', 'product.update', 'product.update']);
    const hidden = entries.find((entry) => entry.before?.published === true && entry.after.published === false);
    expect(hidden).toBeDefined();
  });

  it('refuses bad products with 400 naming every problem: unknown brand or category, duplicate sku or barcode, negative stock, sales above base price', async () => {
    const existing = (await staff.get('products/1').expect(200)).body as AdminProduct;
    const bad = await newProduct({ brandId: 999_999, categoryIds: [999_998], defaultCategoryId: 999_998 });
    const answer = (await staff.post('products', bad).expect(400)).body;
    expect(answer.message).toMatch(/unknown brand 999999/);
    expect(answer.message).toMatch(/unknown category 999998/);
    expect((await staff.post('products', await newProduct({ sku: existing.sku })).expect(400)).body.message).toMatch(/sku .* is already product 1's/);
    const taken = await newProduct();
    taken.variants[0].barcode = existing.variants[0].barcode;
    expect((await staff.post('products', taken).expect(400)).body.message).toMatch(/barcode .* is already product 1's/);
    const negative = await newProduct();
    negative.variants[0].stock = [{ warehouseId: 1, quantity: -1 }];
    expect((await staff.post('products', negative).expect(400)).body.message).toMatch(/stock quantity must not be below 0/);
    expect((await staff.post('products', await newProduct({ prices: [{ currencyId: 1, salesPrice: 200, basePrice: 100 }] })).expect(400)).body.message).toMatch(/sales price \(200\) is above the base price \(100\)/);
    expect((await staff.post('products', { ...(await newProduct()), brandId: 'Casio' }).expect(400)).body.message).toMatch(/brandId must be an integer/);
    expect((await staff.post('products', { ...(await newProduct()), prices: [{ currencyId: 1, salesPrice: 12.5, basePrice: 20 }] }).expect(400)).body.message).toMatch(/minor units/);
    await staff.get('products/999999').expect(404);
  });

  it('lists brands, categories, product types, warehouses and currencies, and makes and changes brands, categories and types', async () => {
    const brands = await staff.get('brands?sort=["name","ASC"]&range=[0,4]').expect(200);
    expect(brands.headers['content-range']).toMatch(/^brands 0-4\/\d+$/);
    const names = (brands.body as AdminBrand[]).map((brand) => brand.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(((await staff.get('warehouses').expect(200)).body as AdminWarehouse[]).map((w) => w.code)).toEqual(['IST', 'ANK']);
    expect(((await staff.get('currencies').expect(200)).body as AdminCurrency[]).map((c) => c.code)).toEqual(['TRY', 'USD', 'EUR']);
    const tops = (await staff.get(`categories?filter=${encodeURIComponent('{"parentId":null}')}&range=[0,199]`).expect(200)).body as AdminCategory[];
    expect(tops.length).toBeGreaterThan(0);
    expect(tops.every((category) => category.parentId === null)).toBe(true);

    const brand = (await staff.post('brands', { name: 'Zeta Saatçilik' }).expect(201)).body as AdminBrand;
    expect(brand.slug).toBe('zeta-saatcilik');
    expect(((await staff.put(`brands/${brand.id}`, { ...brand, name: 'Zeta Saat' }).expect(200)).body as AdminBrand).name).toBe('Zeta Saat');
    expect((await staff.post('brands', { name: 'Another', slug: brand.slug }).expect(400)).body.message).toMatch(/slug/);
    const type = (await staff.post('product-types', { code: 'deneme-tipi', name: { tr: 'Deneme', en: 'Trial' } }).expect(201)).body as AdminProductType;
    expect(type.code).toBe('deneme-tipi');
    const category = (await staff.post('categories', { parentId: tops[0].id, name: { tr: 'Yeni Raf', en: 'New Shelf' }, sortOrder: 99 }).expect(201)).body as AdminCategory;
    expect(category.routePath.tr).toBe(`${tops[0].routePath.tr.replace(/-c-\d+$/, '')}/yeni-raf-c-${category.id}`);
    // The shop's category tree shows it at once.
    const tree = (await request(shop.url).post('/api/category-tree').send({}).expect(200)).body;
    expect(JSON.stringify(tree)).toContain('Yeni Raf');
    const renamed = (await staff.put(`categories/${category.id}`, { ...category, name: { tr: 'Eski Raf', en: 'Old Shelf' }, slug: { tr: 'eski-raf', en: 'old-shelf' } }).expect(200)).body as AdminCategory;
    expect(renamed.routePath.en).toMatch(/\/old-shelf-c-\d+$/);
    expect((await request(shop.url).get('/api/route-info').query({ path: renamed.routePath.tr }).expect(200)).body.route).toMatchObject({ type: 'category', id: category.id });
    // Its old path (a shared link, a search engine's) sends the visitor on to the new one.
    expect((await request(shop.url).get(category.routePath.en).set('accept', 'text/html').expect(301)).headers.location).toBe(renamed.routePath.en);
    expect((await staff.post('categories', { parentId: 999_999, name: { tr: 'X', en: 'X' }, sortOrder: 1 }).expect(400)).body.message).toMatch(/unknown parent category/);
  });

  it('admits the owner and the catalogue role; refuses orders and support with 403 on every catalogue route (issue 29 item 2)', async () => {
    const routes: [string, string][] = [['get', 'products'], ['get', 'products/1'], ['post', 'products'], ['put', 'products/1'], ['get', 'brands'], ['post', 'brands'],
      ['put', 'brands/1'], ['get', 'categories'], ['post', 'categories'], ['get', 'product-types'], ['post', 'product-types'], ['get', 'warehouses'], ['get', 'currencies'],
      ['get', 'catalogue-export?format=csv'], ['post', 'catalogue-import?dryRun=true'], ['post', 'products/1/photos'], ['delete', 'products/1/photos/1'], ['put', 'products/1/photos/order']];
    for (const role of ['orders', 'support'] as const) {
      for (const [method, path] of routes) {
        const call = request(shop.url)[method as 'get'](`/admin/api/${path}`).set('Cookie', fixture.cookie(role));
        const answer = method === 'get' || method === 'delete' ? await call : await call.send({});
        expect([role, method, path, answer.status]).toEqual([role, method, path, 403]);
      }
    }
    await as('owner').get('products').expect(200);
    await request(shop.url).get('/admin/api/products').expect(401);
  });
});
