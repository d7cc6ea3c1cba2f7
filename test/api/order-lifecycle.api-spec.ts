import { OrderFlags, OrderStatus, PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { OrderLifecycleMessage } from '../../contracts/order/order-status.js';
import { ReturnMessage, type OrderReasonsResponse } from '../../contracts/order/order-return.js';
import { orderSuite } from './order-shoppers.js';

/**
 * The order lifecycle (issue 15, S3.14 statuses and flags, S7.33 order management, S7.39
 * OnOrderCancellationCompleted): the operator's moves through the transition table, the shopper's
 * cancel with a reason of the list (member and guest), e-mails through the outbox in the order's
 * language, on the default embedded database unless DATABASE_URL is set.
 */
describe('order lifecycle: operator moves, cancel reasons, member and guest cancel (S3.14, S7.33, S7.39, S6.02)', () => {
  const shoppers = orderSuite(5);
  const { api, stockOf, db, freshVariant, events } = shoppers;

  async function cartOf(email: string): Promise<number> {
    const [row] = await db().query<{ cart_id: number }>('SELECT cart_id FROM member WHERE email = $1', [email.toLowerCase()]);
    return Number(row.cart_id);
  }

  it('the operator walks a card order to Delivered: each step a history row and a Turkish e-mail; Delivered sets ReturnAvailable', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }]);
    for (const [status, expected] of [['Preparing', OrderStatus.Preparing], ['ontheway', OrderStatus.OnTheWay], ['11', OrderStatus.Delivered]] as const) {
      const moved = await shoppers.setStatus(order.docNo, status).expect(200);
      expect(moved.body).toMatchObject({ docNo: order.docNo, status: expected, statusName: OrderStatus[expected] });
    }
    const detail = (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo: order.docNo }).expect(200)).body.order as Order;
    expect(detail).toMatchObject({ status: OrderStatus.Delivered, flags: OrderFlags.ReturnAvailable });
    expect(detail.history.map((entry) => entry.status)).toEqual([OrderStatus.New, OrderStatus.Preparing, OrderStatus.OnTheWay, OrderStatus.Delivered]);
    const mails = await shoppers.mailsTo(shopper.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${order.docNo} numaralı siparişiniz: Teslim edildi`, `${order.docNo} numaralı siparişiniz: Kargoda`, `${order.docNo} numaralı siparişiniz: Hazırlanıyor`,
      `${order.docNo} numaralı siparişiniz alındı`,
    ]);
    expect(mails[0].text).toContain(`/u/orders/${order.docNo}`);
  });

  it('refuses a move the transition table does not hold, and an unknown status, changing nothing', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }]);
    const refused = await shoppers.setStatus(order.docNo, 'Delivered').expect(409);
    expect(refused.body).toMatchObject({ isSuccess: false, message: OrderLifecycleMessage.transitionRefused.replace('{from}', 'New').replace('{to}', 'Delivered') });
    const unknown = await shoppers.setStatus(order.docNo, 'Shipped').expect(400);
    expect(unknown.body.message).toBe(OrderLifecycleMessage.statusUnknown);
    await shoppers.setStatus('VTR-2020-999999', 'Preparing').expect(404);
    const detail = (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo: order.docNo }).expect(200)).body.order as Order;
    expect(detail.history.map((entry) => entry.status)).toEqual([OrderStatus.New]);
    expect((await shoppers.mailsTo(shopper.email)).map((mail) => mail.subject)).toEqual([`${order.docNo} numaralı siparişiniz alındı`]);
  });

  it('npm run order:status moves an order of the running shop (its number in any letter case) and prints the new status, or the refusal with exit code 1', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }]);
    const run = shoppers.orderStatusCommand;
    expect(await run(order.docNo, 'Preparing')).toEqual({ code: 0, stdout: `${order.docNo}: Preparing (6)\n`, stderr: '' });
    // A number typed in small letters is the same order (the numbers have letters now, issue 27).
    const refused = await run(order.docNo.toLowerCase(), 'Delivered');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('Refused (409): An order can not move from Preparing to Delivered\n');
    const usage = await run(order.docNo);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('VITRIN_URL');
  });

  it('operator routes need the engine\'s bearer token: a shopper\'s cookie or none is 401', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }]);
    await api().post('/gateway/ordermanagement/api/operator/set-order-status').send({ docNo: order.docNo, status: 'Preparing' }).expect(401);
    await api().post('/gateway/ordermanagement/api/operator/set-order-status').set('Cookie', shopper.cookie).send({ docNo: order.docNo, status: 'Preparing' }).expect(401);
  });

  it('an English order mails in English; a bank transfer becomes Paid and its payment captured', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }], PaymentType.BankTransfer, 'en');
    expect(order.status).toBe(OrderStatus.Waiting);
    await shoppers.setStatus(order.docNo, 'Paid').expect(200);
    const [mail] = await shoppers.mailsTo(shopper.email);
    expect(mail.subject).toBe(`Your order ${order.docNo}: Paid`);
    expect(mail.text).toContain(`/en/u/orders/${order.docNo}`);
    const detail = (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo: order.docNo }).expect(200)).body.order as Order;
    expect(detail.payment.status).toBe('captured');
  });

  it('a placed order mails its number, lines, total, payment and what comes next, in the order\'s language, with the page to follow it on', async () => {
    const member = await shoppers.member();
    const variant = freshVariant();
    const byCard = await shoppers.order(member, [{ variant, quantity: 2 }]);
    const [placed] = await shoppers.mailsTo(member.email);
    expect(placed.subject).toBe(`${byCard.docNo} numaralı siparişiniz alındı`);
    const [line] = byCard.items;
    expect(placed.text).toContain(`2 × ${line.name}`);
    // issue 32 items 1, 2: the rows under the lines and the total they add up to, each money written the one way.
    expect(placed.text).toMatch(/Ara toplam: [\d.]+(,\d\d)? ₺/);
    expect(placed.text).toMatch(/Toplam \(KDV dahil\): [\d.]+(,\d\d)? ₺/);
    expect(placed.text).toContain('Ödeme: Kredi kartı');
    expect(placed.text).toContain('kargoya verildiğinde');
    expect(placed.text).toContain(`/u/orders/${byCard.docNo}`);

    const guest = await shoppers.guest();
    const byTransfer = await shoppers.order(guest, [{ variant: freshVariant(), quantity: 1 }], PaymentType.BankTransfer, 'en');
    const [guestMail] = await shoppers.mailsTo(guest.email);
    expect(guestMail.subject).toBe(`We have received your order ${byTransfer.docNo}`);
    expect(guestMail.text).toContain('Payment: Bank transfer');
    expect(guestMail.text).toContain('once your payment reaches us');
    expect(guestMail.text).toContain('/en/order-track');
    expect(guestMail.text).not.toContain('/u/orders/');
  });

  it('lists the cancel and return reasons in Turkish and English', async () => {
    const tr = (await api().get('/api/order-cancel-reasons').expect(200)).body as OrderReasonsResponse;
    const en = (await api().get('/api/order-cancel-reasons').set('x-culture', 'en').expect(200)).body as OrderReasonsResponse;
    expect(tr.reasons[0]).toEqual({ id: 1, name: 'Vazgeçtim' });
    expect(en.reasons[0]).toEqual({ id: 1, name: 'I changed my mind' });
    expect(en.reasons.map((reason) => reason.id)).toEqual(tr.reasons.map((reason) => reason.id));
    const returns = (await api().get('/api/order-return-reasons').set('x-culture', 'en').expect(200)).body as OrderReasonsResponse;
    expect(returns.reasons.length).toBeGreaterThan(2);
    expect(returns.reasons).toHaveEvery((reason: { id: number; name: string }) => reason.id > 0 && reason.name.length > 0);
  });

  it('a member cancels with a reason of the list: stock back, card refunded, history note, e-mail, OnOrderCancellationCompleted to their cart', async () => {
    const shopper = await shoppers.member();
    const variant = freshVariant();
    const before = await stockOf(variant.stockBarcodeId);
    const order = await shoppers.order(shopper, [{ variant, quantity: 2 }]);
    expect(await stockOf(variant.stockBarcodeId)).toBe(before - 2);
    const seen = events.length;
    const cancelled = await api().post('/api/cancel-order').set('Cookie', shopper.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim: fikrim değişti', reasonId: 1 }).expect(200);
    expect(cancelled.body).toMatchObject({ isSuccess: true, message: OrderMessage.cancelled, order: { status: OrderStatus.Cancel, flags: OrderFlags.None, payment: { status: 'refunded' } } });
    expect((cancelled.body.order as Order).history.at(-1)).toMatchObject({ status: OrderStatus.Cancel, note: 'Vazgeçtim: fikrim değişti' });
    expect(await stockOf(variant.stockBarcodeId)).toBe(before);
    expect(events.slice(seen)).toEqual([{ shoppingCartId: await cartOf(shopper.email), event: { target: 'OnOrderCancellationCompleted', arguments: [{ isSuccess: true, docNo: order.docNo }] } }]);
    const [mail] = await shoppers.mailsTo(shopper.email);
    expect(mail.subject).toBe(`${order.docNo} numaralı siparişiniz: İptal edildi`);
  });

  it('refuses a cancel reason not on the list or "Other" without words (400), another member\'s order (404) and a second cancel (409)', async () => {
    const owner = await shoppers.member();
    const other = await shoppers.member();
    const order = await shoppers.order(owner, [{ variant: freshVariant(), quantity: 1 }]);
    const bad = await api().post('/api/cancel-order').set('Cookie', owner.cookie).send({ docNo: order.docNo, reason: 'x', reasonId: 99 }).expect(400);
    expect(bad.body.message).toBe(ReturnMessage.reasonUnknown);
    const bare = await api().post('/api/cancel-order').set('Cookie', owner.cookie).send({ docNo: order.docNo, reason: 'Diğer', reasonId: 5 }).expect(400);
    expect(bare.body.message).toBe(ReturnMessage.noteRequired);
    const foreign = await api().post('/api/cancel-order').set('Cookie', other.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim', reasonId: 1 }).expect(404);
    expect(foreign.body.message).toBe(OrderMessage.orderNotFound);
    await api().post('/api/cancel-order').set('Cookie', owner.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim', reasonId: 1 }).expect(200);
    const twice = await api().post('/api/cancel-order').set('Cookie', owner.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim', reasonId: 1 }).expect(409);
    expect(twice.body.message).toBe(OrderMessage.cancelNotAvailable);
  });

  it('a member can not cancel once the order is on its way; the operator can not cancel it either', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }]);
    await shoppers.setStatus(order.docNo, 'Preparing').expect(200);
    await shoppers.setStatus(order.docNo, 'OnTheWay').expect(200);
    const refused = await api().post('/api/cancel-order').set('Cookie', shopper.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim', reasonId: 1 }).expect(409);
    expect(refused.body.message).toBe(OrderMessage.cancelNotAvailable);
    await shoppers.setStatus(order.docNo, 'Cancel').expect(409);
  });

  it('a guest cancels with docNo and e-mail; a wrong e-mail gets the same message as an order that does not exist', async () => {
    const guest = await shoppers.guest();
    const variant = freshVariant();
    const before = await stockOf(variant.stockBarcodeId);
    const order = await shoppers.order(guest, [{ variant, quantity: 1 }]);
    const wrongEmail = await api().post('/api/guest-cancel-order').send({ docNo: order.docNo, email: 'baskasi@example.com', reasonId: 1 }).expect(404);
    const wrongDocNo = await api().post('/api/guest-cancel-order').send({ docNo: 'VTR-2020-999999', email: guest.email, reasonId: 1 }).expect(404);
    expect(wrongEmail.body.message).toBe(OrderMessage.guestOrderNotFound);
    expect(wrongDocNo.body).toEqual(wrongEmail.body);
    await api().post('/api/guest-cancel-order').send({ docNo: order.docNo, email: guest.email, reasonId: 0 }).expect(400);
    const cancelled = await api().post('/api/guest-cancel-order').send({ docNo: order.docNo, email: guest.email.toUpperCase(), reasonId: 3, note: 'Çok uzun sürecek' }).expect(200);
    expect(cancelled.body).toMatchObject({ isSuccess: true, order: { status: OrderStatus.Cancel, payment: { status: 'refunded' } } });
    expect((cancelled.body.order as Order).history.at(-1)?.note).toBe('Teslimat süresi uzun: Çok uzun sürecek');
    expect(await stockOf(variant.stockBarcodeId)).toBe(before);
    const [mail] = await shoppers.mailsTo(guest.email);
    expect(mail.text).toContain('/siparis-takip');
  });
});
