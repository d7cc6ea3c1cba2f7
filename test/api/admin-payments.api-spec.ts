import type { AdminOrderRow, AdminOwedRefund } from '../../contracts/admin/orders.js';
import { OrderStatus, PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../server/src/engine/payment/payment-provider.js';
import { OwedRefundRepository } from '../../server/src/engine/payment/owed-refund.repository.js';
import { adminOrderSuite } from './admin-order-fixtures.js';

/**
 * The console's payments (issue 30 item 2): owed refunds listed and tried again now (the bank is
 * outside: its refund is made to fail where a test needs it), pay-later orders due and overdue,
 * bank transfers marked paid through the order lifecycle; each change audited, each role's refusal.
 */
describe('console payments (issue 30 item 2)', () => {
  const suite = adminOrderSuite(8);
  const { as, idOf, auditOf, freshVariant, api } = suite;

  async function placed(paymentType: PaymentType) {
    const shopper = await suite.member();
    const order = await suite.order(shopper, [{ variant: freshVariant(), quantity: 1 }], paymentType);
    return { shopper, order, id: await idOf(order.docNo) };
  }

  /** An owed refund of a real card charge, written by the engine's own writer (as a failed placement's reversal would). */
  async function owed(): Promise<AdminOwedRefund> {
    const { id } = await placed(PaymentType.CreditCard);
    const [payment] = await suite.db().query<{ provider_reference: string; amount: number }>('SELECT provider_reference, amount FROM payment WHERE order_id = $1', [id]);
    await suite.shop().app.get(OwedRefundRepository, { strict: false }).owe(suite.db(), {
      providerReference: payment.provider_reference, amount: Number(payment.amount), idempotencyKey: `reversal-${payment.provider_reference}`, reason: 'placement failed: TEST', error: 'bank down',
    });
    const list = (await as('orders').get('owed-refunds?filter={"owed":true}').expect(200)).body as AdminOwedRefund[];
    return list.find((row) => row.providerReference === payment.provider_reference)!;
  }

  it('issue 30 item 2: owed refunds are listed; a retry the bank refuses stays owed with its error, one it takes is refunded; each try audited', async () => {
    const refund = await owed();
    expect(refund).toMatchObject({ reason: 'placement failed: TEST', attempts: 1, lastError: 'bank down' });
    const provider = suite.shop().app.get<PaymentProvider>(PAYMENT_PROVIDER, { strict: false });
    const working = provider.refund;
    provider.refund = () => Promise.reject(new Error('bank still down'));
    try {
      expect((await as('orders').post(`owed-refunds/${refund.id}/retry`).expect(200)).body).toEqual({ refunded: false, error: 'bank still down' });
    } finally {
      provider.refund = working;
    }
    const refundsBefore = suite.refunds.length;
    expect((await as('owner').post(`owed-refunds/${refund.id}/retry`).expect(200)).body).toEqual({ refunded: true });
    expect(suite.refunds.slice(refundsBefore)).toEqual([{ reference: refund.providerReference, amount: refund.amount }]);
    const list = (await as('orders').get('owed-refunds?filter={"owed":false}').expect(200)).body as AdminOwedRefund[];
    expect(list.find((row) => row.id === refund.id)).toMatchObject({ attempts: 3, refundedAt: expect.any(String) });
    expect((await as('orders').get('owed-refunds?filter={"owed":true}').expect(200)).body.map((row: AdminOwedRefund) => row.id)).not.toContain(refund.id);
    expect((await auditOf('owed-refund', refund.id)).map((entry) => entry.after)).toEqual([{ refunded: false, error: 'bank still down' }, { refunded: true }]);
    // Taken already: nothing to try, and the bank is not asked again.
    await as('orders').post(`owed-refunds/${refund.id}/retry`).expect(409);
    await as('orders').post('owed-refunds/99999999/retry').expect(404);
    expect(suite.refunds.length).toBe(refundsBefore + 1);
  });

  it('issue 30 item 2: pay-later orders are listed as due or overdue', async () => {
    const due = await placed(PaymentType.PayLater);
    const late = await placed(PaymentType.PayLater);
    await suite.db().query("UPDATE payment SET due_at = now() - interval '1 day' WHERE order_id = $1", [late.id]);
    const list = async (overdue: boolean) => ((await as('orders').get(`orders?filter=${encodeURIComponent(JSON.stringify({ overdue }))}&sort=["dueAt","ASC"]`).expect(200)).body as AdminOrderRow[]);
    const overdueIds = (await list(true)).map((row) => row.id);
    const dueRows = await list(false);
    expect(overdueIds).toContain(late.id);
    expect(overdueIds).not.toContain(due.id);
    expect(dueRows.map((row) => row.id)).toContain(due.id);
    expect(dueRows.map((row) => row.id)).not.toContain(late.id);
    expect(dueRows.find((row) => row.id === due.id)).toMatchObject({ paymentType: PaymentType.PayLater, paymentState: 'waiting', dueAt: due.order.payment.dueAt });
  });

  it('issue 30 item 2: a bank transfer marked paid moves to Paid and its payment is captured; anything else is 409; audited', async () => {
    const transfer = await placed(PaymentType.BankTransfer);
    const card = await placed(PaymentType.CreditCard);
    await as('orders').post(`bank-transfers/${card.id}/paid`).expect(409);
    const paid = await as('orders').post(`bank-transfers/${transfer.id}/paid`, { note: 'Garanti hesabına geldi' }).expect(200);
    expect(paid.body).toMatchObject({ id: transfer.id, status: OrderStatus.Paid, paymentState: 'captured' });
    const seen = (await api().post('/api/get-order-detail').set('Cookie', transfer.shopper.cookie).send({ docNo: transfer.order.docNo }).expect(200)).body.order as Order;
    expect(seen).toMatchObject({ status: OrderStatus.Paid, payment: { status: 'captured' } });
    expect((await auditOf('order', transfer.id))[0]).toMatchObject({ action: 'order.status', after: { status: OrderStatus.Paid, note: 'Garanti hesabına geldi' } });
    // Paid once: not a waiting transfer any more.
    await as('orders').post(`bank-transfers/${transfer.id}/paid`).expect(409);
    await as('orders').post('bank-transfers/99999999/paid').expect(404);
    await as('orders').post(`bank-transfers/${transfer.id}/paid`, { note: 'x'.repeat(501) }).expect(400);
  });

  it('issue 30 item 2: support and catalogue may neither read nor change payments (403)', async () => {
    const transfer = await placed(PaymentType.BankTransfer);
    for (const role of ['support', 'catalogue'] as const) {
      await as(role).get('owed-refunds').expect(403);
      await as(role).post('owed-refunds/1/retry').expect(403);
      await as(role).post(`bank-transfers/${transfer.id}/paid`).expect(403);
    }
    await as('orders').get('owed-refunds?filter={"owed":"maybe"}').expect(400);
    expect(await auditOf('order', transfer.id)).toEqual([]);
  });
});
