import { solveChallenge } from 'altcha-lib/v1';
import request from 'supertest';
import type { Cart } from '../../contracts/cart/entities.js';
import { CartTotalType } from '../../contracts/enums.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import type { Database } from '../../server/src/engine/db/database.js';
import type { Variant } from './cart-fixtures.js';

/** A signed-in shopper (member or guest) with one address, as the card payment specs need one. */
export interface PayingShopper {
  email: string;
  cookie: string;
  addressId: number;
}

let sequence = 0;
const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Işık', mobilePhone: '05321234567', cityId: 34, countyId: 34001, description: 'Moda Cad. No: 12 D: 3' };
export const cardOf = (number: string = TEST_CARDS.approved) => ({ number, holderName: 'AYSE ISIK', expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, cvv: '123' });

function cookiesOf(response: { headers: Record<string, unknown> }): string {
  return ((response.headers['set-cookie'] ?? []) as string[]).map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');
}

/** The shop's API for card payment specs: shoppers, carts, placement and the database's view. */
export function paymentFixtures(url: () => string, db: () => Database) {
  const api = () => request(url());
  async function withAddress(email: string, cookie: string): Promise<PayingShopper> {
    const address = await api().post('/api/add-address').set('Cookie', cookie).send(ADDRESS).expect(200);
    return { email, cookie, addressId: address.body.address.id as number };
  }
  const one = async (sql: string, params: unknown[] = []) => Number((await db().query<{ n: number }>(sql, params))[0].n);
  return {
    api,
    async member(): Promise<PayingShopper> {
      const email = `kart${Date.now()}-${sequence += 1}@example.com`;
      const response = await api().post('/api/register').send({ email, password: 'uzun bir şifre 123', name: 'Ayşe', surname: 'Işık', privacyAccepted: true }).expect(200);
      return withAddress(email, cookiesOf(response));
    },
    async guest(): Promise<PayingShopper> {
      const challenge = (await api().get('/api/altcha-challenge').expect(200)).body as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
      const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
      const captcha = Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution!.number, salt: challenge.salt, signature: challenge.signature })).toString('base64');
      const email = `misafir${Date.now()}-${sequence += 1}@example.com`;
      const response = await api().post('/api/logon-as-guest').set(CAPTCHA_HEADER, captcha).send({ Email: email, countryCode: 'TR' }).expect(200);
      return withAddress(email, cookiesOf(response));
    },
    async fill(shopper: PayingShopper, variant: Variant, quantity = 1): Promise<Cart> {
      const response = await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200);
      return response.body.cart as Cart;
    },
    netOf: (cart: Cart) => cart.totals.find((total) => total.typeId === CartTotalType.NetTotal)!.priceWithTax,
    cartOf: async (shopper: PayingShopper) => (await api().post('/api/get-cart').set('Cookie', shopper.cookie).send({}).expect(200)).body.cart as Cart,
    place(shopper: PayingShopper, body: Record<string, unknown>, key?: string) {
      const pending = api().post('/api/place-order').set('Cookie', shopper.cookie);
      return (key ? pending.set('Idempotency-Key', key) : pending).send({ shippingAddressId: shopper.addressId, ...body });
    },
    stockOf: (barcodeId: number) => one('SELECT COALESCE(sum(quantity), 0)::int AS n FROM stock WHERE barcode_id = $1', [barcodeId]),
    orderCount: () => one('SELECT count(*)::int AS n FROM orders'),
    ordersOf: (email: string) => one('SELECT count(*)::int AS n FROM orders WHERE email = $1', [email]),
  };
}
