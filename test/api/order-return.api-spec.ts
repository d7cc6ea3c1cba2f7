import { OrderFlags, OrderStatus, PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { ReturnMessage, type OrderReturn, type OrderReturnsResponse } from '../../contracts/order/order-return.js';
import type { Variant } from './cart-fixtures.js';
import { orderSuite, type Shopper } from './order-shoppers.js';

/**
 * Returns (issue 15; S2.02 /u/order-return, /u/returns, /u/returns/{id}; S7.33 refunds, refund
 * detail, refund, guest refund, return reasons; S6.02 guests; S7.39 OnOrderCancellationCompleted):
 * a return is asked for while the order is Delivered (14 days), line by line, never more than
 * bought minus returned; the operator refunds it: stock back, card refunded, e-mail, hub event.
 */
describe('returns: request, list, detail, refund (S2.02, S7.33, S6.02, S7.39)', () => {
  const shoppers = orderSuite(6);
  const { api, stockOf, db, freshVariant, refunds, events } = shoppers;

  const returnOrder = (shopper: Shopper, body: Record<string, unknown>) => api().post('/api/return-order').set('Cookie', shopper.cookie).send(body);
  const detailOf = async (shopper: Shopper, docNo: string) => (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo }).expect(200)).body.order as Order;

  /** A member with a Delivered card order of two lines (2 and 1 units). */
  async function delivered(): Promise<{ shopper: Shopper; order: Order; a: Variant; b: Variant }> {
    const shopper = await shoppers.member();
    const a = freshVariant();
    const b = freshVariant();
    const order = await shoppers.order(shopper, [{ variant: a, quantity: 2 }, { variant: b, quantity: 1 }]);
    await shoppers.deliver(order.docNo);
    return { shopper, order, a, b };
  }

  it('a member returns one line of a Delivered order: requested, listed, detailed, mailed; the order counts the returned units', async () => {
    const { shopper, order, a } = await delivered();
    const response = await returnOrder(shopper, { docNo: order.docNo, reasonId: 1, note: 'Kutu ezik geldi', lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }] }).expect(200);
    const orderReturn = response.body.orderReturn as OrderReturn;
    const line = order.items.find((item) => item.stockBarcodeId === a.stockBarcodeId)!;
    expect(response.body).toMatchObject({ isSuccess: true, message: ReturnMessage.requested });
    expect(orderReturn).toMatchObject({
      docNo: order.docNo, status: 'requested', reasonId: 1, reasonName: 'Ürün hasarlı veya kusurlu', note: 'Kutu ezik geldi', currencyCode: 'TRY',
      lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1, productId: a.productId }], amount: Math.round(line.totalWithTax * 50) / 100, refundedAmount: 0,
    });
    expect(orderReturn.history).toEqual([expect.objectContaining({ status: 'requested' })]);

    const list = (await api().get('/api/returns').set('Cookie', shopper.cookie).expect(200)).body as OrderReturnsResponse;
    expect(list.returns).toEqual([expect.objectContaining({ id: orderReturn.id, docNo: order.docNo, status: 'requested', itemCount: 1 })]);
    expect(list.pagination).toMatchObject({ currentPage: 1, totalItems: 1, totalPages: 1 });
    const detail = await api().post('/api/return-detail').set('Cookie', shopper.cookie).set('x-culture', 'en').send({ id: orderReturn.id }).expect(200);
    expect(detail.body.orderReturn).toMatchObject({ id: orderReturn.id, status: 'requested', reasonName: 'The product is damaged or faulty' });
    expect((await detailOf(shopper, order.docNo)).items.find((item) => item.stockBarcodeId === a.stockBarcodeId)?.returnedQuantity).toBe(1);
    const [mail] = await shoppers.mailsTo(shopper.email);
    expect(mail.subject).toBe(`${order.docNo} siparişinizin ${orderReturn.id} numaralı iadesi: Talep alındı`);
    expect(mail.text).toContain(`/u/returns/${orderReturn.id}`);
  });

  it('refuses a return while the order is not Delivered (409), and after the 14-day window', async () => {
    const shopper = await shoppers.member();
    const variant = freshVariant();
    const order = await shoppers.order(shopper, [{ variant, quantity: 1 }]);
    const body = { docNo: order.docNo, reasonId: 1, lines: [{ stockBarcodeId: variant.stockBarcodeId, quantity: 1 }] };
    const early = await returnOrder(shopper, body).expect(409);
    expect(early.body).toMatchObject({ isSuccess: false, message: ReturnMessage.returnNotAvailable });
    await shoppers.setStatus(order.docNo, 'Preparing').expect(200);
    await shoppers.setStatus(order.docNo, 'OnTheWay').expect(200);
    await returnOrder(shopper, body).expect(409);
    await shoppers.setStatus(order.docNo, 'Delivered').expect(200);
    await db().query("UPDATE orders SET delivered_at = now() - interval '15 days' WHERE doc_no = $1", [order.docNo]);
    expect((await detailOf(shopper, order.docNo)).flags).toBe(OrderFlags.None);
    const late = await returnOrder(shopper, body).expect(409);
    expect(late.body.message).toBe(ReturnMessage.returnNotAvailable);
  });

  it('never lets more come back than was bought minus what is already on its way back (400)', async () => {
    const { shopper, order, a, b } = await delivered();
    const over = await returnOrder(shopper, { docNo: order.docNo, reasonId: 2, lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 3 }] }).expect(400);
    expect(over.body.message).toBe(ReturnMessage.quantityTooHigh);
    await returnOrder(shopper, { docNo: order.docNo, reasonId: 2, lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 2 }] }).expect(200);
    const again = await returnOrder(shopper, { docNo: order.docNo, reasonId: 2, lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }] }).expect(400);
    expect(again.body.message).toBe(ReturnMessage.quantityTooHigh);
    const notInOrder = await returnOrder(shopper, { docNo: order.docNo, reasonId: 2, lines: [{ stockBarcodeId: freshVariant().stockBarcodeId, quantity: 1 }] }).expect(400);
    expect(notInOrder.body.message).toBe(ReturnMessage.lineNotInOrder);
    const duplicate = await returnOrder(shopper, { docNo: order.docNo, reasonId: 2, lines: [{ stockBarcodeId: b.stockBarcodeId, quantity: 1 }, { stockBarcodeId: b.stockBarcodeId, quantity: 1 }] }).expect(400);
    expect(duplicate.body.message).toBe(ReturnMessage.duplicateLine);
    await returnOrder(shopper, { docNo: order.docNo, reasonId: 2, lines: [{ stockBarcodeId: b.stockBarcodeId, quantity: 0 }] }).expect(400);
    await returnOrder(shopper, { docNo: order.docNo, reasonId: 2, lines: [] }).expect(400);
  });

  it('refuses a reason not on the return list, and "Other" without the shopper\'s words (400)', async () => {
    const { shopper, order, a } = await delivered();
    const bad = await returnOrder(shopper, { docNo: order.docNo, reasonId: 77, lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }] }).expect(400);
    expect(bad.body.message).toBe(ReturnMessage.reasonUnknown);
    await returnOrder(shopper, { docNo: order.docNo, reasonId: 'damaged', lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }] }).expect(400);
    const other = await returnOrder(shopper, { docNo: order.docNo, reasonId: 6, note: '  ', lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }] }).expect(400);
    expect(other.body.message).toBe(ReturnMessage.noteRequired);
  });

  it('another member\'s order and return are 404, as ones that do not exist; a visitor is 401', async () => {
    const { shopper, order, a } = await delivered();
    const other = await shoppers.member();
    const foreign = await returnOrder(other, { docNo: order.docNo, reasonId: 1, lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }] }).expect(404);
    expect(foreign.body.message).toBe(OrderMessage.orderNotFound);
    const mine = (await returnOrder(shopper, { docNo: order.docNo, reasonId: 1, lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }] }).expect(200)).body.orderReturn as OrderReturn;
    const foreignDetail = await api().post('/api/return-detail').set('Cookie', other.cookie).send({ id: mine.id }).expect(404);
    const missing = await api().post('/api/return-detail').set('Cookie', other.cookie).send({ id: 999_999 }).expect(404);
    expect(foreignDetail.body).toEqual(missing.body);
    expect(foreignDetail.body.message).toBe(ReturnMessage.returnNotFound);
    expect(((await api().get('/api/returns').set('Cookie', other.cookie).expect(200)).body as OrderReturnsResponse).returns).toEqual([]);
    await api().get('/api/returns').expect(401);
    await api().post('/api/return-order').send({ docNo: order.docNo, reasonId: 1, lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }] }).expect(401);
  });

  it('the operator refunds an approved return: stock back, card refunded for the lines, e-mail, OnOrderCancellationCompleted; no second refund', async () => {
    const { shopper, order, a } = await delivered();
    const created = (await returnOrder(shopper, { docNo: order.docNo, reasonId: 4, lines: [{ stockBarcodeId: a.stockBarcodeId, quantity: 2 }] }).expect(200)).body.orderReturn as OrderReturn;
    const refusedEarly = await shoppers.setReturnStatus(created.id, 'refunded').expect(409);
    expect(refusedEarly.body.message).toBe('This return can not move from requested to refunded');
    await shoppers.setReturnStatus(created.id, 'approved').expect(200);
    const stock = await stockOf(a.stockBarcodeId);
    const seen = events.length;
    const refundsBefore = refunds.length;
    const refunded = (await shoppers.setReturnStatus(created.id, 'refunded').expect(200)).body.orderReturn as OrderReturn;
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: created.amount });
    expect(refunded.history.map((entry) => entry.status)).toEqual(['requested', 'approved', 'refunded']);
    expect(await stockOf(a.stockBarcodeId)).toBe(stock + 2);
    expect(refunds.slice(refundsBefore)).toEqual([{ reference: expect.any(String) as string, amount: Math.round(created.amount * 100) }]);
    expect(events.slice(seen)).toEqual([expect.objectContaining({ event: { target: 'OnOrderCancellationCompleted', arguments: [{ isSuccess: true, docNo: order.docNo }] } })]);
    const [mail] = await shoppers.mailsTo(shopper.email);
    expect(mail.subject).toBe(`${order.docNo} siparişinizin ${created.id} numaralı iadesi: Ücret iade edildi`);
    expect(mail.text).toMatch(/tutarındaki ödemeniz iade edildi/);
    await shoppers.setReturnStatus(created.id, 'refunded').expect(409);
    expect(refunds).toHaveLength(refundsBefore + 1);
    const listed = ((await api().get('/api/returns').set('Cookie', shopper.cookie).expect(200)).body as OrderReturnsResponse).returns;
    expect(listed).toEqual([expect.objectContaining({ id: created.id, status: 'refunded' })]);
  });

  it('a return rejected with npm run order:status -- --return frees its units for another request', async () => {
    const { shopper, order, b } = await delivered();
    const first = (await returnOrder(shopper, { docNo: order.docNo, reasonId: 5, lines: [{ stockBarcodeId: b.stockBarcodeId, quantity: 1 }] }).expect(200)).body.orderReturn as OrderReturn;
    await returnOrder(shopper, { docNo: order.docNo, reasonId: 5, lines: [{ stockBarcodeId: b.stockBarcodeId, quantity: 1 }] }).expect(400);
    // The operator's command moves a return as it moves an order.
    expect(await shoppers.orderStatusCommand('--return', String(first.id), 'rejected')).toEqual({ code: 0, stdout: `Return ${first.id} of ${order.docNo}: rejected\n`, stderr: '' });
    expect((await shoppers.orderStatusCommand('--return', String(first.id), 'refunded')).stderr).toBe('Refused (409): This return can not move from rejected to refunded\n');
    await returnOrder(shopper, { docNo: order.docNo, reasonId: 5, lines: [{ stockBarcodeId: b.stockBarcodeId, quantity: 1 }] }).expect(200);
  });

  it('a guest returns with docNo and e-mail; a wrong e-mail gets the same message as an order that does not exist', async () => {
    const guest = await shoppers.guest();
    const variant = freshVariant();
    const order = await shoppers.order(guest, [{ variant, quantity: 1 }], PaymentType.CreditCard);
    await shoppers.deliver(order.docNo);
    const body = { docNo: order.docNo, reasonId: 3, lines: [{ stockBarcodeId: variant.stockBarcodeId, quantity: 1 }] };
    const wrongEmail = await api().post('/api/guest-return-order').send({ ...body, email: 'baskasi@example.com' }).expect(404);
    const wrongDocNo = await api().post('/api/guest-return-order').send({ ...body, docNo: 'VTR-2020-999999', email: guest.email }).expect(404);
    expect(wrongEmail.body.message).toBe(OrderMessage.guestOrderNotFound);
    expect(wrongDocNo.body).toEqual(wrongEmail.body);
    const created = await api().post('/api/guest-return-order').send({ ...body, email: guest.email }).expect(200);
    expect(created.body.orderReturn).toMatchObject({ docNo: order.docNo, status: 'requested', reasonId: 3 });
    const [mail] = await shoppers.mailsTo(guest.email);
    expect(mail.text).toContain('/siparis-takip');
    expect((await detailOf(guest, order.docNo)).status).toBe(OrderStatus.Delivered);
  });
});
