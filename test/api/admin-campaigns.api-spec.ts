import request from 'supertest';
import type { AdminCampaign } from '../../contracts/admin/campaigns.js';
import type { AuditEntry } from '../../contracts/admin/audit.js';
import type { Product } from '../../contracts/product/entities.js';
import type { TestApp } from '../support/test-app.js';
import { campaignInput, cartOf, cartWith, givenBy, minor, staffAs, unitPriceOf } from './admin-campaign-fixtures.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { catalogueShop } from './catalogue-admin-fixtures.js';

/** The seeded campaigns that run (0004, 0005): paused first, so each test's cart shows only its own campaign. */
const DEMO_RUNNING = [1, 2, 3, 6, 7];

/**
 * Issue 30 item 5: campaigns made, scheduled, paused and resumed from the operator console, priced
 * by the engine's own cart rules and shown in the shop at once (spec §1 campaigns with badges,
 * S7.17 campaigns, S3.09 cart campaigns), through the real staff and storefront routes.
 */
describe('console campaigns (issue 30 item 5)', () => {
  const fixture = catalogueShop(['catalogue', 'owner', 'orders', 'support']);
  const as = staffAs(() => fixture.shop(), (role) => fixture.cookie(role));
  const staff = as('catalogue');
  let shop: TestApp;
  let variants: Variant[];
  let next = 0;
  const freshVariant = () => variants[next++];
  const create = async (input: ReturnType<typeof campaignInput>) => (await staff.post('campaigns', input).expect(201)).body as AdminCampaign;
  const shopProduct = async (id: number, culture = 'tr') =>
    (await request(shop.url).post('/api/get-product').set('x-culture', culture).send({ productId: id }).expect(200)).body.product as Product;
  const badgesOn = async (id: number, culture = 'tr') => ((await shopProduct(id, culture)).campaignBadges ?? []).map((badge) => badge.name);

  beforeAll(async () => {
    shop = fixture.shop();
    for (const id of DEMO_RUNNING) await as('owner').post(`campaigns/${id}/pause`).expect(200);
    variants = await variantsInStock(shop.url, 4);
    // One product each: no campaign of one test reaches another's cart.
    variants = variants.filter((variant, index) => variants.findIndex((other) => other.productId === variant.productId) === index);
  });

  it('issue 30 item 5: a percent-off (cart-discount) campaign takes its percent off the reached line in the shop\'s cart', async () => {
    const variant = freshVariant();
    const before = await cartWith(shop.url, variant, 1);
    expect(before.cart.campaigns).toEqual([]);
    const campaign = await create(campaignInput({ kind: 'cart-discount', percent: 15, productIds: [variant.productId] }));
    expect(campaign).toMatchObject({ kind: 'cart-discount', percent: 15, active: true, state: 'active' });
    const cart = await cartOf(shop.url, before.cookie);
    const given = givenBy(cart, campaign)!;
    expect(given.kind).toBe('cart-discount');
    expect(minor(given.total)).toBe(Math.round((minor(unitPriceOf(cart, variant)) * 15) / 100));
  });

  it('issue 30 item 5: every second item (second-item-discount) takes its percent off every second unit', async () => {
    const variant = freshVariant();
    const campaign = await create(campaignInput({ kind: 'second-item-discount', percent: 50, productIds: [variant.productId] }));
    const { cart } = await cartWith(shop.url, variant, 2);
    expect(minor(givenBy(cart, campaign)!.total)).toBe(Math.round((minor(unitPriceOf(cart, variant)) * 50) / 100));
  });

  it('issue 30 item 5: buy N get M (buy-2-get-1) gives every third unit free', async () => {
    const variant = freshVariant();
    const campaign = await create(campaignInput({ kind: 'buy-2-get-1', productIds: [variant.productId] }));
    const { cart } = await cartWith(shop.url, variant, 3);
    expect(givenBy(cart, campaign)?.total).toBe(unitPriceOf(cart, variant));
  });

  it('issue 30 item 5: amount off over a threshold takes its amount once the cart reaches it, and says what is missing below it', async () => {
    const variant = freshVariant();
    const { cookie, cart } = await cartWith(shop.url, variant, 1);
    const unit = unitPriceOf(cart, variant);
    const campaign = await create(campaignInput({
      kind: 'amount-off', productIds: [variant.productId], thresholds: [{ currencyId: 1, amount: minor(unit) + 1 }], amounts: [{ currencyId: 1, amount: 500 }],
    }));
    const below = await cartOf(shop.url, cookie);
    expect(givenBy(below, campaign)).toBeUndefined();
    expect(below.suggestedCampaigns.find((entry) => entry.campaignId === campaign.id)?.missingAmount).toBe(0.01);
    await request(shop.url).post('/api/change-quantity').set('Cookie', cookie).send({ itemId: below.items.find((item) => !item.isShipment)!.documentId, quantity: 2 }).expect(200);
    expect(givenBy(await cartOf(shop.url, cookie), campaign)?.total).toBe(5);
  });

  it('issue 30 item 5: free shipping over a threshold makes the shipping line free', async () => {
    const variant = freshVariant();
    const { cookie } = await cartWith(shop.url, variant, 1);
    const shipping = async () => (await request(shop.url).post('/api/get-cart').set('Cookie', cookie).send({ tags: ['shipping'] }).expect(200)).body.cart;
    const paid = await shipping();
    expect(paid.items.find((item: { isShipment: boolean }) => item.isShipment).unitPriceWithTax).toBeGreaterThan(0);
    const campaign = await create(campaignInput({ kind: 'free-shipping', productIds: [variant.productId], thresholds: [{ currencyId: 1, amount: 0 }] }));
    const free = await shipping();
    expect(givenBy(free, campaign)).toMatchObject({ kind: 'free-shipping' });
    expect(free.items.find((item: { isShipment: boolean }) => item.isShipment).unitPriceWithTax).toBe(0);
  });

  it('issue 30 item 5: a paused campaign stops at once (cart and badge), and resumed it gives again', async () => {
    const variant = freshVariant();
    const campaign = await create(campaignInput({ kind: 'cart-discount', percent: 20, productIds: [variant.productId] }));
    const { cookie, cart } = await cartWith(shop.url, variant, 1);
    expect(givenBy(cart, campaign)).toBeDefined();
    expect(await badgesOn(variant.productId)).toContain(campaign.name.tr);
    expect((await staff.post(`campaigns/${campaign.id}/pause`).expect(200)).body).toMatchObject({ active: false, state: 'paused' });
    expect(givenBy(await cartOf(shop.url, cookie), campaign)).toBeUndefined();
    expect(await badgesOn(variant.productId)).not.toContain(campaign.name.tr);
    expect((await staff.post(`campaigns/${campaign.id}/resume`).expect(200)).body).toMatchObject({ active: true, state: 'active' });
    expect(givenBy(await cartOf(shop.url, cookie), campaign)).toBeDefined();
  });

  it('issue 30 item 5: a campaign scheduled for tomorrow does not apply yet; moved to now, it does', async () => {
    const variant = freshVariant();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const input = campaignInput({ kind: 'cart-discount', percent: 30, productIds: [variant.productId], startsAt: tomorrow });
    const campaign = await create(input);
    expect(campaign).toMatchObject({ state: 'scheduled', startsAt: tomorrow });
    const { cookie, cart } = await cartWith(shop.url, variant, 1);
    expect(givenBy(cart, campaign)).toBeUndefined();
    expect(await badgesOn(variant.productId)).not.toContain(campaign.name.tr);
    await staff.put(`campaigns/${campaign.id}`, { ...input, startsAt: new Date(Date.now() - 60_000).toISOString() }).expect(200);
    expect(givenBy(await cartOf(shop.url, cookie), campaign)).toBeDefined();
  });

  it('issue 30 item 5: its badge shows on the product in the shop at once, in Turkish and in English; a new name shows at once too', async () => {
    const variant = freshVariant();
    // The shop has answered (and cached) the product before the campaign exists.
    expect(await badgesOn(variant.productId)).toEqual([]);
    const input = campaignInput({ kind: 'cart-discount', percent: 10, productIds: [variant.productId], name: { tr: 'Sepette %10 Fırsat', en: '10% Off Deal' } });
    const campaign = await create(input);
    expect(await badgesOn(variant.productId)).toEqual(['Sepette %10 Fırsat']);
    expect(await badgesOn(variant.productId, 'en')).toEqual(['10% Off Deal']);
    await staff.put(`campaigns/${campaign.id}`, { ...input, name: { tr: 'Sepette %10 Büyük Fırsat', en: '10% Off Big Deal' } }).expect(200);
    expect(await badgesOn(variant.productId)).toEqual(['Sepette %10 Büyük Fırsat']);
  });

  it('issue 30 item 5: every change is in the audit log with what it was before', async () => {
    const variant = freshVariant();
    const campaign = await create(campaignInput({ kind: 'buy-2-get-1', productIds: [variant.productId] }));
    await staff.post(`campaigns/${campaign.id}/pause`).expect(200);
    const entries = (await as('owner').get(`audit-log?filter=${encodeURIComponent(JSON.stringify({ thingType: 'campaign', thingId: String(campaign.id) }))}`).expect(200)).body as AuditEntry[];
    expect(entries.map((entry) => entry.action).sort()).toEqual(['campaign.create', 'campaign.pause']);
    const pause = entries.find((entry) => entry.action === 'campaign.pause')!;
    expect(pause).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('issue 30 item 5: the list is filtered by kind, state and q, sorted and paged on the server', async () => {
    const variant = freshVariant();
    const word = `Süzgeç${Date.now()}`;
    const scheduled = await create(campaignInput({ kind: 'buy-2-get-1', productIds: [variant.productId], name: { tr: `${word} bir`, en: 'one' }, startsAt: new Date(Date.now() + 86_400_000).toISOString() }));
    const running = await create(campaignInput({ kind: 'cart-discount', percent: 5, productIds: [variant.productId], name: { tr: `${word} iki`, en: 'two' } }));
    const ended = await create(campaignInput({ kind: 'cart-discount', percent: 5, productIds: [variant.productId], name: { tr: `${word} üç`, en: 'three' }, startsAt: '2020-01-01T00:00:00.000Z', endsAt: '2020-02-01T00:00:00.000Z' }));
    const list = async (filter: object, query = '') => {
      const response = await staff.get(`campaigns?filter=${encodeURIComponent(JSON.stringify(filter))}${query}`).expect(200);
      return { ids: (response.body as AdminCampaign[]).map((row) => row.id), range: response.headers['content-range'] };
    };
    expect((await list({ q: word }, '&sort=["id","ASC"]')).ids).toEqual([scheduled.id, running.id, ended.id]);
    expect((await list({ q: word.toLowerCase(), state: 'scheduled' })).ids).toEqual([scheduled.id]);
    expect((await list({ q: word, state: 'ended' })).ids).toEqual([ended.id]);
    expect((await list({ q: word, kind: 'cart-discount' }, '&sort=["id","DESC"]')).ids).toEqual([ended.id, running.id]);
    expect((await list({ state: 'paused' })).ids).toEqual(expect.arrayContaining(DEMO_RUNNING));
    const page = await list({ q: word }, '&sort=["id","ASC"]&range=[1,1]');
    expect(page).toEqual({ ids: [running.id], range: 'campaigns 1-1/3' });
    await staff.get(`campaigns?filter=${encodeURIComponent('{"state":"sleeping"}')}`).expect(400);
    await staff.get(`campaigns?filter=${encodeURIComponent('{"colour":"red"}')}`).expect(400);
  });

  it.each([
    ['percent above 100', { kind: 'cart-discount', percent: 101 }, /percent must be 1 to 100/],
    ['no percent for a percent kind', { kind: 'second-item-discount' }, /needs percent/],
    ['a percent on buy-2-get-1', { kind: 'buy-2-get-1', percent: 10 }, /takes no percent/],
    ['an end before the start', { kind: 'buy-2-get-1', startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, /endsAt must be after startsAt/],
    ['a negative amount', { kind: 'amount-off', thresholds: [{ currencyId: 1, amount: 1000 }], amounts: [{ currencyId: 1, amount: -5 }] }, /negative/],
    ['an amount without its threshold', { kind: 'amount-off', thresholds: [{ currencyId: 2, amount: 1000 }], amounts: [{ currencyId: 1, amount: 500 }] }, /needs a threshold/],
    ['free shipping without a threshold', { kind: 'free-shipping' }, /needs a threshold/],
    ['an unknown currency', { kind: 'free-shipping', thresholds: [{ currencyId: 999, amount: 0 }] }, /unknown currency 999/],
    ['an unknown kind', { kind: 'buy-3-get-2' }, /kind must be one of/],
    ['a bad date', { kind: 'buy-2-get-1', startsAt: 'tomorrow' }, /startsAt/],
  ])('issue 30 item 5: refuses %s with 400 and a clear message, writing nothing', async (_, overrides, message) => {
    const input = campaignInput(overrides as Parameters<typeof campaignInput>[0]);
    const response = await staff.post('campaigns', input).expect(400);
    expect(JSON.stringify(response.body.message)).toMatch(message);
    expect((await staff.get(`campaigns?filter=${encodeURIComponent(JSON.stringify({ q: input.name.tr }))}`).expect(200)).body).toEqual([]);
  });

  it('issue 30 item 5: an unknown campaign is 404', async () => {
    await staff.get('campaigns/99999').expect(404);
    await staff.post('campaigns/99999/pause').expect(404);
    await staff.put('campaigns/99999', campaignInput({ kind: 'buy-2-get-1' })).expect(404);
  });

  it.each(['orders', 'support'] as const)('issue 30 item 5 roles: %s may neither read nor change campaigns (the orders role cannot change prices)', async (role) => {
    const variant = variants[variants.length - 1];
    const campaign = await create(campaignInput({ kind: 'cart-discount', percent: 10, productIds: [variant.productId] }));
    const them = as(role);
    await them.get('campaigns').expect(403);
    await them.get(`campaigns/${campaign.id}`).expect(403);
    await them.post('campaigns', campaignInput({ kind: 'cart-discount', percent: 90, productIds: [variant.productId] })).expect(403);
    await them.put(`campaigns/${campaign.id}`, campaignInput({ kind: 'cart-discount', percent: 90 })).expect(403);
    await them.post(`campaigns/${campaign.id}/pause`).expect(403);
    expect((await staff.get(`campaigns/${campaign.id}`).expect(200)).body).toMatchObject({ percent: 10, active: true });
    await request(shop.url).get('/admin/api/campaigns').expect(401);
  });

  it('issue 30 item 5 roles: the owner may change campaigns', async () => {
    const campaign = await create(campaignInput({ kind: 'buy-2-get-1', productIds: [variants[0].productId] }));
    await as('owner').post(`campaigns/${campaign.id}/pause`).expect(200);
  });
});
