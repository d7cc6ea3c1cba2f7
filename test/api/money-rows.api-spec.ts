import request from 'supertest';
import type { Cart } from '../../contracts/cart/entities.js';
import { cartMoneyRows, orderMoneyRows } from '../../contracts/cart/money-rows.js';
import { formatMinorMoney, SHOP_CURRENCIES } from '../../contracts/currency/money-format.js';
import { PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import type { ProductListItem } from '../../contracts/product/entities.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { outboxTo } from './mail-fixtures.js';
import { guestShopper, registerShopper, type Shopper } from './order-fixtures.js';
import { binary, pdfText } from './pdf-text.js';
import { pricedVariants, shippingLineOf, type PricedVariant } from './shipping-fixtures.js';

/**
 * The money a shopper reads, through the real app (issue 32 items 1-3): the checkout's rows with
 * the payment type's fee are what the order charges, and the order's page, mail and invoice show
 * the same rows; a free-shipping badge is on a product only where its cart ships free.
 */
describe('issue 32 money rows and truthful badges (S3.10, S1.02)', () => {
  let shop: TestApp;
  let variants: PricedVariant[];
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    variants = (await pricedVariants(shop.app.get<Database>(DATABASE, { strict: false }), 5))
      .filter((variant, index, all) => all.findIndex((other) => other.productId === variant.productId) === index);
  });
  afterAll(async () => { await shop?.close(); });
  const api = () => request(shop.url);
  const add = async (shopper: Shopper, variant: PricedVariant, quantity = 1) =>
    (await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200)).body.cart as Cart;
  const money = (minor: number) => formatMinorMoney(minor, SHOP_CURRENCIES[1], 'tr');

  it('issue 32 items 1 and 2 S3.10 S7.32: a pay-at-door order charges the checkout\'s total with the fee as its own row, and its agreements, page, mail and invoice show lines at list price and the same rows', async () => {
    const shopper = await registerShopper(shop.url, 'kapida');
    // Cheap goods, no free shipping: the cart has a shipping row too.
    const [first, second] = variants.filter((variant) => !variant.watch && variant.price < 20_000);
    await add(shopper, first, 2);
    const cart = await add(shopper, second);
    const checkout = cartMoneyRows(cart, PaymentType.PayAtDoor);
    expect(checkout.rows.map((row) => row.kind)).toEqual(['subtotal', 'shipping', 'payAtDoorFee']);
    expect(checkout.rows.at(-1)!.amount).toBe(2_990);
    // The pre-information form the shopper accepts shows the same rows and total (S7.32).
    const { preInformation } = (await api().post('/api/get-agreements').set('Cookie', shopper.cookie).send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.PayAtDoor }).expect(200)).body as { preInformation: string };
    for (const row of ['<th scope="row">Kapıda ödeme hizmet bedeli</th><td>29,90 ₺</td>', `<th scope="row">Toplam (KDV dahil)</th><td>${money(checkout.total)}</td>`]) expect(preInformation).toContain(row);

    const order = (await api().post('/api/place-order').set('Cookie', shopper.cookie).send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.PayAtDoor }).expect(200)).body.order as Order;
    expect(Math.round(order.netTotal * 100)).toBe(checkout.total);
    const detail = (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo: order.docNo }).expect(200)).body.order as Order;
    const rows = orderMoneyRows(detail);
    expect(rows.rows).toEqual(checkout.rows);
    expect(rows.lines.map((line) => line.amount)).toEqual([first.price * 2, second.price]);
    expect(rows.total).toBe(checkout.total);

    const [mail] = (await outboxTo(shop, shopper.email)).filter((each) => each.subject.includes(order.docNo));
    for (const line of [`Ara toplam: ${money(first.price * 2 + second.price)}`, 'Kapıda ödeme hizmet bedeli: 29,90 ₺', `Toplam (KDV dahil): ${money(checkout.total)}`]) expect(mail.text).toContain(line);

    const invoice = await pdfText((await api().get('/api/order-invoice').query({ docNo: order.docNo }).set('Cookie', shopper.cookie).buffer(true).parse(binary).expect(200)).body as Buffer);
    for (const text of ['Kapıda ödeme hizmet bedeli', '29,90 ₺', money(first.price * 2), money(checkout.total)]) expect(invoice).toContain(text);
  });

  it('issue 32 item 3 S1.02: a "Kargo Bedava" badge is on a watch only where a cart with it ships free; the cheapest watches, charged shipping, have none', async () => {
    const watches = variants.filter((variant) => variant.watch).sort((a, b) => a.price - b.price);
    const [cheapest, dearest] = [watches[0], watches.at(-1)!];
    // The demo campaign frees watch orders from 500 ₺; shop prices end in 9,90, so a "500 ₺" watch costs 499,90 ₺.
    expect(cheapest.price).toBeLessThan(50_000);
    for (const variant of [cheapest, dearest]) {
      const [tile] = (await api().post('/api/search-products').send({ productIds: [variant.productId] }).expect(200)).body.products as ProductListItem[];
      const badged = tile.campaignBadges?.some((badge) => badge.kind === 'free-shipping') ?? false;
      const cart = await add(await guestShopper(shop.url, 'rozet'), variant);
      expect({ product: variant.productId, badged }).toEqual({ product: variant.productId, badged: shippingLineOf(cart)!.salesPriceWithTax === 0 });
    }
  });
});
