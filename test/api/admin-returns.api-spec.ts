import request from 'supertest';
import type { AuditEntry } from '../../contracts/admin/audit.js';
import type { AdminReturn, AdminReturnRow } from '../../contracts/admin/returns.js';
import type { StaffRole } from '../../contracts/admin/staff.js';
import type { Order } from '../../contracts/order/entities.js';
import { ReturnMessage, type OrderReturn } from '../../contracts/order/order-return.js';
import { signedInStaff } from '../support/staff-session.js';
import type { Variant } from './cart-fixtures.js';
import { orderSuite, type Shopper } from './order-shoppers.js';

/**
 * Returns in the operator console (issue 30 item 3): listed and filtered on the server, a return's
 * page, approve, reject with a reason, refund whole or in part, through the engine's own return
 * rules (stock back to the warehouses the units came from, the card refunded through the provider
 * once), each change in the audit log; support reads but may not change, catalogue may not read.
 */
describe('console returns (issue 30 item 3)', () => {
  const shoppers = orderSuite(8);
  const { stockOf, freshVariant, refunds, db } = shoppers;
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    for (const role of ['owner', 'orders', 'support', 'catalogue'] as const) cookies.set(role, (await signedInStaff(shoppers.shop(), role)).cookie);
  });

  const as = (role: StaffRole) => ({
    get: (path: string) => request(shoppers.shop().url).get(`/admin/api/${path}`).set('Cookie', cookies.get(role)!),
    post: (path: string, body: object = {}) => request(shoppers.shop().url).post(`/admin/api/${path}`).set('Cookie', cookies.get(role)!).send(body),
  });
  const filtered = (filter: object, extra = '') => `returns?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;
  const auditOf = async (id: number) =>
    (await as('owner').get(`audit-log?filter=${encodeURIComponent(JSON.stringify({ thingType: 'return', thingId: String(id) }))}`).expect(200)).body as AuditEntry[];

  /** A member's Delivered card order of two lines (2 and 1 units) and their return of both. */
  async function requested(): Promise<{ shopper: Shopper; order: Order; a: Variant; b: Variant; orderReturn: OrderReturn }> {
    const shopper = await shoppers.member();
    const a = freshVariant();
    const b = freshVariant();
    const order = await shoppers.order(shopper, [{ variant: a, quantity: 2 }, { variant: b, quantity: 1 }]);
    await shoppers.deliver(order.docNo);
    const lines = [{ stockBarcodeId: a.stockBarcodeId, quantity: 2 }, { stockBarcodeId: b.stockBarcodeId, quantity: 1 }];
    const orderReturn = (await shoppers.api().post('/api/return-order').set('Cookie', shopper.cookie).send({ docNo: order.docNo, reasonId: 2, lines }).expect(200)).body.orderReturn as OrderReturn;
    return { shopper, order, a, b, orderReturn };
  }

  it('lists requested returns a page at a time, filtered by state, order number, customer and date, for owner, orders and support; catalogue is refused', async () => {
    const first = await requested();
    const second = await requested();
    const rows = (await as('support').get(filtered({ orderNumber: first.order.docNo })).expect(200)).body as AdminReturnRow[];
    expect(rows).toEqual([expect.objectContaining({
      id: first.orderReturn.id, orderNumber: first.order.docNo, status: 'requested', reasonName: 'Yanlış ürün gönderildi', customerEmail: first.shopper.email, customerName: 'Ayşe Işık',
      itemCount: 3, amount: Math.round(first.orderReturn.amount * 100), refundedAmount: 0, currency: 'TRY', currencyDecimals: 2,
    })]);
    const paged = await as('orders').get(filtered({ status: 'requested' }, '&sort=["id","DESC"]&range=[0,0]')).expect(200);
    expect((paged.body as AdminReturnRow[]).map((row) => row.id)).toEqual([second.orderReturn.id]);
    expect(paged.headers['content-range']).toMatch(/^returns 0-0\/([2-9]|\d{2,})$/);
    const byCustomer = (await as('owner').get(filtered({ customer: second.shopper.email.toUpperCase() })).expect(200)).body as AdminReturnRow[];
    expect(byCustomer.map((row) => row.id)).toEqual([second.orderReturn.id]);
    expect((await as('owner').get(filtered({ from: '2000-01-01', to: '2000-12-31' })).expect(200)).body).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(((await as('owner').get(filtered({ from: today })).expect(200)).body as AdminReturnRow[]).map((row) => row.id)).toEqual(expect.arrayContaining([first.orderReturn.id, second.orderReturn.id]));
    expect(((await as('owner').get(filtered({ status: 'refunded', orderNumber: first.order.docNo })).expect(200)).body as AdminReturnRow[])).toEqual([]);

    await as('catalogue').get('returns').expect(403);
    await as('catalogue').get(`returns/${first.orderReturn.id}`).expect(403);
    expect((await as('owner').get(filtered({ status: 'lost' })).expect(400)).body.message).toMatch(/status must be one of/);
    expect((await as('owner').get(filtered({ colour: 'red' })).expect(400)).body.message).toMatch(/Unknown filter colour/);
    expect((await as('owner').get(filtered({ from: '29.11.2026' })).expect(400)).body.message).toMatch(/from must be an ISO 8601 date/);
  });

  it('a return\'s page: its lines with what was paid and the warehouses they came from, its reason and history; an unknown return is 404', async () => {
    const { orderReturn, a } = await requested();
    const page = (await as('support').get(`returns/${orderReturn.id}`).expect(200)).body as AdminReturn;
    expect(page).toMatchObject({ id: orderReturn.id, status: 'requested', reasonName: 'Yanlış ürün gönderildi', paymentStatus: 'captured', history: [{ status: 'requested' }] });
    const line = page.lines.find((each) => each.stockBarcodeId === a.stockBarcodeId)!;
    expect(line).toMatchObject({ quantity: 2, refundedQuantity: 0 });
    expect(line.warehouses.length).toBeGreaterThan(0);
    expect(page.lines.reduce((sum, each) => sum + each.amount, 0)).toBe(page.amount);
    expect((await as('owner').get('returns/999999').expect(404)).body.message).toBe(ReturnMessage.returnNotFound);
    await as('owner').get('returns/abc').expect(400);
  });

  it('support and catalogue may not approve, reject or refund (403), and nothing moves', async () => {
    const { orderReturn } = await requested();
    for (const role of ['support', 'catalogue'] as const) {
      await as(role).post(`returns/${orderReturn.id}/approve`).expect(403);
      await as(role).post(`returns/${orderReturn.id}/reject`, { reason: 'Kullanılmış' }).expect(403);
      await as(role).post(`returns/${orderReturn.id}/refund`).expect(403);
    }
    expect(((await as('owner').get(`returns/${orderReturn.id}`).expect(200)).body as AdminReturn).status).toBe('requested');
    expect(await auditOf(orderReturn.id)).toEqual([]);
  });

  it('rejecting needs a reason (400); with one the return is rejected, the shopper reads the reason, and the audit log has it', async () => {
    const { orderReturn, shopper } = await requested();
    expect((await as('orders').post(`returns/${orderReturn.id}/reject`, {}).expect(400)).body.message).toMatch(/reason/);
    expect((await as('orders').post(`returns/${orderReturn.id}/reject`, { reason: '   ' }).expect(400)).body.message).toMatch(/reason/);
    const rejected = (await as('orders').post(`returns/${orderReturn.id}/reject`, { reason: 'Ürün kullanılmış olarak geldi' }).expect(200)).body as AdminReturn;
    expect(rejected.status).toBe('rejected');
    const shopperView = (await shoppers.api().post('/api/return-detail').set('Cookie', shopper.cookie).send({ id: orderReturn.id }).expect(200)).body.orderReturn as OrderReturn;
    expect(shopperView.history.at(-1)).toMatchObject({ status: 'rejected', note: 'Ürün kullanılmış olarak geldi' });
    const [entry] = await auditOf(orderReturn.id);
    expect(entry).toMatchObject({ action: 'return.reject', before: { status: 'requested' }, after: { status: 'rejected', note: 'Ürün kullanılmış olarak geldi' } });
    expect((await as('orders').post(`returns/${orderReturn.id}/approve`).expect(409)).body.message).toBe('This return can not move from rejected to approved');
  });

  it('approve then refund the whole return: units back in stock, the card provider refunded exactly once, the payment refunded, both moves audited; a second refund is 409', async () => {
    const { orderReturn, a, b } = await requested();
    await as('orders').post(`returns/${orderReturn.id}/refund`).expect(409);
    await as('orders').post(`returns/${orderReturn.id}/approve`, { note: 'Kargo geldi' }).expect(200);
    const [stockA, stockB, refundsBefore] = [await stockOf(a.stockBarcodeId), await stockOf(b.stockBarcodeId), refunds.length];
    const refunded = (await as('orders').post(`returns/${orderReturn.id}/refund`).expect(200)).body as AdminReturn;
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: Math.round(orderReturn.amount * 100), paymentStatus: 'refunded' });
    expect(refunded.lines.map((line) => line.refundedQuantity)).toEqual([2, 1]);
    expect([await stockOf(a.stockBarcodeId), await stockOf(b.stockBarcodeId)]).toEqual([stockA + 2, stockB + 1]);
    expect(refunds.slice(refundsBefore)).toEqual([{ reference: expect.any(String) as string, amount: Math.round(orderReturn.amount * 100) }]);
    const entries = await auditOf(orderReturn.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['return.approve', 'return.refund']);
    expect(entries.find((entry) => entry.action === 'return.refund')).toMatchObject({ before: { status: 'approved', refundedAmount: 0 }, after: { status: 'refunded', refundedAmount: Math.round(orderReturn.amount * 100) } });
    await as('orders').post(`returns/${orderReturn.id}/refund`).expect(409);
    expect(refunds).toHaveLength(refundsBefore + 1);
  });

  it('a partial refund: chosen units back in stock and paid at their share; an amount up to what was paid for them; above it 400 with no refund', async () => {
    const { orderReturn, a, b } = await requested();
    await as('owner').post(`returns/${orderReturn.id}/approve`).expect(200);
    const page = (await as('owner').get(`returns/${orderReturn.id}`).expect(200)).body as AdminReturn;
    const lineA = page.lines.find((line) => line.stockBarcodeId === a.stockBarcodeId)!;
    const paidForOne = Math.round(lineA.amount / 2);
    const refundsBefore = refunds.length;
    const above = await as('orders').post(`returns/${orderReturn.id}/refund`, { lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }], amount: paidForOne + 1 }).expect(400);
    expect(above.body.message).toBe(ReturnMessage.refundAbovePaid);
    expect((await as('orders').post(`returns/${orderReturn.id}/refund`, { amount: page.amount + 1 }).expect(400)).body.message).toBe(ReturnMessage.refundAbovePaid);
    expect((await as('orders').post(`returns/${orderReturn.id}/refund`, { lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 3 }] }).expect(400)).body.message).toBe(ReturnMessage.refundQuantityTooHigh);
    await as('orders').post(`returns/${orderReturn.id}/refund`, { amount: -5 }).expect(400);
    await as('orders').post(`returns/${orderReturn.id}/refund`, { amount: 10.5 }).expect(400);
    expect(refunds).toHaveLength(refundsBefore);
    expect(((await as('owner').get(`returns/${orderReturn.id}`).expect(200)).body as AdminReturn).status).toBe('approved');

    const [stockA, stockB] = [await stockOf(a.stockBarcodeId), await stockOf(b.stockBarcodeId)];
    const partial = (await as('orders').post(`returns/${orderReturn.id}/refund`, { lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }], amount: paidForOne - 100 }).expect(200)).body as AdminReturn;
    expect(partial).toMatchObject({ status: 'refunded', refundedAmount: paidForOne - 100, paymentStatus: 'partially-refunded' });
    expect([await stockOf(a.stockBarcodeId), await stockOf(b.stockBarcodeId)]).toEqual([stockA + 1, stockB]);
    expect(refunds.slice(refundsBefore)).toEqual([{ reference: expect.any(String) as string, amount: paidForOne - 100 }]);
    const [row] = await db().query<{ n: number }>('SELECT COALESCE(sum(refunded_quantity), 0)::int AS n FROM order_return_line WHERE return_id = $1', [orderReturn.id]);
    expect(Number(row.n)).toBe(0);
    expect((await auditOf(orderReturn.id)).find((entry) => entry.action === 'return.refund')?.after).toMatchObject({ refundChoice: { amount: paidForOne - 100 } });
  });

  it('refunding an unknown return is 404 and a malformed body 400', async () => {
    expect((await as('orders').post('returns/999999/refund').expect(404)).body.message).toBe(ReturnMessage.returnNotFound);
    await as('orders').post('returns/999999/approve').expect(404);
    await as('orders').post('returns/1/refund', { lines: 'all' }).expect(400);
    await as('orders').post('returns/1/refund', { lines: [{ stockBarcodeId: 1, quantity: 0 }] }).expect(400);
    await as('orders').post('returns/1/approve', { surprise: true }).expect(400);
  });
});
