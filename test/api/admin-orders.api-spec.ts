import http from 'node:http';
import type { AdminBulkResult, AdminOrder, AdminOrderRow } from '../../contracts/admin/orders.js';
import { formatMinorMoney } from '../../contracts/currency/money-format.js';
import { OrderStatus, PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderLifecycleMessage } from '../../contracts/order/order-status.js';
import { CurrencyRepository } from '../../server/src/engine/currency/currency.repository.js';
import { until } from '../support/until.js';
import { adminOrderSuite } from './admin-order-fixtures.js';

/**
 * The console's orders (issue 30 items 1 and 7): the list filtered, sorted and paged on the
 * server; an order's page; moves through the engine's order lifecycle with a note, the audit
 * entry in the same transaction; shipping with a tracking number the shopper then reads; cancel
 * with stock back and the card refunded; bulk "mark shipped" with partial failure; the invoice and
 * packing slip; the live stream of new orders; each role's refusals.
 */
describe('console orders (issue 30 items 1 and 7)', () => {
  const suite = adminOrderSuite(12);
  const { as, idOf, auditOf, freshVariant, api } = suite;

  async function placed(paymentType: PaymentType = PaymentType.CreditCard) {
    const shopper = await suite.member();
    const order = await suite.order(shopper, [{ variant: freshVariant(), quantity: 1 }], paymentType);
    return { shopper, order, id: await idOf(order.docNo) };
  }

  const shopperView = async (cookie: string, docNo: string) => (await api().post('/api/get-order-detail').set('Cookie', cookie).send({ docNo }).expect(200)).body.order as Order;

  it('issue 30 item 1: lists orders filtered by number, customer, status, payment type and state, dates; paged and sorted on the server', async () => {
    const card = await placed();
    const transfer = await placed(PaymentType.BankTransfer);
    const list = async (filter: object, role: 'orders' | 'support' | 'owner' = 'support') =>
      (await as(role).get(`orders?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["createdAt","DESC"]')}&range=[0,49]`).expect(200)).body as AdminOrderRow[];
    const [byNumber] = await list({ number: card.order.docNo });
    expect(byNumber).toMatchObject({ id: card.id, number: card.order.docNo, customerEmail: card.shopper.email.toLowerCase(), customerName: 'Ayşe Işık', paymentType: PaymentType.CreditCard, paymentState: 'captured', status: OrderStatus.New });
    expect((await list({ customer: transfer.shopper.email })).map((row) => row.id)).toEqual([transfer.id]);
    const waiting = await list({ paymentType: PaymentType.BankTransfer, paymentState: 'waiting', status: OrderStatus.Waiting });
    expect(waiting.map((row) => row.id)).toContain(transfer.id);
    expect(waiting.map((row) => row.id)).not.toContain(card.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).map((row) => row.id)).toEqual(expect.arrayContaining([card.id, transfer.id]));
    expect(await list({ to: '2000-01-01' })).toEqual([]);
    const paged = await as('owner').get('orders?range=[0,0]&sort=["id","ASC"]').expect(200);
    expect(paged.body).toHaveLength(1);
    expect(paged.headers['content-range']).toMatch(/^orders 0-0\/\d+$/);
  });

  it('issue 30 item 1: bad filters, sorts and ids answer 400 with what is wrong; an unknown order 404', async () => {
    const orders = as('orders');
    expect((await orders.get(`orders?filter=${encodeURIComponent('{"status":99}')}`).expect(400)).body.message).toMatch(/status must be one of/);
    expect((await orders.get(`orders?filter=${encodeURIComponent('{"paymentState":"stolen"}')}`).expect(400)).body.message).toMatch(/paymentState must be one of/);
    expect((await orders.get(`orders?filter=${encodeURIComponent('{"from":"yesterday"}')}`).expect(400)).body.message).toMatch(/from must be an ISO 8601 date/);
    expect((await orders.get(`orders?filter=${encodeURIComponent('{"shipped":true}')}`).expect(400)).body.message).toMatch(/Unknown filter shipped/);
    await orders.get('orders?sort=["doc_no; DROP TABLE orders","ASC"]').expect(400);
    await orders.get('orders/abc').expect(400);
    await orders.get('orders/99999999').expect(404);
    await orders.post('orders/99999999/status', { status: OrderStatus.Preparing }).expect(404);
    await orders.post('orders/1/status', { status: 'Shipped' }).expect(400);
    await orders.post('orders/1/status', { status: OrderStatus.OnTheWay, trackingNumber: '<script>' }).expect(400);
    await orders.post('orders/bulk-ship', { ids: [] }).expect(400);
  });

  it('issue 30 item 1: the order page carries the order as the shopper reads it, its money in the same rows, what may come next and the mails sent', async () => {
    const { shopper, order, id } = await placed();
    const page = (await as('support').get(`orders/${id}`).set('Accept-Language', 'tr').expect(200)).body as AdminOrder;
    expect(page.order).toEqual(await shopperView(shopper.cookie, order.docNo));
    const currency = (await suite.shop().app.get(CurrencyRepository).byId(suite.db(), order.currencyId))!;
    expect(page.money.total).toBe(formatMinorMoney(Math.round(order.netTotal * 100), currency, 'tr'));
    expect(page.money.lines).toEqual([expect.objectContaining({ name: order.items[0].name, quantity: 1, barcode: order.items[0].barcode })]);
    expect(page.nextStatuses).toEqual(expect.arrayContaining([OrderStatus.Preparing, OrderStatus.Cancel]));
    expect(page.nextStatuses).not.toContain(OrderStatus.Delivered);
    expect(page.mails.map((mail) => mail.subject)).toEqual([`${order.docNo} numaralı siparişiniz alındı`]);
  });

  it('issue 30 item 1: orders staff move an order with a note through the lifecycle: history, mail and audit entry; a move off the table is 409 and writes nothing', async () => {
    const { shopper, order, id } = await placed();
    const refused = await as('orders').post(`orders/${id}/status`, { status: OrderStatus.Delivered }).expect(409);
    expect(refused.body.message).toBe(OrderLifecycleMessage.transitionRefused.replace('{from}', 'New').replace('{to}', 'Delivered'));
    expect(await auditOf('order', id)).toEqual([]);
    const moved = await as('orders').post(`orders/${id}/status`, { status: OrderStatus.Preparing, note: 'Depoda hazırlanıyor' }).expect(200);
    expect(moved.body).toMatchObject({ id, status: OrderStatus.Preparing });
    const seen = await shopperView(shopper.cookie, order.docNo);
    expect(seen.history.at(-1)).toMatchObject({ status: OrderStatus.Preparing, note: 'Depoda hazırlanıyor' });
    expect((await suite.mailsTo(shopper.email))[0].subject).toBe(`${order.docNo} numaralı siparişiniz: Hazırlanıyor`);
    const [entry] = await auditOf('order', id);
    expect(entry).toMatchObject({ action: 'order.status', before: { status: OrderStatus.New }, after: { status: OrderStatus.Preparing, note: 'Depoda hazırlanıyor' } });
  });

  it('issue 30 item 1: shipping with a tracking number: the shopper\'s own order API and the mail carry it; a number on another move is 400', async () => {
    const { shopper, order, id } = await placed();
    const refused = await as('orders').post(`orders/${id}/status`, { status: OrderStatus.Preparing, trackingNumber: 'YK123' }).expect(400);
    expect(refused.body.message).toBe(OrderLifecycleMessage.trackingOnlyOnTheWay);
    expect(await auditOf('order', id)).toEqual([]);
    await as('orders').post(`orders/${id}/status`, { status: OrderStatus.Preparing }).expect(200);
    expect((await shopperView(shopper.cookie, order.docNo)).trackingNumber).toBeUndefined();
    const shipped = await as('owner').post(`orders/${id}/status`, { status: OrderStatus.OnTheWay, trackingNumber: 'YK-4711-2026' }).expect(200);
    expect(shipped.body).toMatchObject({ status: OrderStatus.OnTheWay, trackingNumber: 'YK-4711-2026' });
    expect(await shopperView(shopper.cookie, order.docNo)).toMatchObject({ status: OrderStatus.OnTheWay, trackingNumber: 'YK-4711-2026' });
    const [mail] = await suite.mailsTo(shopper.email);
    expect(mail.subject).toBe(`${order.docNo} numaralı siparişiniz: Kargoda`);
    expect(mail.text).toContain('Kargo takip numaranız: YK-4711-2026');
    expect((await auditOf('order', id)).at(-1)).toMatchObject({ after: { status: OrderStatus.OnTheWay, trackingNumber: 'YK-4711-2026' } });
  });

  it('issue 30 item 1: a guest\'s order tracking shows the tracking number', async () => {
    const guest = await suite.guest();
    const order = await suite.order(guest, [{ variant: freshVariant(), quantity: 1 }]);
    const id = await idOf(order.docNo);
    await as('orders').post(`orders/${id}/status`, { status: OrderStatus.Preparing }).expect(200);
    await as('orders').post(`orders/${id}/status`, { status: OrderStatus.OnTheWay, trackingNumber: 'MNG9001' }).expect(200);
    const tracked = await api().post('/api/get-guest-order-detail').send({ docNo: order.docNo, email: guest.email }).expect(200);
    expect(tracked.body.order).toMatchObject({ trackingNumber: 'MNG9001' });
  });

  it('issue 30 item 1: cancel from the console puts the stock back and refunds the card through the bank', async () => {
    const variant = freshVariant();
    const shopper = await suite.member();
    const before = await suite.stockOf(variant.stockBarcodeId);
    const order = await suite.order(shopper, [{ variant, quantity: 1 }]);
    const id = await idOf(order.docNo);
    expect(await suite.stockOf(variant.stockBarcodeId)).toBe(before - 1);
    const refundsBefore = suite.refunds.length;
    await as('orders').post(`orders/${id}/status`, { status: OrderStatus.Cancel, note: 'Müşteri aradı' }).expect(200);
    expect(await suite.stockOf(variant.stockBarcodeId)).toBe(before);
    expect(suite.refunds.slice(refundsBefore)).toEqual([expect.objectContaining({ amount: Math.round(order.netTotal * 100) })]);
    expect((await shopperView(shopper.cookie, order.docNo)).payment.status).toBe('refunded');
    expect((await auditOf('order', id))[0]).toMatchObject({ after: { status: OrderStatus.Cancel } });
  });

  it('issue 30 item 1: support reads but cannot move, cancel or bulk ship; catalogue cannot read orders (403)', async () => {
    const { id } = await placed();
    await as('support').get(`orders/${id}`).expect(200);
    await as('support').post(`orders/${id}/status`, { status: OrderStatus.Preparing }).expect(403);
    await as('support').post(`orders/${id}/status`, { status: OrderStatus.Cancel }).expect(403);
    await as('support').post('orders/bulk-ship', { ids: [id] }).expect(403);
    await as('catalogue').get('orders').expect(403);
    await as('catalogue').get(`orders/${id}`).expect(403);
    await as('catalogue').get(`orders/${id}/invoice`).expect(403);
    await as('catalogue').get('orders/events').expect(403);
    await api().get('/admin/api/orders').expect(401);
    expect(await auditOf('order', id)).toEqual([]);
  });

  it('issue 30 item 1: "mark shipped" on several orders moves each in its own transaction and reports the one the table refuses', async () => {
    const ready = [await placed(), await placed()];
    for (const { id } of ready) await as('orders').post(`orders/${id}/status`, { status: OrderStatus.Preparing }).expect(200);
    const fresh = await placed();
    const result = (await as('orders').post('orders/bulk-ship', { ids: [ready[0].id, fresh.id, ready[1].id, 99999999] }).expect(200)).body as AdminBulkResult;
    expect(result.moved).toEqual([ready[0].id, ready[1].id]);
    expect(result.failed).toEqual([
      { id: fresh.id, number: fresh.order.docNo, message: OrderLifecycleMessage.transitionRefused.replace('{from}', 'New').replace('{to}', 'OnTheWay') },
      { id: 99999999, message: expect.any(String) },
    ]);
    for (const { id } of ready) expect((await auditOf('order', id)).map((entry) => entry.after.status)).toEqual([OrderStatus.Preparing, OrderStatus.OnTheWay]);
    expect(await auditOf('order', fresh.id)).toEqual([]);
    expect((await shopperView(fresh.shopper.cookie, fresh.order.docNo)).status).toBe(OrderStatus.New);
  });

  it('issue 30 item 1: the invoice and the packing slip are PDFs in the caller\'s language', async () => {
    const { order, id } = await placed();
    const pdf = (response: { body: Buffer }) => response.body.subarray(0, 5).toString('latin1');
    const invoice = await as('support').get(`orders/${id}/invoice`).set('Accept-Language', 'en').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = []; res.on('data', (chunk: Buffer) => chunks.push(chunk)); res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200).expect('Content-Type', 'application/pdf');
    expect(pdf(invoice)).toBe('%PDF-');
    expect(invoice.headers['content-disposition']).toContain(order.docNo);
    const slip = await as('orders').get(`orders/${id}/packing-slip`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = []; res.on('data', (chunk: Buffer) => chunks.push(chunk)); res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200).expect('Content-Type', 'application/pdf');
    expect(pdf(slip)).toBe('%PDF-');
    expect(slip.headers['content-disposition']).toContain(`paket-listesi-${order.docNo}.pdf`);
    await as('orders').get('orders/99999999/packing-slip').expect(404);
  });

  it('issue 30 item 7: the live stream tells the open list of an order placed after it opened', async () => {
    let text = '';
    const opened = new Promise<http.ClientRequest>((resolve, reject) => {
      const call = http.get(new URL('/admin/api/orders/events', suite.shop().url), { headers: { Cookie: suite.cookie('support'), 'Accept-Encoding': 'gzip' } }, (response) => {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/event-stream');
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => { text += chunk; });
        resolve(call);
      });
      call.on('error', reject);
    });
    const call = await opened;
    try {
      const { order } = await placed();
      await until(async () => text.includes(order.docNo), Date.now() + 5_000, () => `no order-placed event for ${order.docNo}: ${text}`);
      expect(text).toContain(`event: order-placed\ndata: ${JSON.stringify({ number: order.docNo })}\n\n`);
    } finally {
      call.destroy();
    }
  });
});
