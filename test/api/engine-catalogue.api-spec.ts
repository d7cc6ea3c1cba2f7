import request from 'supertest';
import type { CampaignBadge } from '../../contracts/campaign/entities.js';
import type { ProductType, StockAvailability, Warehouse } from '../../contracts/catalogue/entities.js';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import type { Product, ProductListItem } from '../../contracts/product/entities.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The engine's catalogue services (spec §7 Product, Campaign, Route) called as the storefront
 * calls them: under /gateway with a bearer token from the engine's realm; then what reaches the
 * storefront routes and pages.
 */
describe('engine catalogue services (S7.21, S7.22, S7.25)', () => {
  let shop: TestApp;
  let token: string;

  beforeAll(async () => {
    shop = await startTestApp();
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    const answer = await request(shop.url).post('/gateway/realms/vitrin/protocol/openid-connect/token').type('form')
      .send({ grant_type: 'client_credentials', client_id: config.idpClientId, client_secret: config.idpClientSecret }).expect(200);
    token = answer.body.access_token;
  });
  afterAll(async () => { await shop?.close(); });

  const gatewayPost = (path: string, body: object, culture = 'tr') =>
    request(shop.url).post(`/gateway/${path}`).set('authorization', `Bearer ${token}`).set('accept-language', culture).send(body);
  const gatewayGet = (path: string, culture = 'tr') =>
    request(shop.url).get(`/gateway/${path}`).set('authorization', `Bearer ${token}`).set('accept-language', culture);
  /** First products of a category through the storefront, as tiles. */
  const productsOf = async (categoryId: number, pageSize = 3) =>
    (await request(shop.url).post('/api/search-products').send({ categoryIds: [categoryId], pageSize, includes: ['Id', 'Name', 'Brand'] }).expect(200)).body.products as ProductListItem[];

  it('every new service refuses a caller without the bearer token', async () => {
    await request(shop.url).post('/gateway/product/api/product/get-all-products').send({ currencyId: 1 }).expect(401);
    await request(shop.url).post('/gateway/campaign/api/campaigngateway/campaign-badges').send({ productIds: [1] }).expect(401);
    await request(shop.url).get('/gateway/product/api/warehouse/all').expect(401);
    await request(shop.url).get('/gateway/product/api/stock/availabilities-by-product/1').expect(401);
    await request(shop.url).post('/gateway/product/api/product-type/product-type-list').send({}).expect(401);
  });

  describe('S7.21 get all products', () => {
    it('pages through the sellable products in id order with a pagination summary', async () => {
      const first = (await gatewayPost('product/api/product/get-all-products', { currencyId: 1, pageSize: 50 }).expect(200)).body;
      const ids = (first.products as ProductListItem[]).map((product) => product.id);
      expect(ids).toHaveLength(50);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      expect(first.pagination).toMatchObject({ currentPage: 1, pageSize: 50 });
      expect(first.pagination.totalItems).toBeGreaterThan(300);
      expect(first.products[0]).toEqual(expect.objectContaining({ name: expect.any(String), routePath: expect.stringMatching(/-p-\d+$/), salesPrice: expect.any(Number) }));
      const second = (await gatewayPost('product/api/product/get-all-products', { currencyId: 1, pageSize: 50, currentPage: 2 }).expect(200)).body;
      expect(second.products[0].id).toBeGreaterThan(ids[49]);
      const beyond = (await gatewayPost('product/api/product/get-all-products', { currencyId: 1, pageSize: 1000, currentPage: 50 }).expect(200)).body;
      expect(beyond.products).toEqual([]);
    });

    it('answers only the fields asked for, in the language asked for', async () => {
      const { products } = (await gatewayPost('product/api/product/get-all-products', { currencyId: 2, pageSize: 2, includes: ['Id', 'Name'] }, 'en').expect(200)).body;
      expect(Object.keys(products[0]).sort()).toEqual(['id', 'name']);
      const tr = (await gatewayPost('product/api/product/get-all-products', { currencyId: 1, pageSize: 2, includes: ['Id', 'Name'] }).expect(200)).body.products;
      expect(products[0].name).not.toBe(tr[0].name);
    });

    it('refuses bad paging, fields and currency with 400', async () => {
      await gatewayPost('product/api/product/get-all-products', { currencyId: 1, pageSize: 5000 }).expect(400);
      await gatewayPost('product/api/product/get-all-products', { currencyId: 1, currentPage: 0 }).expect(400);
      await gatewayPost('product/api/product/get-all-products', { currencyId: 1, includes: ['Price'] }).expect(400);
      await gatewayPost('product/api/product/get-all-products', {}).expect(400);
      await gatewayPost('product/api/product/get-all-products', { currencyId: 99_999_999_999 }).expect(400);
      await gatewayPost('product/api/product/get-all-products', { currencyId: 1, extra: true }).expect(400);
    });
  });

  describe('S7.21 search with workflow', () => {
    const workflow = (body: object) => gatewayPost('product/api/product/search-with-workflow', { currencyId: 1, pageSize: 20, includes: ['Id', 'SalesPrice', 'DiscountRate'], ...body });

    it('on-sale answers discounted products, best discount first', async () => {
      const { products } = (await workflow({ workflow: 'on-sale' }).expect(200)).body as { products: ProductListItem[] };
      expect(products.length).toBeGreaterThan(0);
      expect(products).toHaveEvery((product) => (product.discountRate ?? 0) > 0);
      const rates = products.map((product) => product.discountRate!);
      expect(rates).toEqual([...rates].sort((a, b) => b - a));
    });

    it('budget answers priced products cheapest first, inside the caller\'s category', async () => {
      const { products } = (await workflow({ workflow: 'budget', categoryIds: [1], sort: 'price-desc' }).expect(200)).body as { products: ProductListItem[] };
      const prices = products.map((product) => product.salesPrice!);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices).toHaveEvery((price) => price > 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const inCategory = (await workflow({ workflow: 'budget', categoryIds: [1], pageSize: 100, includes: ['Id', 'Categories'] }).expect(200)).body.products as ProductListItem[];
      expect(inCategory).toHaveEvery((product) => product.categories?.some((category) => category.hierarchy.some((level) => level.id === 1)));
    });

    it('new-arrivals answers in-stock products, newest first', async () => {
      const body = (await workflow({ workflow: 'new-arrivals', flags: F.Default | F.OutOfStock }).expect(200)).body;
      const inStock = (await gatewayPost('product/api/product/search-products', { currencyId: 1, pageSize: 20, flags: F.Default | F.InStock, sort: 'newest', includes: ['Id'] }).expect(200)).body;
      expect(body.products.map((product: ProductListItem) => product.id)).toEqual(inStock.products.map((product: ProductListItem) => product.id));
    });

    it('refuses an unknown or missing workflow with 400', async () => {
      expect((await workflow({ workflow: 'cheapest' }).expect(400)).body.message).toMatch(/workflow must be one of new-arrivals, on-sale, budget/);
      await workflow({}).expect(400);
      await workflow({ workflow: 'on-sale', pageSize: 1000 }).expect(400);
    });
  });

  it('S3.07 a category and a brand are looked up by id; the language is optional (Turkish without one); unknown ids 404, malformed 400', async () => {
    const { categories } = (await gatewayPost('product/api/category/category-tree', {}).expect(200)).body as { categories: { id: number; name: string }[] };
    const [category] = categories;
    const plain = await request(shop.url).get(`/gateway/product/api/category/${category.id}`).set('authorization', `Bearer ${token}`).expect(200);
    expect(plain.body.category).toMatchObject({ id: category.id, name: category.name });
    expect(plain.body.category.routePath).not.toMatch(/^\/en\//);
    const english = (await gatewayGet(`product/api/category/${category.id}`, 'en').expect(200)).body.category as { id: number; routePath: string };
    expect(english).toMatchObject({ id: category.id, routePath: expect.stringMatching(/^\/en\//) });
    expect((await gatewayGet('product/api/category/999999').expect(404)).body.message).toBe('Category not found');
    await gatewayGet('product/api/category/abc').expect(400);

    const { brands } = (await gatewayPost('product/api/brand/brand-list', {}, 'en').expect(200)).body as { brands: { id: number; name: string; routePath: string }[] };
    const [brand] = brands;
    expect((await gatewayGet(`product/api/brand/${brand.id}`, 'en').expect(200)).body.brand).toEqual(brand);
    const turkish = (await request(shop.url).get(`/gateway/product/api/brand/${brand.id}`).set('authorization', `Bearer ${token}`).expect(200)).body.brand as { routePath: string };
    expect(turkish.routePath).not.toMatch(/^\/en\//);
    expect((await gatewayGet('product/api/brand/999999').expect(404)).body.message).toBe('Brand not found');
    await gatewayGet('product/api/brand/abc').expect(400);
  });

  describe('S1.01 S7.21 product types', () => {
    it('lists every type with its list path in each language', async () => {
      const tr = (await gatewayPost('product/api/product-type/product-type-list', {}).expect(200)).body.productTypes as ProductType[];
      expect(tr.length).toBeGreaterThan(20);
      expect(tr[0]).toEqual({ id: 1, code: 'wristwatch', name: 'Kol Saati', routePath: '/kol-saati-t-1' });
      const en = (await gatewayPost('product/api/product-type/product-type-list', {}, 'en').expect(200)).body.productTypes as ProductType[];
      expect(en[0]).toEqual({ id: 1, code: 'wristwatch', name: 'Wristwatch', routePath: '/en/wristwatch-t-1' });
      expect(new Set(tr.map((type) => type.routePath)).size).toBe(tr.length);
    });

    it('answers one type by id, 404 for an unknown one, 400 for a bad one', async () => {
      expect((await gatewayPost('product/api/product-type/product-type', { productTypeId: 1 }, 'en').expect(200)).body.productType.name).toBe('Wristwatch');
      expect((await gatewayPost('product/api/product-type/product-type', { productTypeId: 9999 }).expect(404)).body.message).toBe('Product type not found');
      await gatewayPost('product/api/product-type/product-type', { productTypeId: 'x' }).expect(400);
      await gatewayPost('product/api/product-type/product-type', {}).expect(400);
    });

    it('S2.06 a type path resolves to a type list in its language, with both alternates', async () => {
      const tr = (await request(shop.url).get('/api/route-info').query({ path: '/kol-saati-t-1' }).expect(200)).body.route;
      expect(tr).toEqual({ type: 'type', id: 1, culture: 'tr', title: 'Kol Saati', alternates: { tr: '/kol-saati-t-1', en: '/en/wristwatch-t-1' } });
      const en = (await request(shop.url).get('/api/route-info').query({ path: '/en/wristwatch-t-1' }).expect(200)).body.route;
      expect(en).toMatchObject({ type: 'type', id: 1, culture: 'en', title: 'Wristwatch' });
      await request(shop.url).get('/api/route-info').query({ path: '/yanlis-ad-t-1' }).expect(404);
      await request(shop.url).get('/api/route-info').query({ path: '/kol-saati-t-9999' }).expect(404);
      await request(shop.url).get('/api/route-info').query({ path: '/en/kol-saati-t-1' }).expect(404);
    });

    it('the type list shows products of that type only', async () => {
      const { products, pagination } = (await request(shop.url).post('/api/search-products')
        .send({ productTypeIds: [1], pageSize: 24, includes: ['Id', 'Types'] }).expect(200)).body;
      expect(pagination.totalItems).toBeGreaterThan(0);
      expect((products as ProductListItem[])).toHaveEvery((product) => product.types?.[0]?.id === 1);
    });

    it('type pages have their own head and sit in the sitemap with hreflang', async () => {
      const html = (await request(shop.url).get('/kol-saati-t-1').set('accept', 'text/html').expect(200)).text;
      expect(html).toContain('<title>Kol Saati | Vitrin</title>');
      expect((await request(shop.url).get('/en/wristwatch-t-1').expect(200)).text).toContain('<title>Wristwatch | Vitrin</title>');
      await request(shop.url).get('/kol-saati-t-9999').set('accept', 'text/html').expect(404);
      expect((await request(shop.url).get('/sitemap.xml').expect(200)).text).toContain('/sitemap-types.xml');
      const sitemap = (await request(shop.url).get('/sitemap-types.xml').expect(200)).text;
      expect(sitemap).toMatch(/<loc>[^<]*\/kol-saati-t-1<\/loc>/);
      expect(sitemap).toMatch(/hreflang="en" href="[^"]*\/en\/wristwatch-t-1"/);
    });
  });

  describe('S7.21 stock availabilities and warehouses', () => {
    it('lists the two warehouses, and each by id', async () => {
      const warehouses = (await gatewayGet('product/api/warehouse/all').expect(200)).body.warehouses as Warehouse[];
      expect(warehouses).toEqual([{ id: 1, code: 'IST', name: 'İstanbul Merkez Depo' }, { id: 2, code: 'ANK', name: 'Ankara Depo' }]);
      expect((await gatewayGet('product/api/warehouse/2').expect(200)).body.warehouse).toEqual(warehouses[1]);
      expect((await gatewayGet('product/api/warehouse/3').expect(404)).body.message).toBe('Warehouse not found');
      await gatewayGet('product/api/warehouse/depo').expect(400);
      await gatewayGet('product/api/warehouse/99999999999').expect(400);
    });

    it('answers every variant of a product in every warehouse, matching the product\'s stock', async () => {
      const { product } = (await request(shop.url).post('/api/get-product').send({ productId: 5 }).expect(200)).body;
      const { availabilities } = (await gatewayGet('product/api/stock/availabilities-by-product/5').expect(200)).body as { availabilities: StockAvailability[] };
      expect(availabilities).toHaveLength(product.barcodes.length * 2);
      expect(availabilities).toHaveEvery((row) => row.productId === 5 && ['İstanbul Merkez Depo', 'Ankara Depo'].includes(row.warehouseName));
      for (const stock of product.stocksByBarcode as { barcodeId: number; warehouseId: number; quantity: number }[]) {
        expect(availabilities).toContainEqual(expect.objectContaining({ stockBarcodeId: stock.barcodeId, warehouseId: stock.warehouseId, quantity: stock.quantity }));
      }
      const barcode = product.barcodes[0];
      const one = (await gatewayGet(`product/api/stock/availabilities-by-barcode/${barcode.id}`).expect(200)).body.availabilities as StockAvailability[];
      expect(one.map((row) => [row.stockBarcodeId, row.barcode, row.warehouseId])).toEqual([[barcode.id, barcode.barcode, 1], [barcode.id, barcode.barcode, 2]]);
    });

    it('404 for an unknown product or barcode, 400 for a malformed id', async () => {
      expect((await gatewayGet('product/api/stock/availabilities-by-product/99999999').expect(404)).body.message).toBe('Product not found');
      expect((await gatewayGet('product/api/stock/availabilities-by-barcode/99999999').expect(404)).body.message).toBe('Stock barcode not found');
      await gatewayGet('product/api/stock/availabilities-by-product/abc').expect(400);
      await gatewayGet('product/api/stock/availabilities-by-barcode/-1').expect(400);
      await gatewayGet('product/api/stock/availabilities-by-barcode/1.5').expect(400);
    });

    it('the storefront answers a product\'s stock per warehouse and refuses a bad id', async () => {
      const { availabilities } = (await request(shop.url).get('/api/stock-availabilities').query({ productId: 5 }).expect(200)).body;
      expect(availabilities.length).toBeGreaterThan(0);
      await request(shop.url).get('/api/stock-availabilities').query({ productId: 99999999 }).expect(404);
      await request(shop.url).get('/api/stock-availabilities').query({ productId: 'x' }).expect(400);
      await request(shop.url).get('/api/stock-availabilities').expect(400);
    });
  });

  describe('S1.02 S7.22 campaign badges', () => {
    const badgesOf = async (productIds: number[], culture = 'tr') =>
      new Map(((await gatewayPost('campaign/api/campaigngateway/campaign-badges', { productIds }, culture).expect(200)).body.badges as { productId: number; badges: CampaignBadge[] }[])
        .map((entry) => [entry.productId, entry.badges]));

    it('running campaigns badge the products of their category, in each language; over and switched-off ones never', async () => {
      // The dearest watch: free shipping is badged only where the cart ships free (issue 32 item 3), over the campaign's 500 ₺.
      const [watch] = (await request(shop.url).post('/api/search-products').send({ categoryIds: [1], pageSize: 1, sort: 'price-desc', includes: ['Id'] }).expect(200)).body.products as ProductListItem[];
      const [shoe] = await productsOf(5);
      const tr = await badgesOf([watch.id, shoe.id]);
      expect(tr.get(watch.id)).toContainEqual({ campaignId: 1, name: 'Kargo Bedava', kind: 'free-shipping' });
      expect(tr.get(shoe.id)).toContainEqual({ campaignId: 2, name: '2. Ürüne %50 İndirim', kind: 'second-item-discount' });
      const shown = [...tr.values()].flat().map((badge) => badge.campaignId);
      expect(shown).not.toContain(4);
      expect(shown).not.toContain(5);
      expect((await badgesOf([watch.id], 'en')).get(watch.id)).toContainEqual({ campaignId: 1, name: 'Free Shipping', kind: 'free-shipping' });
    });

    it('a brand campaign reaches the brand\'s products; products without campaigns are left out', async () => {
      const [home] = await productsOf(3);
      const sonex = (await request(shop.url).post('/api/search-products').send({ brandIds: [15], pageSize: 1, includes: ['Id'] }).expect(200)).body.products as ProductListItem[];
      const badges = await badgesOf([home.id, ...sonex.map((product) => product.id)]);
      expect(badges.has(home.id)).toBe(false);
      expect(sonex).toHaveLength(1);
      expect(badges.get(sonex[0].id)).toContainEqual({ campaignId: 3, name: 'Sepette %10 İndirim', kind: 'cart-discount' });
    });

    it('issue 28 search products with withCampaignBadges answers each tile\'s badges as campaign badges does, in one call; without it none', async () => {
      const body = { categoryIds: [1], pageSize: 24, sort: 'price-desc', currencyId: 2, includes: ['Id', 'Name', 'RoutePath', 'SalesPrice'], flags: 6 | 8 };
      for (const culture of ['tr', 'en']) {
        const badged = (await gatewayPost('product/api/product/search-products', { ...body, withCampaignBadges: true }, culture).expect(200)).body as { products: ProductListItem[]; badged?: boolean };
        expect(badged.badged).toBe(true);
        const expected = await badgesOf(badged.products.map((product) => product.id), culture);
        expect(expected.size).toBeGreaterThan(0);
        expect(new Map(badged.products.filter((product) => product.campaignBadges).map((product) => [product.id, product.campaignBadges]))).toEqual(expected);
        const plain = (await gatewayPost('product/api/product/search-products', body, culture).expect(200)).body as { products: ProductListItem[]; badged?: boolean };
        expect(plain.badged).toBeUndefined();
        expect(plain.products).toHaveEvery((product) => product.campaignBadges === undefined);
        expect(badged.products.map(({ campaignBadges: _, ...product }) => product)).toEqual(plain.products);
      }
      await gatewayPost('product/api/product/search-products', { ...body, withCampaignBadges: 'yes' }).expect(400);
    });

    it('issue 28 get product with withCampaignBadges answers the product\'s badges as campaign badges does; without it none', async () => {
      const [watch] = (await request(shop.url).post('/api/search-products').send({ categoryIds: [1], pageSize: 1, sort: 'price-desc', includes: ['Id'] }).expect(200)).body.products as ProductListItem[];
      for (const culture of ['tr', 'en']) {
        const badged = (await gatewayPost('product/api/product/get-product', { productId: watch.id, currencyId: 1, withCampaignBadges: true }, culture).expect(200)).body as { product: Product; badged?: boolean };
        expect(badged.badged).toBe(true);
        expect(badged.product.campaignBadges?.length).toBeGreaterThan(0);
        expect(badged.product.campaignBadges).toEqual((await badgesOf([watch.id], culture)).get(watch.id));
        const plain = (await gatewayPost('product/api/product/get-product', { productId: watch.id, currencyId: 1 }, culture).expect(200)).body as { product: Product; badged?: boolean };
        expect(plain.badged).toBeUndefined();
        const { campaignBadges: _, ...rest } = badged.product;
        expect(rest).toEqual(plain.product);
      }
      await gatewayPost('product/api/product/get-product', { productId: watch.id, currencyId: 1, withCampaignBadges: 1 }).expect(400);
    });

    it('refuses an empty, oversized or mistyped list with 400', async () => {
      await gatewayPost('campaign/api/campaigngateway/campaign-badges', { productIds: [] }).expect(400);
      await gatewayPost('campaign/api/campaigngateway/campaign-badges', { productIds: Array.from({ length: 201 }, (_, i) => i + 1) }).expect(400);
      await gatewayPost('campaign/api/campaigngateway/campaign-badges', { productIds: ['1'] }).expect(400);
      await gatewayPost('campaign/api/campaigngateway/campaign-badges', { productIds: [99_999_999_999] }).expect(400);
      await gatewayPost('campaign/api/campaigngateway/campaign-badges', {}).expect(400);
    });

    it('badges reach the storefront\'s product tiles and product detail', async () => {
      const list = (await request(shop.url).post('/api/search-products').send({ categoryIds: [1], pageSize: 4, sort: 'price-desc' }).expect(200)).body;
      // The engine's mark that the tiles came badged stays between the engine and the storefront.
      expect(Object.keys(list)).toEqual(['isSuccess', 'products', 'pagination', 'aggregations']);
      const tiles = list.products as ProductListItem[];
      expect(tiles).toHaveEvery((product) => product.campaignBadges?.some((badge) => badge.name === 'Kargo Bedava'));
      const { product } = (await request(shop.url).post('/api/get-product').set('x-culture', 'en').send({ productId: tiles[0].id }).expect(200)).body;
      expect(product.campaignBadges).toContainEqual({ campaignId: 1, name: 'Free Shipping', kind: 'free-shipping' });
      const [home] = await productsOf(3);
      expect((await request(shop.url).post('/api/get-product').send({ productId: home.id }).expect(200)).body.product.campaignBadges).toBeUndefined();
      const related = (await request(shop.url).post('/api/product-relations').send({ productId: tiles[0].id, pageSize: 2 }).expect(200)).body.products as ProductListItem[];
      expect(related.length).toBeGreaterThan(0);
      // issue 32 item 3: a related product carries the free-shipping badge only at a price its cart ships free at.
      for (const item of related) if (item.campaignBadges?.some((badge) => badge.kind === 'free-shipping')) expect(item.salesPrice).toBeGreaterThanOrEqual(500);
    });
  });
});
