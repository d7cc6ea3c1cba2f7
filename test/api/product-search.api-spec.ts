import request from 'supertest';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import type { ProductListItem } from '../../contracts/product/entities.js';
import { startTestApp, TEST_SEED_PRODUCTS, type TestApp } from '../support/test-app.js';

describe('POST /api/search-products (S7.05, S3.02, S3.06, S3.21)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const search = (body: object, culture = 'tr', cookie?: string) => {
    const call = request(shop.url).post('/api/search-products').set('x-culture', culture);
    if (cookie) call.set('Cookie', cookie);
    return call.send(body);
  };
  const products = async (body: object, culture = 'tr') => (await search(body, culture).expect(200)).body.products as ProductListItem[];
  const total = async (body: object) => (await search(body).expect(200)).body.pagination.totalItems as number;

  it('S7.05 answers isSuccess, products and the §3 pagination summary', async () => {
    const response = await search({ pageSize: 10, currentPage: 2 }).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    expect(response.body.isSuccess).toBe(true);
    expect(response.body.products).toHaveLength(10);
    const { pagination } = response.body;
    expect(pagination).toEqual({
      currentPage: 2, pageSize: 10, taked: 10, skipped: 10,
      totalItems: expect.any(Number), totalPages: Math.ceil(pagination.totalItems / 10),
    });
    expect(pagination.totalItems).toBeGreaterThan(TEST_SEED_PRODUCTS * 0.8);
    expect(pagination.totalItems).toBeLessThanOrEqual(TEST_SEED_PRODUCTS);
  });

  it('S3.21 a page past the end is empty but keeps the totals', async () => {
    const all = await total({});
    const response = await search({ pageSize: 50, currentPage: 1000 }).expect(200);
    expect(response.body.products).toEqual([]);
    expect(response.body.pagination).toMatchObject({ totalItems: all, taked: 0, skipped: 49950, currentPage: 1000 });
  });

  it('S3.06 includes limits the answered fields', async () => {
    const [product] = await products({ pageSize: 1, includes: ['Id', 'Name', 'SalesPrice'] });
    expect(Object.keys(product).sort()).toEqual(['basePrice', 'currencyId', 'id', 'name', 'salesPrice']);
  });

  it('S3.03 a full product has every spec field', async () => {
    const [product] = await products({ pageSize: 1, flags: F.Default | F.InStock });
    for (const field of ['id', 'sku', 'name', 'code', 'shortName', 'salesPrice', 'basePrice', 'discountRate', 'brand', 'routePath', 'routeDescription',
      'documents', 'attributes', 'barcodes', 'stocksByBarcode', 'categories', 'types', 'scopeTypeId', 'isApproved', 'hsCode', 'extensionData']) {
      expect(product).toHaveProperty(field);
    }
    expect(product.documents![0]).toMatchObject({ documentType: 1, isDefault: true, filePath: expect.stringMatching(/^\/media\//) });
    expect(product.categories!.filter((category) => category.isDefault)).toHaveLength(1);
    const main = product.categories!.find((category) => category.isDefault)!;
    expect(main.hierarchy.length).toBeGreaterThanOrEqual(2);
    expect(main.hierarchy[main.hierarchy.length - 1].id).toBe(main.id);
    expect(product.barcodes![0].stockTypeValues.length).toBeGreaterThanOrEqual(1);
  });

  it('S3.02 PriceIsNotZero, Discounted, InStock and OutOfStock filter as named', async () => {
    expect((await products({ pageSize: 100, flags: F.PriceIsNotZero }))).toHaveEvery((product) => product.salesPrice! > 0);
    expect((await products({ pageSize: 100, flags: F.Discounted }))).toHaveEvery((product) => product.discountRate! > 0);
    const inStock = await products({ pageSize: 100, flags: F.InStock, includes: ['Id', 'StocksByBarcode'] });
    expect(inStock).toHaveEvery((product) => product.stocksByBarcode!.some((stock) => stock.quantity > 0));
    const soldOut = await products({ pageSize: 100, flags: F.OutOfStock, includes: ['Id', 'StocksByBarcode'] });
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut).toHaveEvery((product) => product.stocksByBarcode!.every((stock) => stock.quantity === 0));
    expect(await total({ flags: F.InStock })).toBeLessThan(await total({ flags: F.None }));
  });

  it('S3.02 Default hides zero prices and shelved-off products that None shows; a shopper\'s IgnoreApproval adds no unapproved one (issue 27 item 12)', async () => {
    const none = await total({ flags: F.None });
    const defaults = await total({ flags: F.Default });
    expect(defaults).toBeLessThan(none);
    expect(await total({ flags: F.None | F.IgnoreApproval })).toBe(none);
  });

  it('S3.02 GroupVariations answers one product per model', async () => {
    expect(await total({ flags: F.Default | F.GroupVariations })).toBeLessThan(await total({ flags: F.Default }));
  });

  it('S3.02 JustDefaultImageDocument answers only the default image', async () => {
    const list = await products({ pageSize: 20, flags: F.Default | F.JustDefaultImageDocument, includes: ['Id', 'Documents'] });
    expect(list).toHaveEvery((product) => product.documents!.length === 1 && product.documents![0].isDefault);
  });

  it('S7.20 product ids come back in the asked order, one page holding them all (tag variations)', async () => {
    const some = (await products({ pageSize: 5, includes: ['Id'] })).map((product) => product.id).reverse();
    const response = await search({ productIds: some, pageSize: 2, includes: ['Id', 'Name', 'Documents', 'RoutePath'], tags: ['compare-list'] }).expect(200);
    expect(response.body.products.map((product: ProductListItem) => product.id)).toEqual(some);
    expect(response.body.pagination.pageSize).toBe(some.length);
  });

  it('lists by category (descendants included) and by brand', async () => {
    const [sample] = await products({ pageSize: 1, includes: ['Id', 'Categories', 'Brand'] });
    const top = sample.categories!.find((category) => category.isDefault)!.hierarchy[0].id;
    const inTop = await products({ pageSize: 100, categoryIds: [top], includes: ['Id', 'Categories'] });
    expect(inTop.length).toBeGreaterThan(0);
    expect(inTop).toHaveEvery((product) => product.categories!.some((category) => category.hierarchy.some((node) => node.id === top)));
    const byBrand = await products({ pageSize: 100, brandIds: [sample.brand!.id], includes: ['Id', 'Brand'] });
    expect(byBrand).toHaveEvery((product) => product.brand!.id === sample.brand!.id);
  });

  it('sorts by price both ways', async () => {
    const up = (await products({ pageSize: 30, sort: 'price-asc', includes: ['Id', 'SalesPrice'] })).map((product) => product.salesPrice!);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await products({ pageSize: 30, sort: 'price-desc', includes: ['Id', 'SalesPrice'] })).map((product) => product.salesPrice!);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('S1.04 prices in TRY for tr, USD for en, and the chosen currency when the cookie says so', async () => {
    const [tr] = await products({ productIds: [1], includes: ['Id', 'SalesPrice'], flags: F.None | F.IgnoreApproval });
    const [en] = await products({ productIds: [1], includes: ['Id', 'SalesPrice'], flags: F.None | F.IgnoreApproval }, 'en');
    expect(tr.currencyId).toBe(1);
    expect(en.currencyId).toBe(2);
    expect(en.salesPrice!).toBeLessThan(tr.salesPrice!);
    const eur = (await search({ productIds: [1], includes: ['Id', 'SalesPrice'], flags: F.None | F.IgnoreApproval }, 'tr', 'x-currency=3').expect(200)).body.products[0];
    expect(eur.currencyId).toBe(3);
  });

  it('names and route paths follow the language', async () => {
    const [tr] = await products({ productIds: [2], includes: ['Id', 'Name', 'RoutePath'], flags: F.None | F.IgnoreApproval });
    const [en] = await products({ productIds: [2], includes: ['Id', 'Name', 'RoutePath'], flags: F.None | F.IgnoreApproval }, 'en');
    expect(tr.routePath).not.toMatch(/^\/en\//);
    expect(en.routePath).toMatch(/^\/en\//);
    expect(tr.name).not.toBe(en.name);
  });

  it('search text with LIKE metacharacters is matched literally and never fails', async () => {
    for (const term of ["%", "_", "\\", "' OR 1=1 --", "100%"]) {
      const response = await search({ searchTerm: term }).expect(200);
      expect(response.body.isSuccess).toBe(true);
    }
    expect((await search({ searchTerm: '%' }).expect(200)).body.products).toEqual([]);
  });

  it.each([
    [{ pageSize: 101 }, 'pageSize must not be greater than 100'],
    [{ pageSize: 0 }, 'pageSize must not be less than 1'],
    [{ currentPage: 0 }, 'currentPage must not be less than 1'],
    [{ currentPage: '2' }, 'currentPage must be an integer number'],
    [{ flags: 0 }, 'flags must not be less than 1'],
    [{ flags: 1 << 20 }, 'flags must not be greater than 524287'],
    [{ includes: ['Password'] }, 'each value in includes must be one of the following values'],
    [{ sort: 'random' }, 'sort must be one of the following values'],
    [{ productIds: Array.from({ length: 101 }, (_, i) => i + 1) }, 'productIds must contain no more than 100 elements'],
    [{ aggregateBy: ['Everything'] }, 'each value in aggregateBy must be one of the following values'],
    [{ colour: 'red' }, 'property colour should not exist'],
    [{ searchTerm: 'x'.repeat(201) }, 'searchTerm must be shorter than or equal to 200 characters'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const response = await search(body).expect(400);
    expect(response.body.isSuccess).toBe(false);
    expect(response.body.message).toContain(message);
  });
});

describe('product list facets (S7.05 aggregateBy)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const search = (body: object, culture = 'tr') => request(shop.url).post('/api/search-products').set('x-culture', culture).send(body).expect(200);
  type Facet = { name: string; title: string; buckets: { key: string; label: string; count: number; selected: boolean }[]; min?: number; max?: number };
  const facet = (body: { aggregations: Facet[] }, name: string) => body.aggregations.find((aggregation) => aggregation.name === name)!;

  it('S7.05 aggregateBy [None] answers no facets', async () => {
    expect((await search({ aggregateBy: ['None'] })).body.aggregations).toEqual([]);
  });

  it('brand, category, price, colour, size, stock and discount facets count the result', async () => {
    const { body } = await search({ pageSize: 1, aggregateBy: ['Category', 'Brand', 'Price', 'Attributes', 'Size', 'InStock', 'Discounted'] });
    const total = body.pagination.totalItems;
    const brands = facet(body, 'Brand');
    expect(brands.title).toBe('Marka');
    expect(brands.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(total);
    const categories = facet(body, 'Category');
    expect(categories.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBeGreaterThanOrEqual(total);
    const price = facet(body, 'Price');
    expect(price.min).toBeLessThanOrEqual(price.max!);
    expect(price.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(total);
    expect(facet(body, 'attr_color').title).toBe('Renk');
    expect(facet(body, 'Size').buckets.length).toBeGreaterThan(0);
    expect(facet(body, 'InStock').buckets[0].count).toBeLessThan(total);
    expect(facet(body, 'Discounted').buckets[0].count).toBeGreaterThan(0);
  });

  it('filtering by a facet value narrows the list and marks the bucket selected; its own facet still shows the others', async () => {
    const first = await search({ pageSize: 1, aggregateBy: ['Attributes', 'Brand'] });
    const colour = facet(first.body, 'attr_color').buckets[0];
    const filtered = await search({ pageSize: 100, attributes: [{ integrationCode: 'attr_color', values: [colour.key] }], aggregateBy: ['Attributes', 'Brand'], includes: ['Id', 'Attributes'] });
    expect(filtered.body.pagination.totalItems).toBe(colour.count);
    for (const product of filtered.body.products) {
      expect(product.attributes.find((attribute: { integrationCode: string }) => attribute.integrationCode === 'attr_color').attributeValues[0].value).toBe(colour.key);
    }
    const colours = facet(filtered.body, 'attr_color').buckets;
    expect(colours.find((bucket) => bucket.key === colour.key)!.selected).toBe(true);
    expect(colours.length).toBeGreaterThan(1);
  });

  it('the category facet under a chosen category lists its children', async () => {
    const top = facet((await search({ pageSize: 1, aggregateBy: ['Category'] })).body, 'Category').buckets[0];
    const under = facet((await search({ pageSize: 1, categoryIds: [Number(top.key)], aggregateBy: ['Category'] })).body, 'Category');
    expect(under.buckets.length).toBeGreaterThan(0);
    expect(under.buckets).toHaveEvery((bucket) => bucket.key !== top.key);
  });

  it('a price range keeps prices inside it', async () => {
    const { body } = await search({ pageSize: 50, minPrice: 1000, maxPrice: 5000, includes: ['Id', 'SalesPrice'] });
    expect(body.products).toHaveEvery((product: { salesPrice: number }) => product.salesPrice >= 1000 && product.salesPrice <= 5000);
  });

  it('facet titles and values follow the language', async () => {
    const { body } = await search({ pageSize: 1, aggregateBy: ['Brand', 'Attributes'] }, 'en');
    expect(facet(body, 'Brand').title).toBe('Brand');
    expect(facet(body, 'attr_color').title).toBe('Colour');
  });

  it('unknown facet values answer an empty result, malformed filters a clear 400', async () => {
    const empty = await search({ attributes: [{ integrationCode: 'attr_color', values: ['Gökkuşağı'] }] });
    expect(empty.body.products).toEqual([]);
    const bad = await request(shop.url).post('/api/search-products').send({ attributes: [{ integrationCode: 'color; DROP TABLE', values: ['x'] }] }).expect(400);
    expect(bad.body.message).toContain('integrationCode must look like attr_color');
    const negative = await request(shop.url).post('/api/search-products').send({ minPrice: -5 }).expect(400);
    expect(negative.body.message).toBe('minPrice must not be less than 0');
  });
});
