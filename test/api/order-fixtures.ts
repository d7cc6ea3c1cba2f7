import request from 'supertest';
import type { Cart } from '../../contracts/cart/entities.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { PaymentType } from '../../contracts/enums.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import { activationCodesOf } from '../support/activation-codes.js';
import { solvedCaptcha } from '../support/bot-check.js';

/**
 * Shoppers (members and guests with an address), carts, placements and the engine's operator
 * routes for the order specs (issue 15), against a server URL, so a suite can drive the app in
 * its own process or a built server it started as a child. The one place a spec gets a shopper.
 */

/** A signed-in member with an address, ready to check out. */
export interface Shopper {
  email: string;
  cookie: string;
  addressId: number;
}

/** A variant one proof sells out. */
export interface SoldVariant {
  productId: number;
  stockBarcodeId: number;
}

export const SHOPPER_PASSWORD = 'uzun bir şifre 123';
export const SHOPPER_ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Işık', mobilePhone: '05321234567', cityId: 34, countyId: 34001, description: 'Moda Cad. No: 12 D: 3' };
/** A test card valid for three more years; the approved one by default. */
export const cardOf = (number: string = TEST_CARDS.approved) => ({ number, holderName: 'AYSE ISIK', expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, cvv: '123' });
export const APPROVED_CARD = cardOf();

/** Cookie header of every cookie an answer set (cleared cookies left out). */
export function cookiesOf(response: { headers: Record<string, unknown> }): string {
  return ((response.headers['set-cookie'] ?? []) as string[]).map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');
}

let sequence = 0;
/** A new address per call and run: shoppers are never shared between specs. */
export const newEmail = (tag: string) => `${tag}${Date.now()}-${sequence += 1}@example.com`;

async function withAddress(url: string, email: string, cookie: string): Promise<Shopper> {
  const address = await request(url).post('/api/add-address').set('Cookie', cookie).send(SHOPPER_ADDRESS).expect(200);
  return { email, cookie, addressId: address.body.address.id as number };
}

let setUpAddresses = 0;
/** A documentation address (RFC 5737) per set-up request. */
const setUpAddress = () => `203.0.113.${(setUpAddresses += 1) % 250 + 1}`;

/** Types in the activation code the shop mailed to `email` (test/support/activation-codes.ts), as the member does on /otp. */
export async function activateMember(url: string, email: string, cookie: string): Promise<void> {
  const code = await activationCodesOf(url)(email);
  // From an address of its own (the loopback proxy is trusted): a suite's set-up must not spend the
  // per-address code tries that the suite itself counts.
  await request(url).post('/api/verify-otp').set('Cookie', cookie).set('X-Forwarded-For', setUpAddress()).send({ code }).expect(200);
}

/**
 * Registers a member, activates them with the mailed code (a member still to activate may not
 * check out, S4.08) unless `activated` is false, and gives them an address (the shop's rate
 * limits need RATE_LIMIT_SCALE for many).
 */
export async function registerShopper(url: string, tag = 'yaris', { activated = true }: { activated?: boolean } = {}): Promise<Shopper> {
  const email = newEmail(tag);
  const registered = await request(url).post('/api/register').send({ email, password: SHOPPER_PASSWORD, name: 'Ayşe', surname: 'Işık', privacyAccepted: true }).expect(200);
  const cookie = cookiesOf(registered);
  if (activated) await activateMember(url, email, cookie);
  return withAddress(url, email, cookie);
}

/**
 * POST /api/logon-as-guest with `email` after the bot check, from a browser holding `cookie` (a
 * visitor's cart, say); answers the guest's cookies.
 */
export async function guestLogon(url: string, email: string, cookie?: string): Promise<string> {
  const logon = request(url).post('/api/logon-as-guest').set(CAPTCHA_HEADER, await solvedCaptcha(url));
  return cookiesOf(await (cookie ? logon.set('Cookie', cookie) : logon).send({ Email: email, countryCode: 'TR' }).expect(200));
}

/** Signs in a guest with a new e-mail (after the bot check) and gives them an address. */
export async function guestShopper(url: string, tag = 'misafir'): Promise<Shopper> {
  const email = newEmail(tag);
  return withAddress(url, email, await guestLogon(url, email));
}

/** `count` shoppers, registered `batch` at a time (password hashing is the slow part). */
export async function registerShoppers(url: string, count: number, batch = 10, tag?: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  while (shoppers.length < count) {
    const size = Math.min(batch, count - shoppers.length);
    shoppers.push(...await Promise.all(Array.from({ length: size }, () => registerShopper(url, tag))));
  }
  return shoppers;
}

/** Puts one unit of the variant in each shopper's cart, `batch` carts at a time. */
export async function fillCarts(url: string, shoppers: Shopper[], variant: SoldVariant, batch = 20): Promise<void> {
  for (let start = 0; start < shoppers.length; start += batch) {
    await Promise.all(shoppers.slice(start, start + batch).map((shopper) => request(url).post('/api/add-to-cart').set('Cookie', shopper.cookie)
      .send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200)));
  }
}

export async function cartOf(url: string, shopper: Shopper): Promise<Cart> {
  return (await request(url).post('/api/get-cart').set('Cookie', shopper.cookie).send({}).expect(200)).body.cart as Cart;
}

/** POST /api/place-order by the approved test card; with an Idempotency-Key when one is given. */
export function placeByCard(url: string, shopper: Shopper, idempotencyKey?: string) {
  const call = request(url).post('/api/place-order').set('Cookie', shopper.cookie);
  return (idempotencyKey ? call.set('Idempotency-Key', idempotencyKey) : call)
    .send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard, card: APPROVED_CARD });
}

/** The engine's bearer token for its operator routes (client credentials of the realm). */
export async function operatorToken(url: string, clientId: string, clientSecret: string): Promise<string> {
  const response = await request(url).post('/gateway/realms/vitrin/protocol/openid-connect/token').type('form')
    .send({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).expect(200);
  return response.body.access_token as string;
}

/**
 * Sets a variant's stock through the engine's operator route (the one write path of stock):
 * `quantity` units in its first warehouse, none in the others. Answers that warehouse's id.
 */
export async function setVariantStock(url: string, token: string, stockBarcodeId: number, quantity: number): Promise<number> {
  const { availabilities } = (await request(url).get(`/gateway/product/api/stock/availabilities-by-barcode/${stockBarcodeId}`)
    .set('authorization', `Bearer ${token}`).expect(200)).body as { availabilities: { warehouseId: number; quantity: number }[] };
  const warehouses = [...new Set(availabilities.map((availability) => availability.warehouseId))].sort((a, b) => a - b);
  if (!warehouses.length) throw new Error(`variant ${stockBarcodeId} has no warehouse`);
  for (const [index, warehouseId] of warehouses.entries()) {
    const units = index === 0 ? quantity : 0;
    if (index > 0 && !availabilities.some((availability) => availability.warehouseId === warehouseId && availability.quantity > 0)) continue;
    await request(url).post('/gateway/product/api/product/set-stock').set('authorization', `Bearer ${token}`)
      .send({ stockBarcodeId, warehouseId, quantity: units }).expect(200);
  }
  return warehouses[0];
}
