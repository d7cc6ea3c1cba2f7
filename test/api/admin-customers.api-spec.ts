import request from 'supertest';
import type { AuditEntry } from '../../contracts/admin/audit.js';
import type { AdminCustomer, AdminCustomerRow, AdminMessageRow, AdminMessageThread } from '../../contracts/admin/customers.js';
import type { StaffRole } from '../../contracts/admin/staff.js';
import type { MessageThread, MessageThreadSummary } from '../../contracts/member/member-messages.js';
import { signedInStaff } from '../support/staff-session.js';
import { TestMailbox } from '../support/test-mailbox.js';
import { orderSuite } from './order-shoppers.js';

/**
 * Customers and their messages in the operator console (issue 30 item 4): members and guests found
 * by name, e-mail, phone or order number; a customer's page; a wallet credit (owner only, through
 * the engine's wallet); segments (owner, support); the shop's answer to a member's message, which
 * the member reads on /u/messages and gets by mail. Every change is in the audit log.
 */
describe('console customers and their messages (issue 30 item 4)', () => {
  // The mailbox starts first: the shop under test sends its mail there.
  const env: Record<string, string> = {};
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    env.SMTP_URL = mailbox.url;
  });
  afterAll(async () => { await mailbox?.close(); });
  const shoppers = orderSuite(3, env);
  const { freshVariant, db } = shoppers;
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    for (const role of ['owner', 'orders', 'support', 'catalogue'] as const) cookies.set(role, (await signedInStaff(shoppers.shop(), role)).cookie);
  });

  const as = (role: StaffRole) => {
    const call = (test: request.Test) => test.set('Cookie', cookies.get(role)!);
    const url = () => shoppers.shop().url;
    return {
      get: (path: string) => call(request(url()).get(`/admin/api/${path}`)),
      post: (path: string, body: object = {}) => call(request(url()).post(`/admin/api/${path}`)).send(body),
      put: (path: string) => call(request(url()).put(`/admin/api/${path}`)),
      delete: (path: string) => call(request(url()).delete(`/admin/api/${path}`)),
    };
  };
  const customers = (role: StaffRole, filter: object) => as(role).get(`customers?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const idOf = async (email: string) => ((await customers('owner', { q: email }).expect(200)).body as AdminCustomerRow[])[0].id;
  const auditOf = async (thingType: string, id: number) =>
    (await as('owner').get(`audit-log?filter=${encodeURIComponent(JSON.stringify({ thingType, thingId: String(id) }))}`).expect(200)).body as AuditEntry[];

  it('finds members and guests by name, e-mail, phone and order number; orders and support read, catalogue is refused', async () => {
    const member = await shoppers.member();
    const guest = await shoppers.guest();
    const order = await shoppers.order(guest, [{ variant: freshVariant(), quantity: 1 }]);
    await db().query("UPDATE member SET name = 'Zeynep', surname = 'Kılıçarslan', mobile_phone = '5559876541' WHERE email = $1 AND NOT is_guest", [member.email]);

    const byEmail = (await customers('support', { q: member.email.toUpperCase() }).expect(200)).body as AdminCustomerRow[];
    expect(byEmail).toEqual([expect.objectContaining({ kind: 'member', email: member.email, name: 'Zeynep Kılıçarslan', phone: '5559876541', orderCount: 0 })]);
    expect(((await customers('orders', { q: 'kılıçarslan' }).expect(200)).body as AdminCustomerRow[]).map((row) => row.email)).toContain(member.email);
    expect(((await customers('orders', { q: '55598765' }).expect(200)).body as AdminCustomerRow[]).map((row) => row.email)).toEqual([member.email]);
    const byOrder = (await customers('owner', { orderNumber: order.docNo }).expect(200)).body as AdminCustomerRow[];
    expect(byOrder).toEqual([expect.objectContaining({ kind: 'guest', email: guest.email, orderCount: 1 })]);
    const guests = await as('owner').get(`customers?filter=${encodeURIComponent(JSON.stringify({ kind: 'guest' }))}&range=[0,0]`).expect(200);
    expect((guests.body as AdminCustomerRow[]).every((row) => row.kind === 'guest')).toBe(true);
    expect(guests.headers['content-range']).toMatch(/^customers 0-0\/\d+$/);

    await as('catalogue').get('customers').expect(403);
    await as('catalogue').get(`customers/${byEmail[0].id}`).expect(403);
    await as('catalogue').get('customer-messages').expect(403);
    expect((await customers('owner', { kind: 'robot' }).expect(400)).body.message).toMatch(/kind must be one of member, guest/);
    expect((await customers('owner', { city: 'Ankara' }).expect(400)).body.message).toMatch(/Unknown filter city/);
    expect((await as('owner').get('customers/999999').expect(404)).body.message).toBe('Customer not found');
  });

  it('a customer\'s page: orders, returns, addresses, alarms, club points, wallet and consents', async () => {
    const member = await shoppers.member();
    const variant = freshVariant();
    const order = await shoppers.order(member, [{ variant, quantity: 1 }]);
    await shoppers.deliver(order.docNo);
    await shoppers.api().post('/api/return-order').set('Cookie', member.cookie).send({ docNo: order.docNo, reasonId: 1, lines: [{ stockBarcodeId: variant.stockBarcodeId, quantity: 1 }] }).expect(200);
    const id = await idOf(member.email);
    await db().query('INSERT INTO stock_alarm (member_id, product_id, stock_barcode_id) VALUES ($1, $2, $3)', [id, variant.productId, variant.stockBarcodeId]);
    const page = (await as('support').get(`customers/${id}`).expect(200)).body as AdminCustomer;
    expect(page).toMatchObject({
      id, kind: 'member', email: member.email, orders: [{ number: order.docNo, currency: 'TRY', currencyDecimals: 2 }], returns: [{ orderNumber: order.docNo, status: 'requested' }],
      stockAlarms: [{ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId }], wallet: [], consents: { email: false, sms: false },
    });
    expect(page.addresses).toHaveLength(1);
    expect(page.club.points).toBeGreaterThan(0);
    expect(page.segments.map((segment) => segment.code)).toEqual(['vip', 'wholesale', 'employee']);
  });

  it('a wallet credit with a reason: owner only, through the engine\'s wallet (the member\'s balance grows), audited; bad input 4xx', async () => {
    const member = await shoppers.member();
    const id = await idOf(member.email);
    const credit = { currencyId: 1, amount: 2_500, reason: 'Geciken kargo için özür' };
    await as('orders').post(`customers/${id}/wallet-credit`, credit).expect(403);
    await as('support').post(`customers/${id}/wallet-credit`, credit).expect(403);
    await as('catalogue').post(`customers/${id}/wallet-credit`, credit).expect(403);
    const page = (await as('owner').post(`customers/${id}/wallet-credit`, credit).expect(200)).body as AdminCustomer;
    expect(page.wallet).toEqual([{ currencyId: 1, amount: 2_500, currency: 'TRY', currencyDecimals: 2 }]);
    expect(page.walletEntries[0]).toMatchObject({ amount: 2_500, note: 'Geciken kargo için özür' });
    const wallet = await shoppers.api().post('/api/get-wallet').set('Cookie', member.cookie).send({}).expect(200);
    expect(wallet.body).toMatchObject({ balance: 25, currencyCode: 'TRY' });
    expect(await auditOf('customer', id)).toEqual([expect.objectContaining({
      action: 'customer.wallet-credit', before: { currency: 'TRY', balance: 0 }, after: { currency: 'TRY', balance: 2_500, credited: 2_500, reason: 'Geciken kargo için özür' },
    })]);

    await as('owner').post(`customers/${id}/wallet-credit`, { ...credit, reason: '' }).expect(400);
    await as('owner').post(`customers/${id}/wallet-credit`, { ...credit, amount: 0 }).expect(400);
    await as('owner').post(`customers/${id}/wallet-credit`, { ...credit, amount: 12.5 }).expect(400);
    expect((await as('owner').post(`customers/${id}/wallet-credit`, { ...credit, currencyId: 999 }).expect(400)).body.message).toMatch(/currencyId 999/);
    await as('owner').post('customers/999999/wallet-credit', credit).expect(404);
    const guest = await shoppers.guest();
    await shoppers.order(guest, [{ variant: freshVariant(), quantity: 1 }]);
    expect((await as('owner').post(`customers/${await idOf(guest.email)}/wallet-credit`, credit).expect(400)).body.message).toMatch(/guest has no wallet/);
    expect((await as('owner').get(`customers/${id}`).expect(200)).body.wallet[0].amount).toBe(2_500);
  });

  it('segments: owner and support assign and unassign, orders may not; an unknown segment is 400; each change audited', async () => {
    const member = await shoppers.member();
    const id = await idOf(member.email);
    await as('orders').put(`customers/${id}/segments/vip`).expect(403);
    const assigned = (await as('support').put(`customers/${id}/segments/vip`).expect(200)).body as AdminCustomer;
    expect(assigned.segments.find((segment) => segment.code === 'vip')).toMatchObject({ assigned: true, name: 'VIP üye' });
    const segments = (await shoppers.api().get('/api/member-segments').set('Cookie', member.cookie).expect(200)).body.segments as { code: string }[];
    expect(segments.map((segment) => segment.code)).toContain('vip');
    const removed = (await as('owner').delete(`customers/${id}/segments/vip`).expect(200)).body as AdminCustomer;
    expect(removed.segments.find((segment) => segment.code === 'vip')?.assigned).toBe(false);
    expect((await as('owner').put(`customers/${id}/segments/buyer`).expect(400)).body.message).toMatch(/segment must be one of vip, wholesale, employee/);
    expect((await auditOf('customer', id)).map((entry) => entry.action).sort()).toEqual(['customer.segment-assign', 'customer.segment-unassign']);
  });

  it('the shop answers a member\'s message from the console: the member reads it on /u/messages and in the thread, gets one mail; the answer is audited', async () => {
    const member = await shoppers.member();
    const thread = (await shoppers.api().post('/api/send-message').set('Cookie', member.cookie).send({ subjectId: 2, text: 'Kayış kaç mm?' }).expect(200)).body.thread as MessageThread;
    const waiting = (await as('support').get(`customer-messages?filter=${encodeURIComponent(JSON.stringify({ answered: false }))}`).expect(200)).body as AdminMessageRow[];
    expect(waiting.map((row) => row.id)).toContain(thread.id);
    expect((await as('orders').get(`customer-messages/${thread.id}`).expect(200)).body).toMatchObject({ id: thread.id, customerEmail: member.email, messages: [{ author: 'member', text: 'Kayış kaç mm?' }] });
    await as('catalogue').post(`customer-messages/${thread.id}/answer`, { text: 'x' }).expect(403);
    expect((await as('support').post(`customer-messages/${thread.id}/answer`, { text: '   ' }).expect(400)).body.message).toMatch(/text is required/);
    await as('support').post('customer-messages/999999/answer', { text: 'Merhaba' }).expect(404);

    const from = mailbox.mails.length;
    const answered = (await as('support').post(`customer-messages/${thread.id}/answer`, { text: 'Merhaba, kayış 20 mm.' }).expect(200)).body as AdminMessageThread;
    expect(answered).toMatchObject({ answered: true, messageCount: 2 });
    const list = (await shoppers.api().get('/api/messages').set('Cookie', member.cookie).expect(200)).body.threads as MessageThreadSummary[];
    expect(list.find((each) => each.id === thread.id)).toMatchObject({ answered: true, answer: 'Merhaba, kayış 20 mm.' });
    const opened = (await shoppers.api().get(`/api/message-detail?id=${thread.id}`).set('Cookie', member.cookie).expect(200)).body.thread as MessageThread;
    expect(opened.messages.at(-1)).toMatchObject({ author: 'shop', text: 'Merhaba, kayış 20 mm.' });
    await mailbox.waitFor(member.email, /"Ürün" konulu mesajınıza yanıt verdik:[\s\S]*Merhaba, kayış 20 mm\./, { from });
    expect(mailbox.mails.slice(from).filter((mail) => mail.to.includes(member.email) && /yan=C4=B1t verdik/.test(mail.raw))).toHaveLength(1);
    expect(await auditOf('customer-message', thread.id)).toEqual([expect.objectContaining({ action: 'customer-message.answer', after: expect.objectContaining({ text: 'Merhaba, kayış 20 mm.' }) })]);
    const answeredList = (await as('owner').get(`customer-messages?filter=${encodeURIComponent(JSON.stringify({ answered: true }))}`).expect(200)).body as AdminMessageRow[];
    expect(answeredList.map((row) => row.id)).toContain(thread.id);
  });
});
