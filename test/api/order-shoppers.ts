import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import { PaymentType } from '../../contracts/enums.js';
import type { OutboxMail } from '../../contracts/gateway/member.js';
import type { Order } from '../../contracts/order/entities.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { OrderEvents, type OrderEvent } from '../../server/src/engine/order/order-events.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../server/src/engine/payment/payment-provider.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { APPROVED_CARD, guestShopper, operatorToken, registerShopper, type Shopper } from './order-fixtures.js';

/** Shoppers, orders and the operator's routes for the order lifecycle and returns specs. */

export type { Shopper };
/** The approved test card. */
export const CARD = APPROVED_CARD;

export function orderShoppers(shop: () => TestApp) {
  const api = () => request(shop().url);
  let token: string | undefined;

  /** Takes the operator's bearer token from the realm, as `npm run order:status` does; call once the shop runs. */
  async function signInOperator(): Promise<void> {
    const config = shop().app.get<AppConfig>(APP_CONFIG);
    token = await operatorToken(shop().url, config.idpClientId, config.idpClientSecret);
  }

  function bearer(): string {
    if (!token) throw new Error('signInOperator() first');
    return `Bearer ${token}`;
  }

  /** A registered member with one address. */
  const member = (): Promise<Shopper> => registerShopper(shop().url, 'iade');
  const guest = (): Promise<Shopper> => guestShopper(shop().url, 'iade-misafir');

  /** An order of the given lines, paid by card (default) or bank transfer, placed on the `culture` site. */
  async function order(shopper: Shopper, lines: { variant: Variant; quantity: number }[], paymentType: PaymentType = PaymentType.CreditCard, culture: 'tr' | 'en' = 'tr'): Promise<Order> {
    for (const { variant, quantity } of lines) {
      await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200);
    }
    const body = { shippingAddressId: shopper.addressId, paymentType, ...(paymentType === PaymentType.CreditCard ? { card: CARD } : {}) };
    return (await api().post('/api/place-order').set('Cookie', shopper.cookie).set('x-culture', culture).send(body).expect(200)).body.order as Order;
  }

  /** The operator's order move (the route `npm run order:status` calls). */
  function setStatus(docNo: string, status: string, note?: string) {
    return api().post('/gateway/ordermanagement/api/operator/set-order-status').set('authorization', bearer()).send({ docNo, status, ...(note ? { note } : {}) });
  }

  function setReturnStatus(id: number, status: string) {
    return api().post('/gateway/ordermanagement/api/operator/set-return-status').set('authorization', bearer()).send({ id, status });
  }

  /** Moves an order on step by step until it is Delivered. */
  async function deliver(docNo: string, from: 'card' | 'transfer' = 'card'): Promise<void> {
    for (const status of [...(from === 'transfer' ? ['Paid'] : []), 'Preparing', 'OnTheWay', 'Delivered']) await setStatus(docNo, status).expect(200);
  }

  /** The outbox's latest order and return mails to `to` (their subjects name the order), newest first. */
  async function mailsTo(to: string): Promise<OutboxMail[]> {
    const { mails } = (await api().get('/gateway/notification/api/notification/outbox').set('authorization', bearer()).expect(200)).body as { mails: OutboxMail[] };
    return mails.filter((mail) => mail.to === to && /VTR-\d{4}-[0-9A-Z]+/.test(mail.subject));
  }

  /** Units of a variant over every warehouse. */
  async function stockOf(barcodeId: number): Promise<number> {
    const [row] = await shop().app.get<Database>(DATABASE, { strict: false }).query<{ n: number }>('SELECT COALESCE(sum(quantity), 0)::int AS n FROM stock WHERE barcode_id = $1', [barcodeId]);
    return Number(row.n);
  }

  /** `npm run order:status -- …args` against the shop under test, as an operator runs it (the realm's client secret, no token). */
  function orderStatusCommand(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const config = shop().app.get<AppConfig>(APP_CONFIG);
    const env = { ...process.env, VITRIN_URL: shop().url, IDP_CLIENT_ID: config.idpClientId, IDP_CLIENT_SECRET: config.idpClientSecret, VITRIN_OPERATOR_TOKEN: '' };
    return promisify(execFile)(process.execPath, ['scripts/order-status.mjs', ...args], { env })
      .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));
  }

  return { api, stockOf, orderStatusCommand, signInOperator, bearer, member, guest, order, setStatus, setReturnStatus, deliver, mailsTo };
}

/**
 * One shop for an order spec, started before its tests and closed after: the operator signed in,
 * `variants` in-stock variants handed out one per test (so no test's stock moves another's), and
 * what left the process recorded: the bank's refunds (the bank is outside: recorded, not faked
 * away) and the order events the live channel would carry.
 */
export function orderSuite(variants: number, env: Record<string, string> = {}) {
  let shop: TestApp;
  let stocked: Variant[] = [];
  let next = 0;
  const refunds: { reference: string; amount: number }[] = [];
  const events: OrderEvent[] = [];
  const shoppers = orderShoppers(() => shop);
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100', ...env });
    shop.app.get(OrderEvents, { strict: false }).subscribe((event) => events.push(event));
    const provider = shop.app.get<PaymentProvider>(PAYMENT_PROVIDER, { strict: false });
    const refund = provider.refund.bind(provider);
    provider.refund = async (reference, amount, key) => { refunds.push({ reference, amount }); await refund(reference, amount, key); };
    await shoppers.signInOperator();
    stocked = await variantsInStock(shop.url, variants);
  });
  afterAll(async () => { await shop?.close(); });

  return {
    ...shoppers,
    shop: () => shop,
    db: () => shop.app.get<Database>(DATABASE, { strict: false }),
    freshVariant: (): Variant => {
      if (next >= stocked.length) throw new Error(`orderSuite(${variants}) has no more fresh variants: ask for more`);
      return stocked[next++];
    },
    refunds,
    events,
  };
}
