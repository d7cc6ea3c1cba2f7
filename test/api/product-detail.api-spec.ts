import request from 'supertest';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import type { Product, ProductListItem } from '../../contracts/product/entities.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('product detail: POST /api/get-product and the list URL inputs (S2.05, S3.03, S7.05)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const getProduct = (body: object, culture = 'tr') => request(shop.url).post('/api/get-product').set('x-culture', culture).send(body);
  const search = (body: object) => request(shop.url).post('/api/search-products').send(body);

  it('S2.05 a product routePath resolves to the product, whose detail has every §3 field and every attribute', async () => {
    const [listed] = (await search({ pageSize: 1, flags: F.Default | F.InStock, includes: ['Id', 'RoutePath', 'Attributes'] }).expect(200)).body.products as ProductListItem[];
    const route = (await request(shop.url).get('/api/route-info').query({ path: listed.routePath }).expect(200)).body.route;
    expect(route).toMatchObject({ type: 'product', id: listed.id });

    const response = await getProduct({ productId: route.id }).expect(200);
    expect(response.body.isSuccess).toBe(true);
    const product = response.body.product as Product;
    expect(product.id).toBe(listed.id);
    for (const field of ['sku', 'name', 'code', 'salesPrice', 'basePrice', 'discountRate', 'brand', 'routePath', 'documents', 'attributes',
      'barcodes', 'stocksByBarcode', 'categories', 'types', 'extensionData']) {
      expect(product).toHaveProperty(field);
    }
    // Detail answers every attribute, lists only the list attributes.
    expect(product.attributes.length).toBeGreaterThanOrEqual(listed.attributes!.length);
    const main = product.categories.find((category) => category.isDefault)!;
    expect(main.hierarchy.length).toBeGreaterThanOrEqual(2);
    // Breadcrumbs link every level to its list.
    expect(main.hierarchy).toHaveEvery((node) => /-c-\d+$/.test(node.routePath ?? ''));
    const barcodeIds = new Set(product.barcodes.map((barcode) => barcode.id));
    expect(product.stocksByBarcode).toHaveEvery((stock) => barcodeIds.has(stock.barcodeId));
  });

  it('S3.03 a product with sizes names them in stockTypeValues, and some sizes can be sold out', async () => {
    const { body } = await search({ pageSize: 100, sizes: ['40', '41', '42', '43', '44', '45'], includes: ['Id'] }).expect(200);
    let soldOutSizeSeen = false;
    for (const { id } of body.products as ProductListItem[]) {
      const product = (await getProduct({ productId: id }).expect(200)).body.product as Product;
      const sizes = product.barcodes.map((barcode) => barcode.stockTypeValues.find((value) => value.typeCode === 'size')?.name);
      expect(sizes).toHaveEvery(Boolean);
      const stockOf = (barcodeId: number) => product.stocksByBarcode.filter((stock) => stock.barcodeId === barcodeId).reduce((sum, stock) => sum + stock.quantity, 0);
      if (product.barcodes.some((barcode) => stockOf(barcode.id) === 0) && product.barcodes.some((barcode) => stockOf(barcode.id) > 0)) { soldOutSizeSeen = true; break; }
    }
    expect(soldOutSizeSeen).toBe(true);
  });

  it('S1.04 names and prices follow the language and currency', async () => {
    const tr = (await getProduct({ productId: 1 }).expect(200)).body.product as Product;
    const en = (await getProduct({ productId: 1 }, 'en').expect(200)).body.product as Product;
    expect(tr.currencyId).toBe(1);
    expect(en.currencyId).toBe(2);
    expect(en.routePath).toMatch(/^\/en\//);
    expect(tr.name).not.toBe(en.name);
  });

  it.each([
    [{ productId: 0 }, 400, 'productId must not be less than 1'],
    [{ productId: '7' }, 400, 'productId must be an integer number'],
    [{ productId: 1.5 }, 400, 'productId must be an integer number'],
    [{}, 400, 'productId must be an integer number'],
    [{ productId: 1, extra: true }, 400, 'property extra should not exist'],
    [{ productId: 99_999_999 }, 404, 'Product not found'],
  ])('refuses %j with %i and a clear message, never a 500', async (body, status, message) => {
    const response = await getProduct(body).expect(status);
    expect(response.body.isSuccess).toBe(false);
    expect(response.body.message).toContain(message);
  });

  it('S7.05 a product\'s detail (read in one statement) has the same parts as the product read as a list with every field and attribute', async () => {
    // Products with sizes and with several colours, so every part has rows to compare.
    const sized = (await search({ pageSize: 4, sizes: ['40', '41', '42'], includes: ['Id'] }).expect(200)).body.products as ProductListItem[];
    const grouped = (await search({ pageSize: 4, flags: F.Default | F.GroupVariations, includes: ['Id', 'RoutePath'] }).expect(200)).body.products as ProductListItem[];
    const ids = [...new Set([...sized, ...grouped].map((product) => product.id))];
    expect(ids.length).toBeGreaterThanOrEqual(6);
    let coloured = 0;
    for (const id of ids) {
      const detail = (await getProduct({ productId: id }).expect(200)).body.product as Product;
      const [listed] = (await search({ productIds: [id], flags: F.None | F.ReturnAllAttributes, pageSize: 1 }).expect(200)).body.products as Product[];
      for (const part of ['name', 'salesPrice', 'documents', 'attributes', 'barcodes', 'stocksByBarcode', 'categories', 'brand', 'types'] as const) {
        expect([id, part, detail[part]]).toEqual([id, part, listed[part]]);
      }
      if (detail.colours?.length) coloured += 1;
    }
    expect(coloured).toBeGreaterThan(0);
  });

  it('issue 28 item 3: on the embedded database a first visitor\'s detail runs on the statement\'s kept plan, not planned anew each time', async () => {
    const db = shop.app.get<Database>(DATABASE, { strict: false });
    if (db.kind !== 'pglite') return;
    const grouped = (await search({ pageSize: 12, currentPage: 2, flags: F.Default | F.GroupVariations, includes: ['Id'] }).expect(200)).body.products as ProductListItem[];
    expect(grouped.length).toBe(12);
    // Each asked once: the storefront's answer cache has none of them.
    for (const { id } of grouped) await getProduct({ productId: id }).expect(200);
    const [plans] = await db.query<{ generic: string; custom: string }>(
      "SELECT generic_plans::text AS generic, custom_plans::text AS custom FROM pg_prepared_statements WHERE statement LIKE '%AS colours%'");
    expect(Number(plans.generic)).toBeGreaterThan(Number(plans.custom));
  });

  it('an unapproved product is not shown', async () => {
    const [unapproved] = await shop.app.get<Database>(DATABASE, { strict: false }).query<{ id: number }>('SELECT id FROM product WHERE NOT is_approved ORDER BY id LIMIT 1');
    expect(unapproved).toBeDefined();
    await getProduct({ productId: unapproved.id }).expect(404);
  });

  it('S8.21 the product service\'s HTTP errors reach the shopper as clear answers: an unknown product its 404 and message, a malformed id a 400 naming the field, never a 5xx', async () => {
    const unknown = await getProduct({ productId: 99_999_999 }).expect(404);
    expect(unknown.body).toMatchObject({ isSuccess: false, status: 404, message: 'Product not found' });
    const english = await getProduct({ productId: 99_999_999 }, 'en').expect(404);
    expect(english.body.message).toBe('Product not found');
    for (const productId of ['abc', -1, 1.5]) {
      const malformed = await getProduct({ productId }).expect(400);
      expect(JSON.stringify(malformed.body)).toMatch(/productId/);
    }
  });

  // What a shared or hand-edited list URL can send: never a 500.
  it.each([
    [{ brandIds: [99999] }, 200],
    [{ categoryIds: [99999] }, 200],
    [{ sizes: ['ÇokBüyük'] }, 200],
    [{ minPrice: 5000, maxPrice: 100 }, 200],
    [{ currentPage: 100000, pageSize: 24 }, 200],
    [{ brandIds: [0] }, 400],
    [{ brandIds: ['abc'] }, 400],
    [{ currentPage: -1 }, 400],
    [{ currentPage: 100001 }, 400],
    [{ pageSize: 1000 }, 400],
    [{ flags: -6 }, 400],
    [{ flags: 'Default' }, 400],
    [{ minPrice: 'ucuz' }, 400],
    [{ sort: 'price' }, 400],
    [{ attributes: [{ integrationCode: 'attr_color', values: [] }] }, 400],
  ])('list filters %j answer %i', async (body, status) => {
    const response = await search(body).expect(status);
    if (status === 200) expect(response.body.products).toEqual([]);
    else expect(typeof response.body.message).toBe('string');
  });
});
