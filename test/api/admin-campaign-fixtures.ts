import request from 'supertest';
import type { AdminCampaign, AdminCampaignInput } from '../../contracts/admin/campaigns.js';
import type { StaffRole } from '../../contracts/admin/staff.js';
import type { Cart, CartCampaign } from '../../contracts/cart/entities.js';
import type { TestApp } from '../support/test-app.js';
import { environmentCookieOf, type Variant } from './cart-fixtures.js';

/** Staff routes of one role against a running shop (issue 30 item 5 suites). */
export function staffAs(shop: () => TestApp, cookie: (role: StaffRole) => string) {
  return (role: StaffRole) => ({
    get: (path: string) => request(shop().url).get(`/admin/api/${path}`).set('Cookie', cookie(role)),
    post: (path: string, body: object = {}) => request(shop().url).post(`/admin/api/${path}`).set('Cookie', cookie(role)).send(body),
    put: (path: string, body: object) => request(shop().url).put(`/admin/api/${path}`).set('Cookie', cookie(role)).send(body),
  });
}

/** A campaign input of `kind` on one product, switched on from now, with these overrides. */
export function campaignInput(overrides: Partial<AdminCampaignInput> & Pick<AdminCampaignInput, 'kind'>): AdminCampaignInput {
  const label = `${overrides.kind} ${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: { tr: `Kampanya ${label}`, en: `Campaign ${label}` }, description: { tr: '', en: '' }, percent: null, thresholds: [], amounts: [],
    productIds: [], brandIds: [], categoryIds: [], startsAt: null, endsAt: null, sortOrder: 100, ...overrides,
  };
}

/** A visitor's cart holding `quantity` of `variant`, and its cookie, as the shop's /api answers it. */
export async function cartWith(url: string, variant: Variant, quantity: number): Promise<{ cookie: string; cart: Cart }> {
  const response = await request(url).post('/api/add-to-cart').send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200);
  const cookie = environmentCookieOf(response);
  if (!cookie) throw new Error('no environment_token cookie on the first add');
  return { cookie, cart: response.body.cart as Cart };
}

/** The cart of a cookie as the shop prices it now. */
export async function cartOf(url: string, cookie: string): Promise<Cart> {
  return (await request(url).post('/api/get-cart').set('Cookie', cookie).send({}).expect(200)).body.cart as Cart;
}

/** What `campaign` gave the cart, or undefined when it gave nothing. */
export const givenBy = (cart: Cart, campaign: Pick<AdminCampaign, 'id'>): CartCampaign | undefined => cart.campaigns.find((entry) => entry.campaignId === campaign.id);

/** A cart line's unit price with tax. */
export const unitPriceOf = (cart: Cart, variant: Variant): number => cart.items.find((item) => item.productId === variant.productId && !item.isShipment)!.unitPriceWithTax;

/** The shop's /api answers money in major units (16.25); the console's in minor units (1625). */
export const minor = (major: number): number => Math.round(major * 100);

