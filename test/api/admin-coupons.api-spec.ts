import request from 'supertest';
import type { AdminCoupon, AdminCouponBatch, AdminCouponInput, AdminCouponUse } from '../../contracts/admin/campaigns.js';
import { MAX_BATCH_CODES } from '../../contracts/admin/campaigns.js';
import type { AuditEntry } from '../../contracts/admin/audit.js';
import type { Cart } from '../../contracts/cart/entities.js';
import { CartMessage } from '../../contracts/cart/messages.js';
import { CartTotalType, PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import type { TestApp } from '../support/test-app.js';
import { staffAs } from './admin-campaign-fixtures.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { catalogueShop } from './catalogue-admin-fixtures.js';
import { paymentFixtures, type PayingShopper } from './payment-fixtures.js';

let sequence = 0;
/** A coupon input with a code of its own: 20% off, no minimum, no limits, with these overrides. */
function couponInput(overrides: Partial<AdminCouponInput> = {}): AdminCouponInput {
  return {
    code: `KONSOL-${Date.now()}-${sequence += 1}`, name: { tr: 'Konsol kuponu', en: 'Console coupon' }, kind: 'percent', percent: 20, amounts: [], minimums: [],
    validFrom: null, validUntil: null, audience: 'anyone', usesPerShopper: null, totalUses: null, firstOrderOnly: false, withdrawn: false, ...overrides,
  };
}

const BATCH_CODE = /^MAIL[0-9]*-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{10}$/;

/**
 * Issue 30 item 5: coupons made, changed and withdrawn from the console and batches of codes for
 * a mailing; whether a shopper may use one stays the engine's coupon rules (S1.02), seen through
 * the shop's own /api cart and placement, and each order's use is listed for staff.
 */
describe('console coupons (issue 30 item 5, S1.02)', () => {
  const fixture = catalogueShop(['catalogue', 'owner', 'orders', 'support'], { RATE_LIMIT_SCALE: '100', GATEWAY_TIMEOUT_MS: '60000' });
  const as = staffAs(() => fixture.shop(), (role) => fixture.cookie(role));
  const staff = as('catalogue');
  let shop: TestApp;
  let variants: Variant[];
  let next = 0;
  const f = paymentFixtures(() => shop.url, () => shop.app.get<Database>(DATABASE, { strict: false }));
  const freshVariant = () => variants[next++ % variants.length];
  const create = async (input: AdminCouponInput) => (await staff.post('coupons', input).expect(201)).body as AdminCoupon;
  const apply = (shopper: PayingShopper, couponCode: string) => f.api().post('/api/apply-coupon').set('Cookie', shopper.cookie).send({ couponCode });
  const discountOf = (cart: Cart | Order) => cart.totals.filter((entry) => entry.typeId === CartTotalType.Discount).reduce((sum, entry) => sum + entry.priceWithTax, 0);
  const usesOf = async (filter: object) => (await staff.get(`coupon-uses?filter=${encodeURIComponent(JSON.stringify(filter))}`).expect(200)).body as AdminCouponUse[];
  /** The shopper's cart with a fresh variant and the coupon applied, then the order placed by bank transfer. */
  const orderWith = async (shopper: PayingShopper, code: string) => {
    await f.fill(shopper, freshVariant());
    const applied = (await apply(shopper, code).expect(200)).body.cart as Cart;
    expect(discountOf(applied)).toBeGreaterThan(0);
    return (await f.place(shopper, { paymentType: PaymentType.BankTransfer }).expect(200)).body.order as Order;
  };

  beforeAll(async () => {
    shop = fixture.shop();
    variants = await variantsInStock(shop.url, 12);
  });

  it('issue 30 item 5 S1.02: a coupon once per member takes its percent off; its member uses it once, and the use is listed with the order', async () => {
    const coupon = await create(couponInput({ percent: 25, usesPerShopper: 1 }));
    expect(coupon).toMatchObject({ id: coupon.code, state: 'active', uses: 0, withdrawn: false });
    const member = await f.member();
    const order = await orderWith(member, coupon.code.toLowerCase());
    expect(discountOf(order)).toBeGreaterThan(0);
    await f.fill(member, freshVariant());
    expect((await apply(member, coupon.code).expect(422)).body.message).toBe(CartMessage.couponUsed);
    const uses = await usesOf({ code: coupon.code });
    expect(uses).toEqual([expect.objectContaining({ code: coupon.code, orderNumber: order.docNo, email: member.email.toLowerCase(), releasedAt: null })]);
    expect((await staff.get(`coupons/${coupon.code}`).expect(200)).body).toMatchObject({ uses: 1 });
  });

  it('issue 30 item 5 S1.02: an amount coupon takes its amount; a minimum basket refuses a smaller cart', async () => {
    const amount = await create(couponInput({ kind: 'amount', percent: null, amounts: [{ currencyId: 1, amount: 700 }] }));
    const member = await f.member();
    await f.fill(member, freshVariant());
    expect(discountOf((await apply(member, amount.code).expect(200)).body.cart as Cart)).toBe(7);
    const big = await create(couponInput({ minimums: [{ currencyId: 1, amount: 100_000_000 }] }));
    const other = await f.member();
    await f.fill(other, freshVariant());
    expect((await apply(other, big.code).expect(422)).body.message).toBe(CartMessage.couponMinimum);
  });

  it('issue 30 item 5 S1.02: dates: a coupon from tomorrow is not valid yet, one that ended is expired; moved, it works', async () => {
    const member = await f.member();
    await f.fill(member, freshVariant());
    const input = couponInput({ validFrom: new Date(Date.now() + 86_400_000).toISOString() });
    const later = await create(input);
    expect(later.state).toBe('scheduled');
    expect((await apply(member, later.code).expect(422)).body.message).toBe(CartMessage.couponNotStarted);
    const over = await create(couponInput({ validFrom: '2020-01-01T00:00:00Z', validUntil: '2020-02-01T00:00:00Z' }));
    expect(over.state).toBe('expired');
    await apply(member, over.code).expect(422);
    await staff.put(`coupons/${later.code}`, { ...input, validFrom: null }).expect(200);
    await apply(member, later.code).expect(200);
  });

  it('issue 30 item 5 S1.02: a total cap: once its uses are taken another member is refused', async () => {
    const coupon = await create(couponInput({ totalUses: 1 }));
    await orderWith(await f.member(), coupon.code);
    const late = await f.member();
    await f.fill(late, freshVariant());
    expect((await apply(late, coupon.code).expect(422)).body.message).toBe(CartMessage.couponUsedUp);
  });

  it('issue 30 item 5: a withdrawn coupon is refused at once; every change is in the audit log', async () => {
    const input = couponInput();
    const coupon = await create(input);
    const member = await f.member();
    await f.fill(member, freshVariant());
    await apply(member, coupon.code).expect(200);
    expect((await staff.put(`coupons/${coupon.code}`, { ...input, withdrawn: true }).expect(200)).body).toMatchObject({ withdrawn: true, state: 'withdrawn' });
    expect((await apply(member, coupon.code).expect(422)).body.message).toBe(CartMessage.couponUsed);
    const entries = (await as('owner').get(`audit-log?filter=${encodeURIComponent(JSON.stringify({ thingType: 'coupon', thingId: coupon.code }))}`).expect(200)).body as AuditEntry[];
    expect(entries.map((entry) => entry.action).sort()).toEqual(['coupon.create', 'coupon.update']);
    expect(entries.find((entry) => entry.action === 'coupon.update')).toMatchObject({ before: { withdrawn: false }, after: { withdrawn: true } });
  });

  it('issue 30 item 5: a batch for a mailing: N unique unguessable codes with the prefix, downloadable as CSV, each a coupon with the rules, and their uses listed', async () => {
    const prefix = `MAIL${Date.now() % 100_000}`;
    const batch = (await staff.post('coupon-batches', { ...couponInput({ usesPerShopper: 1 }), code: undefined, withdrawn: undefined, prefix, count: 300 }).expect(201)).body as AdminCouponBatch;
    expect(batch).toMatchObject({ prefix, count: 300, uses: 0 });
    const csv = await staff.get(`coupon-batches/${batch.id}/codes`).expect(200).expect('Content-Type', /text\/csv/).expect('Content-Disposition', /attachment; filename="coupons-\d+\.csv"/);
    const [header, ...codes] = csv.text.trim().split('\r\n');
    expect(header).toBe('code');
    expect(codes).toHaveLength(300);
    expect(new Set(codes).size).toBe(300);
    expect(codes.every((code) => code.startsWith(`${prefix}-`) && BATCH_CODE.test(code))).toBe(true);
    const listed = await staff.get(`coupons?filter=${encodeURIComponent(JSON.stringify({ batchId: batch.id }))}&range=[0,9]`).expect(200);
    expect(listed.headers['content-range']).toBe('coupons 0-9/300');
    expect((listed.body as AdminCoupon[])[0]).toMatchObject({ batchId: batch.id, usesPerShopper: 1, percent: 20 });

    const member = await f.member();
    const order = await orderWith(member, codes[7]);
    expect((await usesOf({ batchId: batch.id })).map((use) => [use.code, use.orderNumber])).toEqual([[codes[7], order.docNo]]);
    expect((await staff.get(`coupon-batches/${batch.id}`).expect(200)).body).toMatchObject({ uses: 1 });
    const entries = (await as('owner').get(`audit-log?filter=${encodeURIComponent(JSON.stringify({ thingType: 'coupon_batch', thingId: String(batch.id) }))}`).expect(200)).body as AuditEntry[];
    expect(entries.map((entry) => entry.action)).toEqual(['coupon-batch.create']);
  });

  it(`issue 30 item 5: a batch is capped at ${MAX_BATCH_CODES} codes and needs a prefix of letters and digits; nothing is written when refused`, async () => {
    const rules = { ...couponInput(), code: undefined, withdrawn: undefined };
    const count = async () => Number((await staff.get('coupon-batches').expect(200)).headers['content-range'].split('/')[1]);
    const before = await count();
    expect((await staff.post('coupon-batches', { ...rules, prefix: 'CAP', count: MAX_BATCH_CODES + 1 }).expect(400)).body.message).toEqual(expect.stringMatching(/count must be 1 to 10000/));
    await staff.post('coupon-batches', { ...rules, prefix: 'CAP', count: 0 }).expect(400);
    await staff.post('coupon-batches', { ...rules, prefix: 'ca p', count: 5 }).expect(400);
    await staff.post('coupon-batches', { ...rules, prefix: 'CAP', count: 5, percent: 101 }).expect(400);
    expect(await count()).toBe(before);
  });

  it('issue 30 item 5: the list is filtered by q, kind and state on the server', async () => {
    const word = `SUZ${Date.now()}`;
    const percent = await create(couponInput({ code: `${word}-A` }));
    const amount = await create(couponInput({ code: `${word}-B`, kind: 'amount', percent: null, amounts: [{ currencyId: 1, amount: 100 }] }));
    const withdrawn = await create(couponInput({ code: `${word}-C`, withdrawn: true }));
    const codes = async (filter: object) => ((await staff.get(`coupons?sort=["code","ASC"]&filter=${encodeURIComponent(JSON.stringify(filter))}`).expect(200)).body as AdminCoupon[]).map((row) => row.code);
    expect(await codes({ q: word.toLowerCase() })).toEqual([percent.code, amount.code, withdrawn.code]);
    expect(await codes({ q: word, kind: 'amount' })).toEqual([amount.code]);
    expect(await codes({ q: word, state: 'withdrawn' })).toEqual([withdrawn.code]);
    expect(await codes({ q: word, state: 'active' })).toEqual([percent.code, amount.code]);
    await staff.get(`coupons?filter=${encodeURIComponent('{"state":"lost"}')}`).expect(400);
    await staff.get(`coupon-uses?filter=${encodeURIComponent('{"orderId":1}')}`).expect(400);
  });

  it.each([
    ['percent above 100', { percent: 101 }, /percent must be 1 to 100/],
    ['a negative amount', { kind: 'amount', percent: null, amounts: [{ currencyId: 1, amount: -100 }] }, /negative/],
    ['a negative minimum', { minimums: [{ currencyId: 1, amount: -1 }] }, /negative/],
    ['an amount coupon without an amount', { kind: 'amount', percent: null }, /needs an amount/],
    ['an end before the start', { validFrom: '2030-02-01T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' }, /validUntil must be after validFrom/],
    ['an unknown kind', { kind: 'gift' }, /kind must be one of/],
    ['a code in lower case', { code: 'kucuk-harf' }, /code must be/],
    ['an unknown currency', { minimums: [{ currencyId: 999, amount: 1 }] }, /unknown currency 999/],
  ])('issue 30 item 5: refuses %s with 400, writing nothing', async (_, overrides, message) => {
    const input = couponInput(overrides as Partial<AdminCouponInput>);
    expect(JSON.stringify((await staff.post('coupons', input).expect(400)).body.message)).toMatch(message);
    await staff.get(`coupons/${input.code}`).expect((response) => expect([400, 404]).toContain(response.status));
  });

  it('issue 30 item 5: a code already taken is 400; a coupon keeps its code; an unknown one is 404', async () => {
    const input = couponInput();
    await create(input);
    expect((await staff.post('coupons', input).expect(400)).body.message).toMatch(/exists/);
    expect((await staff.put(`coupons/${input.code}`, { ...input, code: `${input.code}-X` }).expect(400)).body.message).toMatch(/keeps its code/);
    await staff.put('coupons/NO-SUCH-COUPON', couponInput({ code: 'NO-SUCH-COUPON' })).expect(404);
    await staff.get('coupons/NO-SUCH-COUPON').expect(404);
  });

  it.each(['orders', 'support'] as const)('issue 30 item 5 roles: %s may neither read nor change coupons, batches or their uses', async (role) => {
    const input = couponInput();
    await create(input);
    const them = as(role);
    await them.get('coupons').expect(403);
    await them.post('coupons', couponInput()).expect(403);
    await them.put(`coupons/${input.code}`, { ...input, percent: 90 }).expect(403);
    await them.post('coupon-batches', { ...couponInput(), code: undefined, withdrawn: undefined, prefix: 'ROLE', count: 2 }).expect(403);
    await them.get('coupon-batches').expect(403);
    await them.get(`coupon-uses?filter=${encodeURIComponent(JSON.stringify({ code: input.code }))}`).expect(403);
    expect((await staff.get(`coupons/${input.code}`).expect(200)).body).toMatchObject({ percent: 20 });
    await request(shop.url).get('/admin/api/coupons').expect(401);
  });
});
