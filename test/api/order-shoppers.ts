import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import { solveChallenge } from 'altcha-lib/v1';
import { PaymentType } from '../../contracts/enums.js';
import type { OutboxMail } from '../../contracts/gateway/member.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import type { Order } from '../../contracts/order/entities.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import type { TestApp } from '../support/test-app.js';
import type { Variant } from './cart-fixtures.js';

/** Shoppers, orders and the operator's routes for the order lifecycle and returns specs. */

export interface Shopper {
  email: string;
  cookie: string;
  addressId: number;
}

const PASSWORD = 'uzun bir şifre 123';
const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Işık', mobilePhone: '05321234567', cityId: 34, countyId: 34001, description: 'Moda Cad. No: 12 D: 3' };
export const CARD = { number: TEST_CARDS.approved, holderName: 'AYSE ISIK', expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, cvv: '123' };

let sequence = 0;
export const newEmail = () => `iade${Date.now()}-${sequence += 1}@example.com`;

function cookiesOf(response: { headers: Record<string, unknown> }): string {
  return ((response.headers['set-cookie'] ?? []) as string[]).map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');
}

export function orderShoppers(shop: () => TestApp) {
  const api = () => request(shop().url);
  let operatorToken: string | undefined;

  /** Takes the operator's bearer token from the realm, as `npm run order:status` does; call once the shop runs. */
  async function signInOperator(): Promise<void> {
    const config = shop().app.get<AppConfig>(APP_CONFIG);
    operatorToken = (await api().post('/gateway/realms/vitrin/protocol/openid-connect/token').type('form')
      .send({ grant_type: 'client_credentials', client_id: config.idpClientId, client_secret: config.idpClientSecret }).expect(200)).body.access_token as string;
  }

  function bearer(): string {
    if (!operatorToken) throw new Error('signInOperator() first');
    return `Bearer ${operatorToken}`;
  }

  /** A registered member with one address. */
  async function member(): Promise<Shopper> {
    const email = newEmail();
    const response = await api().post('/api/register')
      .send({ email, password: PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true }).expect(200);
    const cookie = cookiesOf(response);
    const address = await api().post('/api/add-address').set('Cookie', cookie).send(ADDRESS).expect(200);
    return { email, cookie, addressId: address.body.address.id as number };
  }

  async function guest(): Promise<Shopper> {
    const challenge = (await api().get('/api/altcha-challenge').expect(200)).body as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const captcha = Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution!.number, salt: challenge.salt, signature: challenge.signature })).toString('base64');
    const email = newEmail();
    const response = await api().post('/api/logon-as-guest').set(CAPTCHA_HEADER, captcha).send({ Email: email, countryCode: 'TR' }).expect(200);
    const cookie = cookiesOf(response);
    const address = await api().post('/api/add-address').set('Cookie', cookie).send(ADDRESS).expect(200);
    return { email, cookie, addressId: address.body.address.id as number };
  }

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
    return mails.filter((mail) => mail.to === to && /VTR-\d{4}-\d+/.test(mail.subject));
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

  return { api, stockOf, orderStatusCommand, signInOperator, member, guest, order, setStatus, setReturnStatus, deliver, mailsTo };
}
