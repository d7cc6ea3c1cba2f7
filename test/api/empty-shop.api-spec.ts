import request from 'supertest';
import type { AdminBrand, AdminCategory, AdminCurrency, AdminProduct, AdminProductInput, AdminProductType, AdminWarehouse } from '../../contracts/admin/catalogue.js';
import type { ProductListItem } from '../../contracts/product/entities.js';
import { signedInStaff } from '../support/staff-session.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { environmentCookieOf } from './cart-fixtures.js';

/**
 * An operator replaces the demo (issue 29 item 8): SEED_PRODUCTS=0 starts a shop with no products
 * but with what a shop needs before its first one (currencies, warehouses, the category tree,
 * brands, types), and the first product made in the console is found, shown and sold at once.
 */
describe('an empty shop filled from the console (issue 29 item 8, S1.01)', () => {
  let shop: TestApp;
  let cookie: string;
  beforeAll(async () => {
    shop = await startTestApp({ SEED_PRODUCTS: '0' });
    cookie = (await signedInStaff(shop, 'catalogue')).cookie;
  }, 60_000);
  afterAll(async () => { await shop?.close(); });

  const staff = (path: string) => request(shop.url).get(`/admin/api/${path}`).set('Cookie', cookie).expect(200);
  const search = async (body: object) => (await request(shop.url).post('/api/search-products').send(body).expect(200)).body.products as ProductListItem[];

  it('starts with no product, then sells the first one the catalogue member makes', async () => {
    expect(await search({ pageSize: 24 })).toEqual([]);

    const [currencies, warehouses, categories, brands, types] = await Promise.all(['currencies', 'warehouses', 'categories', 'brands', 'product-types'].map(async (path) => (await staff(path)).body));
    expect((currencies as AdminCurrency[]).map((currency) => currency.code)).toEqual(expect.arrayContaining(['TRY', 'USD']));
    expect(warehouses.length).toBeGreaterThan(0);
    const category = (categories as AdminCategory[])[0];
    const input: AdminProductInput = {
      sku: 'ILK-1', code: 'ILK-1', groupCode: 'ILK-1', name: { tr: 'İlk Ürün Çanta', en: 'First Product Bag' }, shortName: { tr: 'Çanta', en: 'Bag' },
      description: { tr: 'Dükkânın ilk ürünü.', en: 'The shop\'s first product.' }, brandId: (brands as AdminBrand[])[0].id, productTypeId: (types as AdminProductType[])[0].id,
      categoryIds: [category.id], defaultCategoryId: category.id, hsCode: '4202', attributes: [],
      seo: { tr: { title: 'İlk Ürün', description: 'İlk ürün', slug: 'ilk-urun-canta' }, en: { title: 'First Product', description: 'First product', slug: 'first-product-bag' } },
      published: true,
      variants: [{ barcode: 'ILK-1-B', size: null, colour: null, stock: [{ warehouseId: (warehouses as AdminWarehouse[])[0].id, quantity: 5 }] }],
      prices: (currencies as AdminCurrency[]).map((currency) => ({ currencyId: currency.id, salesPrice: 45_000, basePrice: 45_000 })),
    };
    const made = (await request(shop.url).post('/admin/api/products').set('Cookie', cookie).send(input).expect(201)).body as AdminProduct;

    const found = await search({ searchTerm: 'çanta', pageSize: 24 });
    expect(found.map((product) => product.id)).toEqual([made.id]);
    const added = await request(shop.url).post('/api/add-to-cart').send({ productId: made.id, stockBarcodeId: made.variants[0].id, quantity: 1 }).expect(200);
    expect(environmentCookieOf(added)).toBeDefined();
    expect(added.body.cart.items.filter((item: { isShipment?: boolean }) => !item.isShipment)).toHaveLength(1);
  });
});
