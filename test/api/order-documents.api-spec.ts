import request from 'supertest';
import type { Cart } from '../../contracts/cart/entities.js';
import { OrderDocumentMessage, invoiceFileName, type RepeatOrderResponse } from '../../contracts/order/documents.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { formatMinorMoney } from '../../contracts/currency/money-format.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { guestShopper, placeByCard, registerShopper, type Shopper } from './order-fixtures.js';
import { binary, pdfText } from './pdf-text.js';
import { pricedVariants, type PricedVariant } from './shipping-fixtures.js';

/**
 * Invoices and repeat order (spec §7 Order management: invoices, guest invoices, repeat order;
 * S6.02 guests use separate endpoints for invoices) through the storefront API.
 */

const TRY = { code: 'TRY', symbol: '₺', symbolOnRight: true, decimals: 2 };

describe('order documents: invoices and repeat order (S7.33, S6.02)', () => {
  let shop: TestApp;
  let db: Database;
  let variants: PricedVariant[];
  let next = 0;
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    db = shop.app.get<Database>(DATABASE, { strict: false });
    variants = (await pricedVariants(db, 10)).filter((variant, index, all) => all.findIndex((other) => other.productId === variant.productId) === index);
  });
  afterAll(async () => { await shop?.close(); });
  const api = () => request(shop.url);
  const fresh = () => variants[next++];

  async function order(shopper: Shopper, lines: [PricedVariant, number][]): Promise<Order> {
    for (const [variant, quantity] of lines) {
      await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200);
    }
    return (await placeByCard(shop.url, shopper).expect(200)).body.order as Order;
  }

  it('S7.33 the member\'s invoice is a PDF download whose text has the Turkish words, the docNo, the lines and the total', async () => {
    const shopper = await registerShopper(shop.url, 'fatura');
    const [first, second] = [fresh(), fresh()];
    const placed = await order(shopper, [[first, 2], [second, 1]]);
    const response = await api().get('/api/order-invoice').query({ docNo: placed.docNo }).set('Cookie', shopper.cookie).buffer(true).parse(binary).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoiceFileName(placed.docNo, 'tr')}"`);
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const word of ['FATURA', 'Sipariş No', 'Satıcı', 'Alıcı', 'Ürün', 'Birim fiyat', 'Toplam (KDV dahil)', 'Kredi kartı', 'Ayşe Işık', 'Vitrin Elektronik Ticaret A.Ş.']) expect(text).toContain(word);
    expect(text).toContain(placed.docNo);
    expect(text).toContain(first.name);
    expect(text).toContain(second.name);
    expect(text).toContain(formatMinorMoney(Math.round(placed.netTotal * 100), TRY, 'tr'));
  });

  it('S7.33 an English shopper\'s invoice downloads as invoice-<docNo>.pdf, a Turkish one as fatura-<docNo>.pdf (issue 32 item 14)', async () => {
    const shopper = await registerShopper(shop.url, 'invoice');
    const placed = await order(shopper, [[fresh(), 1]]);
    const english = await api().get('/api/order-invoice').query({ docNo: placed.docNo }).set('Cookie', shopper.cookie).set('x-culture', 'en').buffer(true).parse(binary).expect(200);
    expect(english.headers['content-disposition']).toBe(`attachment; filename="invoice-${placed.docNo}.pdf"`);
    const turkish = await api().get('/api/order-invoice').query({ docNo: placed.docNo }).set('Cookie', shopper.cookie).set('x-culture', 'tr').buffer(true).parse(binary).expect(200);
    expect(turkish.headers['content-disposition']).toBe(`attachment; filename="fatura-${placed.docNo}.pdf"`);
  });

  it('S7.33 another member\'s invoice is 404, as an order that does not exist; a visitor is 401', async () => {
    const owner = await registerShopper(shop.url, 'sahip');
    const placed = await order(owner, [[fresh(), 1]]);
    const stranger = await registerShopper(shop.url, 'yabanci');
    const refused = await api().get('/api/order-invoice').query({ docNo: placed.docNo }).set('Cookie', stranger.cookie).expect(404);
    expect(refused.body).toMatchObject({ isSuccess: false, message: OrderMessage.orderNotFound });
    await api().get('/api/order-invoice').query({ docNo: 'VTR-2026-999999' }).set('Cookie', stranger.cookie).expect(404);
    await api().get('/api/order-invoice').query({ docNo: placed.docNo }).expect(401);
    await api().get('/api/order-invoice').query({ docNo: 'not-a-doc-no' }).set('Cookie', owner.cookie).expect(400);
  });

  it('S6.02 S7.33 the guest invoice needs the order\'s e-mail: a wrong one gets the one not-found message, the right one the PDF', async () => {
    const shopper = await guestShopper(shop.url, 'misafir');
    const placed = await order(shopper, [[fresh(), 1]]);
    const wrong = await api().post('/api/guest-order-invoice').send({ docNo: placed.docNo, email: 'baskasi@example.com' }).expect(404);
    expect(wrong.body).toMatchObject({ isSuccess: false, message: OrderMessage.guestOrderNotFound });
    expect(wrong.headers['content-type']).toMatch(/application\/json/);
    const right = await api().post('/api/guest-order-invoice').send({ docNo: placed.docNo, email: shopper.email.toUpperCase() }).buffer(true).parse(binary).expect(200);
    expect(right.headers['content-disposition']).toContain(invoiceFileName(placed.docNo, 'tr'));
    expect(await pdfText(right.body as Buffer)).toContain(placed.docNo);
  });

  it('S7.33 the guest invoice is rate limited like the guest order detail', async () => {
    const limited = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        statuses.push((await request(limited.url).post('/api/guest-order-invoice').send({ docNo: 'VTR-2026-000001', email: 'tahmin@example.com' })).status);
      }
      expect(statuses.slice(0, 10)).toHaveEvery((status: number) => status === 404);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('S7.33 repeat order puts the lines back; a line out of stock is named and the rest still go in', async () => {
    const shopper = await registerShopper(shop.url, 'tekrar');
    const [kept, soldOut] = [fresh(), fresh()];
    const placed = await order(shopper, [[kept, 2], [soldOut, 1]]);
    await db.query('UPDATE stock SET quantity = 0 WHERE barcode_id = $1', [soldOut.stockBarcodeId]);
    const response = await api().post('/api/repeat-order').set('Cookie', shopper.cookie).send({ docNo: placed.docNo }).expect(200);
    const answer = response.body as RepeatOrderResponse;
    expect(answer).toMatchObject({ isSuccess: true, message: OrderDocumentMessage.repeatedPartly, added: [kept.name], outOfStock: [soldOut.name] });
    const lines = answer.cart.items.filter((item) => !item.isShipment);
    expect(lines).toEqual([expect.objectContaining({ stockBarcodeId: kept.stockBarcodeId, quantity: 2 })]);
    const cart = (await api().post('/api/get-cart').set('Cookie', shopper.cookie).send({}).expect(200)).body.cart as Cart;
    expect(cart.itemCount).toBe(2);

    const again = await api().post('/api/repeat-order').set('Cookie', shopper.cookie).send({ docNo: placed.docNo }).expect(200);
    expect((again.body as RepeatOrderResponse).cart.items.find((item) => item.stockBarcodeId === kept.stockBarcodeId)?.quantity).toBe(4);

    const stranger = await registerShopper(shop.url, 'el');
    await api().post('/api/repeat-order').set('Cookie', stranger.cookie).send({ docNo: placed.docNo }).expect(404);
  });
});
