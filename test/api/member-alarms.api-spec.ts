import request from 'supertest';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TestMailbox } from '../support/test-mailbox.js';
import { variantsInStock } from './cart-fixtures.js';

/** Cookie header of every cookie an answer set (name=value pairs; cleared cookies left out). */
function cookiesOf(response: { headers: Record<string, unknown> }): string {
  return ((response.headers['set-cookie'] ?? []) as string[]).map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');
}

let sequence = 0;
const newEmail = () => `alarm${Date.now()}-${sequence += 1}@example.com`;
const PASSWORD = 'uzun bir şifre 123';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PRICE_DROPPED = /Fiyat alarmı kurduğunuz/;
const BACK_IN_STOCK = /Stok alarmı kurduğunuz/;

/** A mail's text as written: quoted-printable soft breaks and =XX escapes undone. */
function textOf(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

interface Availability { productId: number; stockBarcodeId: number; warehouseId: number; quantity: number }

/**
 * Price and stock alarms end to end (issue 14 item 6, S1.01): a member sets an alarm through the
 * storefront API; the engine's price or stock changes (its operator route, under /gateway with
 * the realm's bearer token); the mail goes through the outbox and arrives in the test's SMTP
 * mailbox, once per alarm.
 */
describe('price and stock alarms mail once, through the outbox (issue 14 item 6, S1.01)', () => {
  let shop: TestApp;
  let mailbox: TestMailbox;
  let token: string;
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    shop = await startTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_SCALE: '100' });
    const config = shop.app.get<AppConfig>(APP_CONFIG);
    token = (await request(shop.url).post('/gateway/realms/vitrin/protocol/openid-connect/token').type('form')
      .send({ grant_type: 'client_credentials', client_id: config.idpClientId, client_secret: config.idpClientSecret }).expect(200)).body.access_token as string;
  });
  afterAll(async () => {
    await shop?.close();
    await mailbox?.close();
  });
  const api = () => request(shop.url);
  const engine = (path: string, body: object) => api().post(`/gateway/${path}`).set('authorization', `Bearer ${token}`).send(body);
  const setPrice = (body: { productId: number; salesPrice: number; basePrice?: number; currencyId?: number }) =>
    engine('product/api/product/set-price', { currencyId: 1, ...body });
  const setStock = (stockBarcodeId: number, warehouseId: number, quantity: number) =>
    engine('product/api/product/set-stock', { stockBarcodeId, warehouseId, quantity });
  const availabilities = async (productId: number) =>
    (await api().get(`/gateway/product/api/stock/availabilities-by-product/${productId}`).set('authorization', `Bearer ${token}`).expect(200)).body.availabilities as Availability[];
  /** Whether the engine's catalogue (its in-memory index) lists the product as in stock. */
  const listedInStock = async (productId: number) =>
    ((await engine('product/api/product/search-products', { currencyId: 1, productIds: [productId], flags: F.Default | F.InStock, includes: ['Id'] }).expect(200)).body.products as unknown[]).length > 0;

  async function register() {
    const email = newEmail();
    const response = await api().post('/api/register').send({ email, password: PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true }).expect(200);
    return { email, cookie: cookiesOf(response) };
  }

  /** Mails to `email` whose text matches `pattern`, among all received so far. */
  const mailsTo = (email: string, pattern: RegExp) => mailbox.mails.filter((mail) => mail.to.includes(email) && pattern.test(textOf(mail.raw)));

  /**
   * Waits until every mail written before now has been sent: a new activation code for the
   * member is written after them, and the outbox goes out in order.
   */
  async function outboxDrained(member: { email: string; cookie: string }) {
    const from = mailbox.mails.length;
    await api().post('/api/resend-otp').set('Cookie', member.cookie).expect(200);
    await mailbox.waitFor(member.email, /(?:verification code|kodunuz): \d{6}/, { from });
  }

  it('the operator routes refuse a caller without the engine\'s bearer token, and bad input', async () => {
    const [variant] = await variantsInStock(shop.url);
    await api().post('/gateway/product/api/product/set-price').send({ productId: variant.productId, currencyId: 1, salesPrice: 1 }).expect(401);
    await api().post('/gateway/product/api/product/set-stock').send({ stockBarcodeId: variant.stockBarcodeId, warehouseId: 1, quantity: 0 }).expect(401);
    // A shopper's own token is no operator's.
    const member = await register();
    await api().post('/gateway/product/api/product/set-price').set('Cookie', member.cookie).set('authorization', `Bearer ${/environment_token=([^;]+)/.exec(member.cookie)![1]}`)
      .send({ productId: variant.productId, currencyId: 1, salesPrice: 1 }).expect(401);
    await setPrice({ productId: variant.productId, salesPrice: -1 }).expect(400);
    await setPrice({ productId: variant.productId, salesPrice: 1.234 }).expect(400);
    await setPrice({ productId: variant.productId, salesPrice: 100, basePrice: 50 }).expect(400);
    await setPrice({ productId: 99_999_999, salesPrice: 100 }).expect(404);
    await setStock(variant.stockBarcodeId, 1, -1).expect(400);
    await setStock(99_999_999, 1, 1).expect(404);
    await setStock(variant.stockBarcodeId, 99_999, 1).expect(404);
  });

  it('S1.04 a price drop below the alarm\'s price mails the product\'s name, new price and link once; a rise or a smaller drop does not', async () => {
    const [variant] = await variantsInStock(shop.url);
    const productId = variant.productId;
    const set = await setPrice({ productId, salesPrice: 2000, basePrice: 2500 }).expect(200);
    expect(set.body).toMatchObject({ productId, currencyId: 1, salesPrice: 2000, basePrice: 2500, discountRate: 20, alarmsNotified: 0 });

    const member = await register();
    const other = await register();
    await api().post('/api/add-price-alarm').set('Cookie', member.cookie).send({ productId }).expect(200);
    const [alarm] = (await api().get('/api/price-alarms').set('Cookie', member.cookie).expect(200)).body.alarms as { productId: number; name: string; routePath: string; alarmPrice: number; salesPrice: number }[];
    expect(alarm).toMatchObject({ productId, alarmPrice: 2000, salesPrice: 2000 });

    // Up, then down but not below the price the alarm was set at: no mail.
    expect((await setPrice({ productId, salesPrice: 2100 }).expect(200)).body.alarmsNotified).toBe(0);
    expect((await setPrice({ productId, salesPrice: 2000 }).expect(200)).body.alarmsNotified).toBe(0);
    // The other member sets an alarm at 2000 too, then removes it: no mail for a removed alarm.
    await api().post('/api/add-price-alarm').set('Cookie', other.cookie).send({ productId }).expect(200);
    await api().post('/api/remove-price-alarm').set('Cookie', other.cookie).send({ productId }).expect(200);

    const from = mailbox.mails.length;
    const dropped = await setPrice({ productId, salesPrice: 1234.5 }).expect(200);
    expect(dropped.body).toMatchObject({ salesPrice: 1234.5, basePrice: 2500, alarmsNotified: 1 });
    const [mail] = await mailbox.waitFor(member.email, new RegExp(`Fiyat alarmı kurduğunuz ${escape(alarm.name)} şimdi 1\\.234,50 ₺\\.[\\s\\S]*Ürüne git: http://\\S+${escape(alarm.routePath)}`), { from });
    expect(mail).toBeTruthy();
    // The list shows the new price beside the alarm's.
    expect((await api().get('/api/price-alarms').set('Cookie', member.cookie).expect(200)).body.alarms).toEqual([expect.objectContaining({ productId, alarmPrice: 2000, salesPrice: 1234.5 })]);

    // A second drop: the alarm has mailed already.
    expect((await setPrice({ productId, salesPrice: 999 }).expect(200)).body.alarmsNotified).toBe(0);
    await outboxDrained(member);
    await outboxDrained(other);
    expect(mailsTo(member.email, PRICE_DROPPED)).toHaveLength(1);
    expect(mailsTo(other.email, PRICE_DROPPED)).toHaveLength(0);

    // Setting the alarm again remembers today's price (999) and may mail once more.
    await api().post('/api/add-price-alarm').set('Cookie', member.cookie).send({ productId }).expect(200);
    expect((await setPrice({ productId, salesPrice: 999 }).expect(200)).body.alarmsNotified).toBe(0);
    const again = mailbox.mails.length;
    expect((await setPrice({ productId, salesPrice: 899.9 }).expect(200)).body.alarmsNotified).toBe(1);
    await mailbox.waitFor(member.email, /şimdi 899,90 ₺\./, { from: again });
  });

  it('a drop in another currency does not fire an alarm set in lira', async () => {
    const [, variant] = await variantsInStock(shop.url);
    const member = await register();
    await api().post('/api/add-price-alarm').set('Cookie', member.cookie).send({ productId: variant.productId }).expect(200);
    const currencies = (await api().get('/api/currencies').expect(200)).body.currencyLists as { id: number }[];
    const foreign = currencies.find((currency) => currency.id !== 1)!;
    expect((await setPrice({ productId: variant.productId, currencyId: foreign.id, salesPrice: 0.01 }).expect(200)).body.alarmsNotified).toBe(0);
  });

  it('stock back from 0 mails the product\'s alarm and the variant\'s alarm once each, when their own stock returns', async () => {
    // A product with two variants in stock, sold out by the operator.
    const listed = await api().post('/api/search-products').send({ pageSize: 100, flags: F.Default | F.InStock, includes: ['Id', 'Barcodes'] }).expect(200);
    const productId = (listed.body.products as { id: number; barcodes: unknown[] }[]).find((product) => product.barcodes.length >= 2)!.id;
    const stocks = await availabilities(productId);
    for (const stock of stocks.filter((each) => each.quantity > 0)) await setStock(stock.stockBarcodeId, stock.warehouseId, 0).expect(200);
    expect(await listedInStock(productId)).toBe(false);
    const [first, second] = [...new Set(stocks.map((stock) => stock.stockBarcodeId))];
    const warehouseId = stocks[0].warehouseId;

    const forProduct = await register();
    const forVariant = await register();
    await api().post('/api/add-stock-alarm').set('Cookie', forProduct.cookie).send({ productId }).expect(200);
    await api().post('/api/add-stock-alarm').set('Cookie', forVariant.cookie).send({ productId, stockBarcodeId: second }).expect(200);
    const [alarm] = (await api().get('/api/stock-alarms').set('Cookie', forProduct.cookie).expect(200)).body.alarms as { name: string; routePath: string; inStock: boolean }[];
    expect(alarm.inStock).toBe(false);

    // The first variant comes back: the product is back (its alarm mails), the second variant is not.
    const from = mailbox.mails.length;
    const back = await setStock(first, warehouseId, 3).expect(200);
    expect(back.body).toMatchObject({ productId, stockBarcodeId: first, quantity: 3, variantUnits: 3, productUnits: 3, alarmsNotified: 1 });
    await mailbox.waitFor(forProduct.email, new RegExp(`Stok alarmı kurduğunuz ${escape(alarm.name)} yeniden stokta\\.[\\s\\S]*Ürüne git: http://\\S+${escape(alarm.routePath)}`), { from });
    expect(await listedInStock(productId)).toBe(true);
    expect((await api().get('/api/stock-alarms').set('Cookie', forProduct.cookie).expect(200)).body.alarms).toEqual([expect.objectContaining({ productId, inStock: true })]);

    // More of the same variant: not a return from 0, and the alarm has mailed.
    expect((await setStock(first, warehouseId, 5).expect(200)).body.alarmsNotified).toBe(0);
    // Now the second variant comes back: its alarm mails, the product's does not again.
    const fromSecond = mailbox.mails.length;
    expect((await setStock(second, warehouseId, 2).expect(200)).body.alarmsNotified).toBe(1);
    await mailbox.waitFor(forVariant.email, new RegExp(`Stok alarmı kurduğunuz ${escape(alarm.name)} \\(.+\\) yeniden stokta`), { from: fromSecond });

    // Sold out and back again: each alarm has mailed once and stays quiet.
    await setStock(first, warehouseId, 0).expect(200);
    await setStock(second, warehouseId, 0).expect(200);
    expect((await setStock(first, warehouseId, 1).expect(200)).body.alarmsNotified).toBe(0);
    expect((await setStock(second, warehouseId, 1).expect(200)).body.alarmsNotified).toBe(0);
    await outboxDrained(forProduct);
    await outboxDrained(forVariant);
    expect(mailsTo(forProduct.email, BACK_IN_STOCK)).toHaveLength(1);
    expect(mailsTo(forVariant.email, BACK_IN_STOCK)).toHaveLength(1);
  });

  it('a stock alarm set again, once the product is sold out again, mails again when it returns', async () => {
    const [variant] = await variantsInStock(shop.url);
    const stocks = await availabilities(variant.productId);
    for (const stock of stocks.filter((each) => each.quantity > 0)) await setStock(stock.stockBarcodeId, stock.warehouseId, 0).expect(200);
    const member = await register();
    await api().post('/api/add-stock-alarm').set('Cookie', member.cookie).send({ productId: variant.productId }).expect(200);
    expect((await setStock(variant.stockBarcodeId, stocks[0].warehouseId, 1).expect(200)).body.alarmsNotified).toBe(1);
    await setStock(variant.stockBarcodeId, stocks[0].warehouseId, 0).expect(200);
    await api().post('/api/add-stock-alarm').set('Cookie', member.cookie).send({ productId: variant.productId }).expect(200);
    const from = mailbox.mails.length;
    expect((await setStock(variant.stockBarcodeId, stocks[0].warehouseId, 4).expect(200)).body.alarmsNotified).toBe(1);
    await mailbox.waitFor(member.email, /yeniden stokta/, { from });
    await outboxDrained(member);
    expect(mailsTo(member.email, BACK_IN_STOCK)).toHaveLength(2);
  });
});
