import { OrderFlags, OrderStatus, PaymentType } from '../../contracts/enums.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { PAY_LATER_DAYS } from '../../contracts/order/payloads.js';
import { shopDateTime } from '../../contracts/site/shop-dates.js';
import { until } from '../support/until.js';
import { cardOf } from './order-fixtures.js';
import { CARD, orderSuite, type Shopper } from './order-shoppers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Pay later (issue 15; S3.14 statuses, S3.22 payment types, S7.32 pay-later transactions): the
 * order is placed Waiting with a due date, paid later from its page by card or wallet (then Paid),
 * refused once the due date has passed, and cancelled by the operator's overdue sweep.
 */
describe('pay later (S3.14, S3.22, S7.32)', () => {
  const shoppers = orderSuite(8);
  const { api, stockOf, db, freshVariant } = shoppers;

  const payOrder = (shopper: Shopper, body: Record<string, unknown>) => api().post('/api/pay-order').set('Cookie', shopper.cookie).send(body);
  /** The due date moved `days` into the past, as time passing would (the clock is the database's). */
  const overdue = (docNo: string, days = 1) => db().query(
    `UPDATE payment SET due_at = now() - make_interval(days => $2) WHERE order_id = (SELECT id FROM orders WHERE doc_no = $1)`, [docNo, days]);

  it('issue 32 item 5 S7.32 S6.02: the pay-later order mail gives the due date and the link to pay: the member\'s order page; for an English guest, tracking with the number filled in', async () => {
    const member = await shoppers.member();
    const order = await shoppers.order(member, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    const [mail] = await shoppers.mailsTo(member.email);
    expect(mail.text).toContain(`Son ödeme tarihi: ${shopDateTime(order.payment.dueAt!, 'tr')}.`);
    expect(mail.text).toContain('sipariş sayfanızdan kredi kartıyla ya da cüzdanınızdan ödeyebilirsiniz');
    expect(mail.text).toContain('Siparişi öde');
    expect(mail.text).toContain(`/u/orders/${order.docNo}`);

    const guest = await shoppers.guest();
    const guestOrder = await shoppers.order(guest, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater, 'en');
    const [guestMail] = await shoppers.mailsTo(guest.email);
    expect(guestMail.text).toContain(`Pay by: ${shopDateTime(guestOrder.payment.dueAt!, 'en')}.`);
    expect(guestMail.text).toContain('by card on the order tracking page');
    expect(guestMail.text).toContain('Pay for the order');
    expect(guestMail.text).toContain(`/en/order-track?docno=${guestOrder.docNo}`);
  });

  it('S3.22 S3.14: a pay-later order is placed Waiting, its payment waiting with a due date; cancel stays available', async () => {
    const shopper = await shoppers.member();
    const placedAt = Date.now();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    expect(order).toMatchObject({ status: OrderStatus.Waiting, payment: { paymentType: PaymentType.PayLater, status: 'waiting', amount: order.netTotal } });
    expect(order.flags & OrderFlags.CancelAvailable).toBe(OrderFlags.CancelAvailable);
    const due = Date.parse(order.payment.dueAt!);
    expect(due - placedAt).toBeGreaterThan(PAY_LATER_DAYS * DAY_MS - 60_000);
    expect(due - placedAt).toBeLessThan(PAY_LATER_DAYS * DAY_MS + 60_000);
  });

  it('S7.32: paid later from the order page by card: captured, last four kept, the order Paid with its history', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    const paid = await payOrder(shopper, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: CARD }).expect(200);
    expect(paid.body).toMatchObject({ isSuccess: true, message: OrderMessage.paid, order: { status: OrderStatus.Paid, payment: { paymentType: PaymentType.PayLater, status: 'captured', cardLastFour: '1111' } } });
    expect((paid.body.order as Order).history.map((entry) => entry.status)).toEqual([OrderStatus.Waiting, OrderStatus.Paid]);
    const again = await payOrder(shopper, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: CARD }).expect(409);
    expect(again.body.message).toBe(OrderMessage.payLaterNotWaiting);
  });

  it('S7.32: paid later from the wallet; a short wallet is refused (402) and the order keeps waiting', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    const short = await payOrder(shopper, { docNo: order.docNo, paymentType: PaymentType.Wallet }).expect(402);
    expect(short.body.message).toBe(OrderMessage.walletShort);
    await api().post('/gateway/ordermanagement/api/operator/credit-wallet').set('authorization', shoppers.bearer()).send({ email: shopper.email, currencyId: 1, amount: order.netTotal }).expect(200);
    const paid = await payOrder(shopper, { docNo: order.docNo, paymentType: PaymentType.Wallet }).expect(200);
    expect(paid.body.order).toMatchObject({ status: OrderStatus.Paid, payment: { status: 'captured' } });
    expect((await api().post('/api/get-wallet').set('Cookie', shopper.cookie).send({}).expect(200)).body.balance).toBe(0);
  });

  it('S7.32: refuses paying past the due date (409), another member\'s order (404), a declined card (402), a 3-D Secure card without an Idempotency-Key or a bank transfer as the method (400)', async () => {
    const owner = await shoppers.member();
    const other = await shoppers.member();
    const order = await shoppers.order(owner, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    expect((await payOrder(other, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: CARD }).expect(404)).body.message).toBe(OrderMessage.orderNotFound);
    expect((await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.declined) }).expect(402)).body.message).toBe(OrderMessage.cardDeclined);
    // A 3-D Secure card's challenge waits under an Idempotency-Key (payment-pay-later-3ds.api-spec.ts); without one it is refused.
    expect((await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.threeDSecure) }).expect(400)).body.message).toBe(OrderMessage.idempotencyKeyInvalid);
    await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.BankTransfer }).expect(400);
    await overdue(order.docNo);
    const late = await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: CARD }).expect(409);
    expect(late.body).toMatchObject({ isSuccess: false, message: OrderMessage.payLaterOverdue });
    expect((await api().post('/api/get-order-detail').set('Cookie', owner.cookie).send({ docNo: order.docNo }).expect(200)).body.order).toMatchObject({ status: OrderStatus.Waiting, payment: { status: 'waiting' } });
  });

  it('S3.14: the operator\'s overdue sweep cancels unpaid pay-later orders past their due date (stock back, payment voided) and leaves the rest', async () => {
    const shopper = await shoppers.member();
    const lateVariant = freshVariant();
    const before = await stockOf(lateVariant.stockBarcodeId);
    const late = await shoppers.order(shopper, [{ variant: lateVariant, quantity: 1 }], PaymentType.PayLater);
    const onTime = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    await overdue(late.docNo);
    const swept = await api().post('/gateway/ordermanagement/api/operator/cancel-overdue').set('authorization', shoppers.bearer()).send({}).expect(200);
    expect(swept.body.cancelled).toContain(late.docNo);
    expect(swept.body.cancelled).not.toContain(onTime.docNo);
    const detail = (docNo: string) => api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo }).expect(200).then((response) => response.body.order as Order);
    expect(await detail(late.docNo)).toMatchObject({ status: OrderStatus.Cancel, payment: { status: 'voided' } });
    expect(await detail(onTime.docNo)).toMatchObject({ status: OrderStatus.Waiting, payment: { status: 'waiting' } });
    expect(await stockOf(lateVariant.stockBarcodeId)).toBe(before);
  });
});

describe('pay later: the engine sweeps overdue orders by itself (S3.14, S7.32, PAY_LATER_SWEEP_SECONDS)', () => {
  const shoppers = orderSuite(2, { PAY_LATER_SWEEP_SECONDS: '1' });
  const { api, stockOf, db, freshVariant } = shoppers;

  it('cancels an unpaid order once its due date has passed, with no operator call; an order still within its time stays Waiting', async () => {
    const shopper = await shoppers.member();
    const lateVariant = freshVariant();
    const before = await stockOf(lateVariant.stockBarcodeId);
    const late = await shoppers.order(shopper, [{ variant: lateVariant, quantity: 1 }], PaymentType.PayLater);
    const onTime = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    expect(await stockOf(lateVariant.stockBarcodeId)).toBe(before - 1);
    await db().query(`UPDATE payment SET due_at = now() - interval '1 hour' WHERE order_id = (SELECT id FROM orders WHERE doc_no = $1)`, [late.docNo]);

    const detail = (docNo: string) => api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo }).expect(200).then((response) => response.body.order as Order);
    let seen = late;
    await until(async () => (seen = await detail(late.docNo)).status === OrderStatus.Cancel, Date.now() + 20_000, () => `still ${seen.status} after 20 s`);
    expect(seen.payment).toMatchObject({ status: 'voided' });
    expect(await stockOf(lateVariant.stockBarcodeId)).toBe(before);
    expect(await detail(onTime.docNo)).toMatchObject({ status: OrderStatus.Waiting, payment: { status: 'waiting' } });
  });
});
