import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { PaymentType } from '../../contracts/enums.js';
import { SHOPPING_CART_HUB_PATH, type HubEventName } from '../../contracts/hub.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import type { Order } from '../../contracts/order/entities.js';
import { ISSUED_DOC_NO_PATTERN } from '../../contracts/order/payloads.js';
import { THREE_D_SECURE_CALLBACK_PATH, THREE_D_SECURE_TEST_CODE } from '../../contracts/payment/payloads.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { PAYMENT_PROVIDER } from '../../server/src/engine/payment/payment-provider.js';
import type { TestPaymentProvider } from '../../server/src/engine/payment/test-payment-provider.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { cardOf, paymentFixtures, type PayingShopper } from './payment-fixtures.js';

const PAYMENT_EVENTS: HubEventName[] = [
  'OnTransactionInitializing', 'OnTransactionInitialized', 'OnSecuredTransactionInitialized', 'OnSecuredTransactionCompletionInitalized', 'OnOrderCompleted',
];

/** Every payment event a connection hears, in order, and a promise for the first OnOrderCompleted. */
function paymentEventsOf(connection: HubConnection) {
  const heard: { name: HubEventName; argument: unknown }[] = [];
  let completed: (argument: unknown) => void = () => undefined;
  const orderCompleted = new Promise<unknown>((resolve) => { completed = resolve; });
  for (const name of PAYMENT_EVENTS) {
    connection.on(name, (argument?: unknown) => {
      heard.push({ name, argument });
      if (name === 'OnOrderCompleted') completed(argument);
    });
  }
  return { heard, orderCompleted };
}

let keys = 0;
const newKey = () => `3ds-key-${Date.now()}-${keys += 1}`;

/**
 * 3-D Secure through the storefront (spec §7 S7.32 card-provider transactions, S7.39 server
 * events, §2 order-summary status and docno): the challenge, its callback, and every way it can
 * end without an order. The real @microsoft/signalr client hears the payment events in order.
 */
describe('3-D Secure card payments (S7.32, S7.39)', () => {
  let shop: TestApp;
  let db: Database;
  let provider: TestPaymentProvider;
  let variants: Variant[];
  let next = 0;
  const open: HubConnection[] = [];
  const f = paymentFixtures(() => shop.url, () => db);
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    db = shop.app.get<Database>(DATABASE, { strict: false });
    provider = shop.app.get<TestPaymentProvider>(PAYMENT_PROVIDER, { strict: false });
    variants = await variantsInStock(shop.url, 8);
  });
  afterEach(async () => { await Promise.all(open.splice(0).map((connection) => connection.stop())); });
  afterAll(async () => { await shop?.close(); });
  const freshVariant = () => variants[next++];

  async function listen(shopper: PayingShopper) {
    const connection = new HubConnectionBuilder()
      .withUrl(`${shop.url}${SHOPPING_CART_HUB_PATH}`, { transport: HttpTransportType.WebSockets, skipNegotiation: true, headers: { cookie: shopper.cookie } })
      .configureLogging(LogLevel.None)
      .build();
    open.push(connection);
    const events = paymentEventsOf(connection);
    await connection.start();
    await connection.invoke('SendToken', '');
    return events;
  }

  /** A cart with one fresh variant, placed by `number`: the challenge it answers. */
  async function challenged(shopper: PayingShopper, number: string = TEST_CARDS.threeDSecure) {
    const variant = freshVariant();
    await f.fill(shopper, variant);
    const key = newKey();
    const response = await f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(number) }, key).expect(200);
    return { variant, key, response };
  }

  const callback = (shopper: PayingShopper, form: Record<string, string>) =>
    f.api().post(THREE_D_SECURE_CALLBACK_PATH).set('Cookie', shopper.cookie).type('form').send(form);

  it('S7.32 S7.39 a 3-D Secure card: no order until the bank page approves; then one order, the summary redirect and the events in order', async () => {
    const shopper = await f.guest();
    const events = await listen(shopper);
    const orders = await f.ordersOf(shopper.email);
    const { variant, key, response } = await challenged(shopper);
    const stock = await f.stockOf(variant.stockBarcodeId);
    expect(response.body).toEqual({ isSuccess: true, threeDSecure: { challengeUrl: `/api/3d-secure/challenge?key=${key}` } });
    expect(await f.ordersOf(shopper.email)).toBe(orders);
    expect((await f.cartOf(shopper)).itemCount).toBe(1);

    const page = await f.api().get(String(response.body.threeDSecure.challengeUrl)).set('Cookie', shopper.cookie).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Vitrin');
    expect(page.text).toContain(THREE_D_SECURE_TEST_CODE);
    expect(page.text).toContain('3220');
    expect(page.text).toContain('Onayla');
    expect(page.text).not.toContain(TEST_CARDS.threeDSecure);
    expect(page.text).toContain('<link rel="icon" href="data:,">');
    // The amount as the shop writes it everywhere (S1.04): "1.234,50 ₺", never the browser locale's "₺1.234,50".
    expect(page.text).toMatch(/\d ₺/);
    expect(page.text).not.toMatch(/₺\s?\d/);

    const done = await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303);
    const location = done.headers.location;
    expect(location).toMatch(new RegExp(`^/c/order-summary\\?status=success&docno=${ISSUED_DOC_NO_PATTERN.source.slice(1)}`));
    const docNo = new URL(location, shop.url).searchParams.get('docno')!;
    const order = (await f.api().post('/api/get-guest-order-detail').send({ docNo, email: shopper.email }).expect(200)).body.order as Order;
    expect(order.payment).toMatchObject({ status: 'captured', cardLastFour: '3220', paymentType: PaymentType.CreditCard });
    expect(await f.stockOf(variant.stockBarcodeId)).toBe(stock - 1);
    expect((await f.cartOf(shopper)).itemCount).toBe(0);

    expect(await events.orderCompleted).toEqual({ isSuccess: true, docNo });
    expect(events.heard.map((event) => event.name)).toEqual(PAYMENT_EVENTS);
    expect(events.heard[2].argument).toEqual({ challengeUrl: response.body.threeDSecure.challengeUrl });

    // Nothing of the card but its last four digits is kept anywhere.
    const stored = JSON.stringify(await db.query('SELECT * FROM idempotency_key')) + JSON.stringify(await db.query('SELECT * FROM payment'));
    expect(stored).not.toContain(TEST_CARDS.threeDSecure);
  });

  it('S7.32 the callback twice (one after the other, and two at once) makes one order and one charge', async () => {
    const shopper = await f.member();
    const { key } = await challenged(shopper);
    const charges = provider.chargeCount();
    const first = await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303);
    const again = await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await f.ordersOf(shopper.email)).toBe(1);

    const { key: second } = await challenged(shopper);
    const both = await Promise.all([1, 2].map(() => callback(shopper, { key: second, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303)));
    expect(both[0].headers.location).toMatch(/status=success/);
    expect(both[1].headers.location).toBe(both[0].headers.location);
    expect(await f.ordersOf(shopper.email)).toBe(2);
    expect(provider.chargeCount()).toBe(charges + 2);
  });

  it('S7.32 S7.39 a card that fails its challenge: no order, stock intact, no charge, OnOrderCompleted isSuccess false; a repeated callback changes nothing', async () => {
    const shopper = await f.member();
    const events = await listen(shopper);
    const { variant, key } = await challenged(shopper, TEST_CARDS.threeDSecureFails);
    const stock = await f.stockOf(variant.stockBarcodeId);
    const charges = provider.chargeCount();
    const done = await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303);
    expect(done.headers.location).toBe('/c/order-summary?status=error&reason=challenge-failed');
    expect(await events.orderCompleted).toEqual({ isSuccess: false });
    expect(events.heard.map((event) => event.name)).toEqual(PAYMENT_EVENTS);
    await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303);
    expect(await f.ordersOf(shopper.email)).toBe(0);
    expect(await f.stockOf(variant.stockBarcodeId)).toBe(stock);
    expect(provider.chargeCount()).toBe(charges);
    expect((await f.cartOf(shopper)).itemCount).toBe(1);
  });

  it('issue 32 item 7 S7.32 S7.39 a wrong code asks again with the tries left, the payment still waiting; the right code then makes the order', async () => {
    const shopper = await f.member();
    const events = await listen(shopper);
    const { key, variant } = await challenged(shopper);
    const stock = await f.stockOf(variant.stockBarcodeId);
    const again = await callback(shopper, { key, code: '000000', action: 'approve' }).expect(303);
    expect(again.headers.location).toBe(`/api/3d-secure/challenge?key=${key}`);
    const page = await f.api().get(again.headers.location).set('Cookie', shopper.cookie).expect(200);
    expect(page.text).toContain('Doğrulama kodu yanlış. 2 deneme hakkınız kaldı.');
    expect(page.text).toContain('aria-describedby="code-error code-hint"');
    expect(await f.ordersOf(shopper.email)).toBe(0);
    expect(await f.stockOf(variant.stockBarcodeId)).toBe(stock);
    // The payment page hears that the challenge is open again, not that the order is being made.
    expect(events.heard.map((event) => event.name).slice(-2)).toEqual(['OnSecuredTransactionCompletionInitalized', 'OnSecuredTransactionInitialized']);

    const done = await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303);
    expect(done.headers.location).toMatch(/^\/c\/order-summary\?status=success&docno=/);
    expect(await f.ordersOf(shopper.email)).toBe(1);
    expect(await events.orderCompleted).toMatchObject({ isSuccess: true });
  });

  it('issue 32 item 7 S7.32 the third wrong code, and the cancel button, end the payment without an order', async () => {
    const shopper = await f.member();
    const wrong = await challenged(shopper);
    for (const left of [2, 1]) {
      expect((await callback(shopper, { key: wrong.key, code: '000000', action: 'approve' }).expect(303)).headers.location).toBe(`/api/3d-secure/challenge?key=${wrong.key}`);
      expect((await f.api().get(`/api/3d-secure/challenge?key=${wrong.key}`).set('Cookie', shopper.cookie).expect(200)).text).toContain(`${left} deneme hakkınız kaldı`);
    }
    expect((await callback(shopper, { key: wrong.key, code: '000000', action: 'approve' }).expect(303)).headers.location).toBe('/c/order-summary?status=error&reason=challenge-failed');
    // Failed for good: the right code afterwards makes no order.
    expect((await callback(shopper, { key: wrong.key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303)).headers.location).toBe('/c/order-summary?status=error&reason=challenge-failed');
    const cancelled = await challenged(shopper);
    expect((await callback(shopper, { key: cancelled.key, action: 'cancel' }).expect(303)).headers.location).toBe('/c/order-summary?status=error&reason=challenge-failed');
    expect(await f.ordersOf(shopper.email)).toBe(0);
    // The challenge page of a finished payment says nothing waits.
    const page = await f.api().get(`/api/3d-secure/challenge?key=${cancelled.key}`).set('Cookie', shopper.cookie).expect(200);
    expect(page.text).toContain('Onay bekleyen bir ödeme yok');
  });

  it('issue 32 item 7 S7.32 the payment waiting for its challenge is found again (a reloaded payment page): by its shopper only, and no longer once it ended', async () => {
    const shopper = await f.member();
    const other = await f.member();
    expect((await f.api().get('/api/3d-secure/pending').set('Cookie', shopper.cookie).expect(200)).body).toEqual({ isSuccess: true, pending: null });
    const { key } = await challenged(shopper);
    const found = (await f.api().get('/api/3d-secure/pending').set('Cookie', shopper.cookie).expect(200)).body as { pending: Record<string, unknown> };
    expect(found.pending).toEqual({ idempotencyKey: key, challengeUrl: `/api/3d-secure/challenge?key=${key}`, amount: expect.any(Number), currencyCode: 'TRY', cardLastFour: '3220' });
    expect((await f.api().get('/api/3d-secure/pending').set('Cookie', other.cookie).expect(200)).body.pending).toBeNull();
    expect((await f.api().get('/api/3d-secure/pending').expect(200)).body.pending).toBeNull();

    await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303);
    expect((await f.api().get('/api/3d-secure/pending').set('Cookie', shopper.cookie).expect(200)).body.pending).toBeNull();
  });

  it('S7.32 a cart changed during the challenge is refused: no order, no charge, stock intact', async () => {
    const shopper = await f.member();
    const { variant, key } = await challenged(shopper);
    await f.fill(shopper, variant);
    const stock = await f.stockOf(variant.stockBarcodeId);
    const charges = provider.chargeCount();
    const done = await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303);
    expect(done.headers.location).toBe('/c/order-summary?status=error&reason=cart-changed');
    expect(await f.ordersOf(shopper.email)).toBe(0);
    expect(provider.chargeCount()).toBe(charges);
    expect(await f.stockOf(variant.stockBarcodeId)).toBe(stock);
    expect((await f.cartOf(shopper)).itemCount).toBe(2);
  });

  it('S7.32 the same placement sent again while the challenge waits answers the same page; another shopper cannot see or answer it', async () => {
    const shopper = await f.member();
    const { key, response } = await challenged(shopper);
    const again = await f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.threeDSecure) }, key).expect(200);
    expect(again.body.threeDSecure).toEqual(response.body.threeDSecure);
    const stranger = await f.member();
    const page = await f.api().get(`/api/3d-secure/challenge?key=${key}`).set('Cookie', stranger.cookie).expect(200);
    expect(page.text).toContain('Onay bekleyen bir ödeme yok');
    expect((await callback(stranger, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303)).headers.location).toMatch(/status=error/);
    expect((await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303)).headers.location).toMatch(/status=success/);
  });

  it('S7.32 in English: the bank page speaks English and the callback ends on /en/c/order-summary', async () => {
    const shopper = await f.member();
    const { key } = await challenged(shopper);
    const page = await f.api().get(`/api/3d-secure/challenge?key=${key}`).set('Cookie', shopper.cookie).set('x-culture', 'en').expect(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('Approve');
    const done = await callback(shopper, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).set('x-culture', 'en').expect(303);
    expect(done.headers.location).toMatch(/^\/en\/c\/order-summary\?status=success&docno=VTR-/);
  });

  it('bad callbacks are 400, never 500', async () => {
    const shopper = await f.member();
    await callback(shopper, { key: 'x', action: 'approve' }).expect(400);
    await callback(shopper, { key: newKey(), action: 'maybe' }).expect(400);
    await f.api().get('/api/3d-secure/challenge').set('Cookie', shopper.cookie).expect(400);
  });
});
