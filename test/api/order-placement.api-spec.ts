import request from 'supertest';
import type { Cart } from '../../contracts/cart/entities.js';
import { CartTotalType, OrderFlags, OrderStatus, PaymentType } from '../../contracts/enums.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { ISSUED_DOC_NO_PATTERN } from '../../contracts/order/payloads.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { environmentCookieOf, variantsInStock, type Variant } from './cart-fixtures.js';
import { APPROVED_CARD, guestShopper, registerShopper, type Shopper } from './order-fixtures.js';

/**
 * Order placement, order detail, the member's list and cancel through the storefront API
 * (issue 15 items 5-6, spec §7 get-order-detail and get-guest-order-detail), on the default
 * embedded database unless DATABASE_URL is set.
 */

const CARD = APPROVED_CARD;

describe('order placement, detail, list and cancel (issue 15)', () => {
  let shop: TestApp;
  let db: Database;
  let variants: Variant[];
  let next = 0;
  beforeAll(async () => {
    // The race below queues 30 placements on the embedded database's one connection: a loaded
    // machine must not turn that wait into gateway timeouts.
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100', GATEWAY_TIMEOUT_MS: '60000' });
    db = shop.app.get<Database>(DATABASE, { strict: false });
    variants = await variantsInStock(shop.url, 5);
  });
  afterAll(async () => { await shop?.close(); });
  const api = () => request(shop.url);
  /** A variant no other test of this file has touched. */
  const freshVariant = () => variants[next++];

  async function stockOf(barcodeId: number): Promise<number> {
    const [row] = await db.query<{ n: number }>('SELECT COALESCE(sum(quantity), 0)::int AS n FROM stock WHERE barcode_id = $1', [barcodeId]);
    return Number(row.n);
  }

  async function orderCount(): Promise<number> {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    return Number(row.n);
  }

  const member = (): Promise<Shopper> => registerShopper(shop.url, 'siparis');
  const guest = (): Promise<Shopper> => guestShopper(shop.url, 'siparis-misafir');

  async function fill(shopper: Shopper, variant: Variant, quantity = 1): Promise<Cart> {
    const response = await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200);
    return response.body.cart as Cart;
  }

  const cartOf = async (shopper: Shopper) => (await api().post('/api/get-cart').set('Cookie', shopper.cookie).send({}).expect(200)).body.cart as Cart;
  const netOf = (cart: Cart) => cart.totals.find((total) => total.typeId === CartTotalType.NetTotal)!.priceWithTax;
  const place = (shopper: Shopper, body: Record<string, unknown>, key?: string) => {
    const pending = api().post('/api/place-order').set('Cookie', shopper.cookie);
    return (key ? pending.set('Idempotency-Key', key) : pending).send({ shippingAddressId: shopper.addressId, ...body });
  };

  it('a member pays by card: one order at the server\'s total, stock taken, cart emptied, only the last four digits kept', async () => {
    const shopper = await member();
    const variant = freshVariant();
    const before = await stockOf(variant.stockBarcodeId);
    const cart = await fill(shopper, variant, 2);
    const response = await place(shopper, { paymentType: PaymentType.CreditCard, card: CARD }).expect(200);
    const order = response.body.order as Order;
    expect(response.body).toMatchObject({ isSuccess: true, message: OrderMessage.placed, docNo: order.docNo });
    expect(order.docNo).toMatch(ISSUED_DOC_NO_PATTERN);
    expect(order).toMatchObject({ status: OrderStatus.New, statusName: 'New', flags: OrderFlags.CancelAvailable, currencyCode: 'TRY', exchangeRate: 1, email: shopper.email });
    expect(order.netTotal).toBe(netOf(cart));
    expect(order.items).toEqual([expect.objectContaining({ stockBarcodeId: variant.stockBarcodeId, quantity: 2 })]);
    expect(order.items[0].barcode).toBeTruthy();
    expect(order.payment).toEqual({ paymentType: PaymentType.CreditCard, provider: 'CreditCard', status: 'captured', amount: order.netTotal, cardLastFour: '1111' });
    expect(order.shippingAddress).toMatchObject({ name: 'Ayşe', surname: 'Işık', cityName: expect.any(String) as string, countryCode: 'TR' });
    expect(order.history).toEqual([expect.objectContaining({ status: OrderStatus.New })]);
    expect(await stockOf(variant.stockBarcodeId)).toBe(before - 2);
    expect((await cartOf(shopper)).itemCount).toBe(0);
    const stored = JSON.stringify(await db.query('SELECT * FROM payment p JOIN orders o ON o.id = p.order_id WHERE o.doc_no = $1', [order.docNo]));
    expect(stored).not.toContain(TEST_CARDS.approved);
    expect(stored).toContain('1111');
  });

  it('a guest pays by card, then finds the order by docNo and e-mail; a wrong pair gets one message that reveals nothing', async () => {
    const shopper = await guest();
    await fill(shopper, freshVariant());
    const { order } = (await place(shopper, { paymentType: PaymentType.CreditCard, card: CARD }).expect(200)).body as { order: Order };
    const found = await api().post('/api/get-guest-order-detail').send({ docNo: order.docNo, email: shopper.email.toUpperCase() }).expect(200);
    expect(found.body).toMatchObject({ isSuccess: true, order: { docNo: order.docNo, netTotal: order.netTotal } });
    const wrongEmail = await api().post('/api/get-guest-order-detail').send({ docNo: order.docNo, email: 'baskasi@example.com' }).expect(404);
    const wrongDocNo = await api().post('/api/get-guest-order-detail').send({ docNo: 'VTR-2020-999999', email: shopper.email }).expect(404);
    expect(wrongEmail.body.message).toBe(OrderMessage.guestOrderNotFound);
    expect(wrongDocNo.body).toEqual(wrongEmail.body);
    expect(JSON.stringify(wrongEmail.body)).not.toContain(order.docNo);
  });

  it('declined and insufficient-funds cards make no order, take no stock and keep the cart', async () => {
    const shopper = await member();
    const variant = freshVariant();
    const stock = await stockOf(variant.stockBarcodeId);
    await fill(shopper, variant);
    const orders = await orderCount();
    for (const number of [TEST_CARDS.declined, TEST_CARDS.insufficientFunds]) {
      const response = await place(shopper, { paymentType: PaymentType.CreditCard, card: { ...CARD, number } }).expect(402);
      expect(response.body).toMatchObject({ isSuccess: false, message: OrderMessage.cardDeclined });
    }
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(variant.stockBarcodeId)).toBe(stock);
    expect((await cartOf(shopper)).itemCount).toBe(1);
  });

  it('refuses a failed Luhn check, an expired card and a card payment without a card before any provider, and takes nothing', async () => {
    const shopper = await member();
    const variant = freshVariant();
    const stock = await stockOf(variant.stockBarcodeId);
    await fill(shopper, variant);
    const orders = await orderCount();
    const luhn = await place(shopper, { paymentType: PaymentType.CreditCard, card: { ...CARD, number: '4111111111111112' } }).expect(400);
    expect(luhn.body.message).toBe(OrderMessage.cardNumberInvalid);
    const expired = await place(shopper, { paymentType: PaymentType.CreditCard, card: { ...CARD, expiryYear: 2020 } }).expect(400);
    expect(expired.body.message).toBe(OrderMessage.cardExpired);
    const noCard = await place(shopper, { paymentType: PaymentType.CreditCard }).expect(400);
    expect(noCard.body.message).toBe(OrderMessage.cardRequired);
    const free = await place(shopper, { paymentType: PaymentType.FreeOfCharge }).expect(400);
    expect(free.body.message).toBe(OrderMessage.freeOnlyWhenZero);
    await place(shopper, { paymentType: PaymentType.Paypal }).expect(400);
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(variant.stockBarcodeId)).toBe(stock);
    expect((await cartOf(shopper)).itemCount).toBe(1);
  });

  it('bank transfer: the order waits for the money (Waiting 5); pay at door adds its fee as Commission', async () => {
    const shopper = await member();
    const cart = await fill(shopper, freshVariant());
    const transfer = await place(shopper, { paymentType: PaymentType.BankTransfer }).expect(200);
    expect(transfer.body.message).toBe(OrderMessage.placedWaitingTransfer);
    expect(transfer.body.order).toMatchObject({ status: OrderStatus.Waiting, statusName: 'Waiting', netTotal: netOf(cart), payment: { provider: 'Transfer', status: 'waiting' } });
    expect(transfer.body.order.payment).not.toHaveProperty('cardLastFour');

    const door = await fill(shopper, freshVariant());
    const atDoor = (await place(shopper, { paymentType: PaymentType.PayAtDoor }).expect(200)).body.order as Order;
    expect(atDoor).toMatchObject({ status: OrderStatus.New, payment: { provider: 'PayAtDoor', status: 'on-delivery' } });
    expect(atDoor.totals.find((total) => total.typeId === CartTotalType.Commission)?.priceWithTax).toBe(29.9);
    expect(atDoor.netTotal).toBeCloseTo(netOf(door) + 29.9, 2);
  });

  it('totals or prices sent with the order are refused (400, nothing done); the order is priced by the server', async () => {
    const shopper = await member();
    const variant = freshVariant();
    const stock = await stockOf(variant.stockBarcodeId);
    const cart = await fill(shopper, variant, 2);
    const orders = await orderCount();
    for (const tampered of [{ netTotal: 0.01 }, { totals: [{ typeId: 800, priceWithTax: 0.01 }] }, { items: [{ stockBarcodeId: variant.stockBarcodeId, unitPriceWithTax: 0.01 }] }]) {
      await place(shopper, { paymentType: PaymentType.CreditCard, card: CARD, ...tampered }).expect(400);
    }
    await place(shopper, { paymentType: PaymentType.CreditCard, card: { ...CARD, amount: 0.01 } }).expect(400);
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(variant.stockBarcodeId)).toBe(stock);
    const order = (await place(shopper, { paymentType: PaymentType.CreditCard, card: CARD }).expect(200)).body.order as Order;
    expect(order.netTotal).toBe(netOf(cart));
    expect(order.netTotal).toBeGreaterThan(1);
  });

  it('another member\'s address id is 404 and nothing is done', async () => {
    const [a, b] = [await member(), await member()];
    const variant = freshVariant();
    const stock = await stockOf(variant.stockBarcodeId);
    await fill(a, variant);
    const shipping = await api().post('/api/place-order').set('Cookie', a.cookie).send({ shippingAddressId: b.addressId, paymentType: PaymentType.BankTransfer }).expect(404);
    expect(shipping.body.message).toBe(OrderMessage.addressNotFound);
    await api().post('/api/place-order').set('Cookie', a.cookie).send({ shippingAddressId: a.addressId, invoiceAddressId: b.addressId, paymentType: PaymentType.BankTransfer }).expect(404);
    expect(await stockOf(variant.stockBarcodeId)).toBe(stock);
    expect((await cartOf(a)).itemCount).toBe(1);
  });

  it('a visitor gets 401 and keeps the cookie of the cart; no cookie at all is 401 too', async () => {
    const variant = freshVariant();
    const added = await api().post('/api/add-to-cart').send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    const cookie = environmentCookieOf(added)!;
    const refused = await api().post('/api/place-order').set('Cookie', cookie).send({ shippingAddressId: 1, paymentType: PaymentType.BankTransfer }).expect(401);
    expect(refused.body.message).toBe(OrderMessage.notSignedIn);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await api().post('/api/place-order').send({ shippingAddressId: 1, paymentType: PaymentType.BankTransfer }).expect(401);
    await api().get('/api/orders').expect(401);
  });

  it('idempotency: the same key twice makes one order and answers the same; the same key with another body is 422', async () => {
    const shopper = await member();
    const variant = freshVariant();
    const stock = await stockOf(variant.stockBarcodeId);
    await fill(shopper, variant);
    const orders = await orderCount();
    const key = `key-${Date.now()}-a`;
    const first = await place(shopper, { paymentType: PaymentType.CreditCard, card: CARD }, key).expect(200);
    const again = await place(shopper, { paymentType: PaymentType.CreditCard, card: CARD }, key).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await orderCount()).toBe(orders + 1);
    expect(await stockOf(variant.stockBarcodeId)).toBe(stock - 1);
    const other = await place(shopper, { paymentType: PaymentType.BankTransfer }, key).expect(422);
    expect(other.body.message).toBe(OrderMessage.idempotencyConflict);
    await place(shopper, { paymentType: PaymentType.CreditCard, card: CARD }, 'no').expect(400);
    expect(await orderCount()).toBe(orders + 1);
    // Parallel double click: one order.
    await fill(shopper, freshVariant());
    const doubleKey = `key-${Date.now()}-b`;
    const both = await Promise.all([0, 1].map(() => place(shopper, { paymentType: PaymentType.BankTransfer }, doubleKey)));
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(both[0].body.docNo).toBe(both[1].body.docNo);
    expect(await orderCount()).toBe(orders + 2);
  });

  it('race: 30 placements of 30 carts for 10 units of one variant make exactly 10 orders and stock 0, never below', async () => {
    const variant = freshVariant();
    const [{ warehouse_id: warehouseId }] = await db.query<{ warehouse_id: number }>('SELECT min(warehouse_id) AS warehouse_id FROM stock WHERE barcode_id = $1', [variant.stockBarcodeId]);
    await db.query('UPDATE stock SET quantity = CASE WHEN warehouse_id = $2 THEN 10 ELSE 0 END WHERE barcode_id = $1', [variant.stockBarcodeId, warehouseId]);
    const shoppers: Shopper[] = [];
    for (let batch = 0; batch < 6; batch += 1) shoppers.push(...await Promise.all([0, 1, 2, 3, 4].map(() => member())));
    for (const shopper of shoppers) await fill(shopper, variant);
    const orders = await orderCount();
    const answers = await Promise.all(shoppers.map((shopper) => place(shopper, { paymentType: PaymentType.CreditCard, card: CARD })));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    for (const refused of answers.filter((response) => response.status === 409)) expect(refused.body.message).toBe(OrderMessage.outOfStock);
    expect(await orderCount()).toBe(orders + 10);
    expect(await stockOf(variant.stockBarcodeId)).toBe(0);
    const [negative] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM stock WHERE quantity < 0');
    expect(Number(negative.n)).toBe(0);
  }, 180_000);

  it('stock in two warehouses: an order takes from the first, then the rest from the second; cancel puts each unit back where it came from', async () => {
    const variant = freshVariant();
    const warehouses = (await db.query<{ id: number }>('SELECT id FROM warehouse ORDER BY id LIMIT 2')).map((row) => Number(row.id));
    expect(warehouses).toHaveLength(2);
    await db.query('DELETE FROM stock WHERE barcode_id = $1', [variant.stockBarcodeId]);
    await db.query('INSERT INTO stock (barcode_id, warehouse_id, quantity) VALUES ($1, $2, 1), ($1, $3, 4)', [variant.stockBarcodeId, ...warehouses]);
    const byWarehouse = async () => (await db.query<{ warehouse_id: number; quantity: number }>(
      'SELECT warehouse_id, quantity FROM stock WHERE barcode_id = $1 ORDER BY warehouse_id', [variant.stockBarcodeId])).map((row) => [Number(row.warehouse_id), Number(row.quantity)]);

    // Both carts are filled while the five units are there; the cart checks stock only on changes.
    const [shopper, short] = [await member(), await member()];
    await fill(shopper, variant, 3);
    await fill(short, variant, 3);
    const order = (await place(shopper, { paymentType: PaymentType.CreditCard, card: CARD }).expect(200)).body.order as Order;
    expect(order.items).toEqual([expect.objectContaining({ stockBarcodeId: variant.stockBarcodeId, quantity: 3 })]);
    expect(await byWarehouse()).toEqual([[warehouses[0], 0], [warehouses[1], 2]]);
    const [{ taken_from: takenFrom }] = await db.query<{ taken_from: unknown }>(
      'SELECT l.taken_from FROM order_line l JOIN orders o ON o.id = l.order_id WHERE o.doc_no = $1', [order.docNo]);
    expect(takenFrom).toEqual([{ warehouseId: warehouses[0], quantity: 1 }, { warehouseId: warehouses[1], quantity: 2 }]);

    // Three units wanted, two left over both warehouses: refused, and nothing is taken from either.
    const refused = await place(short, { paymentType: PaymentType.BankTransfer }).expect(409);
    expect(refused.body.message).toBe(OrderMessage.outOfStock);
    expect(await byWarehouse()).toEqual([[warehouses[0], 0], [warehouses[1], 2]]);

    await api().post('/api/cancel-order').set('Cookie', shopper.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim' }).expect(200);
    expect(await byWarehouse()).toEqual([[warehouses[0], 1], [warehouses[1], 4]]);
  });

  it('order detail is the member\'s own: another member gets 404; the list is paged, newest first', async () => {
    const [a, b] = [await member(), await member()];
    await fill(a, freshVariant());
    const first = (await place(a, { paymentType: PaymentType.BankTransfer }).expect(200)).body.order as Order;
    await fill(a, freshVariant());
    const second = (await place(a, { paymentType: PaymentType.BankTransfer }).expect(200)).body.order as Order;
    const own = await api().post('/api/get-order-detail').set('Cookie', a.cookie).send({ docNo: first.docNo }).expect(200);
    expect(own.body.order).toEqual(first);
    const other = await api().post('/api/get-order-detail').set('Cookie', b.cookie).send({ docNo: first.docNo }).expect(404);
    expect(other.body.message).toBe(OrderMessage.orderNotFound);
    await api().post('/api/get-order-detail').set('Cookie', a.cookie).send({ docNo: 'not-a-doc-no' }).expect(400);
    const list = await api().get('/api/orders?page=1').set('Cookie', a.cookie).expect(200);
    expect(list.body.orders.map((order: Order) => order.docNo)).toEqual([second.docNo, first.docNo]);
    expect(list.body.pagination).toMatchObject({ currentPage: 1, totalItems: 2, totalPages: 1, taked: 2, skipped: 0 });
    expect((await api().get('/api/orders?page=2').set('Cookie', a.cookie).expect(200)).body.orders).toEqual([]);
    expect((await api().get('/api/orders').set('Cookie', b.cookie).expect(200)).body.orders).toEqual([]);
  });

  it('cancel puts the stock back, refunds the card and clears CancelAvailable; another member\'s order is 404; twice is 409', async () => {
    const [a, b] = [await member(), await member()];
    const variant = freshVariant();
    const stock = await stockOf(variant.stockBarcodeId);
    await fill(a, variant, 3);
    const order = (await place(a, { paymentType: PaymentType.CreditCard, card: CARD }).expect(200)).body.order as Order;
    expect(await stockOf(variant.stockBarcodeId)).toBe(stock - 3);
    await api().post('/api/cancel-order').set('Cookie', b.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim' }).expect(404);
    const cancelled = await api().post('/api/cancel-order').set('Cookie', a.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim' }).expect(200);
    expect(cancelled.body).toMatchObject({ isSuccess: true, message: OrderMessage.cancelled, order: { status: OrderStatus.Cancel, flags: OrderFlags.None, payment: { status: 'refunded' } } });
    expect(cancelled.body.order.history.map((entry: { status: number }) => entry.status)).toEqual([OrderStatus.New, OrderStatus.Cancel]);
    expect(await stockOf(variant.stockBarcodeId)).toBe(stock);
    const twice = await api().post('/api/cancel-order').set('Cookie', a.cookie).send({ docNo: order.docNo, reason: 'Yine' }).expect(409);
    expect(twice.body.message).toBe(OrderMessage.cancelNotAvailable);
    expect(await stockOf(variant.stockBarcodeId)).toBe(stock);
    const [{ total }] = await db.query<{ total: number }>('SELECT stock_total AS total FROM product WHERE id = $1', [variant.productId]);
    const [{ sum }] = await db.query<{ sum: number }>('SELECT COALESCE(sum(s.quantity), 0)::int AS sum FROM stock s JOIN barcode b ON b.id = s.barcode_id WHERE b.product_id = $1', [variant.productId]);
    expect(Number(total)).toBe(Number(sum));
  });
});
