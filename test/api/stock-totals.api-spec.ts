import request from 'supertest';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { variantsInStock } from './cart-fixtures.js';
import { operatorToken, placeByCard, registerShopper, setVariantStock } from './order-fixtures.js';

/**
 * A sale and its cancel move a product in and out of the shop's "in stock" lists at once (issue
 * 28, S7.21 stock, S1.01 list filters): the engine's in-memory indexes take the stock totals the
 * order's transaction wrote, when it commits, not at the next rebuild. Each list below is asked
 * with a body of its own, so no storefront answer cache stands between the shopper and the engine.
 */
describe('stock totals follow sales into the lists (issue 28, S7.21, S1.01)', () => {
  let shop: TestApp;
  let bearer: string;
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    bearer = await operatorToken(shop.url, config.idpClientId, config.idpClientSecret);
  });
  afterAll(async () => { await shop?.close(); });

  const api = () => request(shop.url);
  const listed = async (productId: number, flags: number, pageSize: number) =>
    ((await api().post('/api/search-products').send({ productIds: [productId], flags, pageSize }).expect(200)).body.products as { id: number }[]).map((product) => product.id);

  it('the last unit sold leaves the in-stock list and joins the sold-out one; its cancel brings it back', async () => {
    const variants = await variantsInStock(shop.url, 0);
    const [{ productId, stockBarcodeId }] = variants;
    // One unit left of the whole product: this variant 1, its others none.
    for (const variant of variants.filter((other) => other.productId === productId)) {
      await setVariantStock(shop.url, bearer, variant.stockBarcodeId, variant.stockBarcodeId === stockBarcodeId ? 1 : 0);
    }
    expect(await listed(productId, F.Default | F.InStock, 1)).toEqual([productId]);

    const shopper = await registerShopper(shop.url, 'sonadet');
    await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId, stockBarcodeId, quantity: 1 }).expect(200);
    const order = (await placeByCard(shop.url, shopper).expect(200)).body.order as Order;

    expect(await listed(productId, F.Default | F.InStock, 2)).toEqual([]);
    expect(await listed(productId, F.Default | F.OutOfStock, 2)).toEqual([productId]);

    await api().post('/api/cancel-order').set('Cookie', shopper.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim' }).expect(200);
    expect(await listed(productId, F.Default | F.InStock, 3)).toEqual([productId]);
    expect(await listed(productId, F.Default | F.OutOfStock, 3)).toEqual([]);
  });
});
