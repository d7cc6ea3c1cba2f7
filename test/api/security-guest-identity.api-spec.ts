import type { Cart } from '../../contracts/cart/entities.js';
import { OrderFlags, OrderStatus, PaymentType } from '../../contracts/enums.js';
import type { Order, OrderSummary } from '../../contracts/order/entities.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { ISSUED_DOC_NO_PATTERN } from '../../contracts/order/payloads.js';
import { cookiesOf, guestLogon, SHOPPER_ADDRESS, type Shopper } from './order-fixtures.js';
import { orderSuite } from './order-shoppers.js';

/**
 * Issue 27 items 2 and 7. A guest is signed in by e-mail only (S6.02), and an e-mail proves
 * nothing: each guest logon is a new identity that sees and changes only what it made, whoever's
 * e-mail it names (another guest's, a member's). Order tracking by number and e-mail (the guest
 * routes) serves only orders guests placed; a member's order needs the member's sign-in. Order
 * numbers are drawn at random, so they cannot be walked; the earlier sequential ones still work.
 */
describe('guests are who their token says, and order numbers cannot be walked (issue 27 items 2 and 7; S6.02, S7.03, S7.18, S7.19)', () => {
  const suite = orderSuite(14);
  const { api, freshVariant } = suite;

  const cartOf = async (cookie: string) => (await api().post('/api/get-cart').set('Cookie', cookie).send({}).expect(200)).body.cart as Cart;
  const addressesOf = async (cookie: string) => (await api().get('/api/addresses').set('Cookie', cookie).expect(200)).body.addresses as { id: number; title: string }[];
  const ordersOf = async (cookie: string) => (await api().get('/api/orders').set('Cookie', cookie).expect(200)).body.orders as OrderSummary[];
  const detailOf = async (shopper: Shopper, docNo: string) => (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo }).expect(200)).body.order as Order;
  /** The cart's product lines (the shipping line left out). */
  const linesOf = (cart: Cart) => cart.items.filter((item) => !item.isShipment).map((item) => ({ stockBarcodeId: item.stockBarcodeId, quantity: item.quantity }));

  /** One unit of a fresh variant into the cart of `cookie`, or of a new visitor without one: the browser's cookies and the variant. */
  async function addFreshLine(cookie?: string): Promise<{ cookie: string; stockBarcodeId: number }> {
    const variant = freshVariant();
    const add = api().post('/api/add-to-cart');
    const added = await (cookie ? add.set('Cookie', cookie) : add).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    return { cookie: cookie ?? cookiesOf(added), stockBarcodeId: variant.stockBarcodeId };
  }

  /** A bank-transfer order of `shopper` (still cancellable) and another line left in their cart. */
  async function orderAndCart(shopper: Shopper): Promise<{ order: Order; orderedBarcodeId: number; heldBarcodeId: number }> {
    const variant = freshVariant();
    const order = await suite.order(shopper, [{ variant, quantity: 1 }], PaymentType.BankTransfer);
    const held = await addFreshLine(shopper.cookie);
    return { order, orderedBarcodeId: variant.stockBarcodeId, heldBarcodeId: held.stockBarcodeId };
  }

  /** Every member route by which a signed-in shopper reaches an order of theirs, each tried on `docNo` by `cookie`: answers their statuses. */
  async function memberRoutesOn(cookie: string, docNo: string, stockBarcodeId: number): Promise<Record<string, number>> {
    const send = (path: string, body: object) => api().post(path).set('Cookie', cookie).send(body);
    return {
      detail: (await send('/api/get-order-detail', { docNo })).status,
      invoice: (await api().get('/api/order-invoice').query({ docNo }).set('Cookie', cookie)).status,
      cancel: (await send('/api/cancel-order', { docNo, reason: 'Vazgeçtim', reasonId: 1 })).status,
      return: (await send('/api/return-order', { docNo, reasonId: 1, lines: [{ stockBarcodeId, quantity: 1 }] })).status,
      repeat: (await send('/api/repeat-order', { docNo })).status,
      pay: (await send('/api/pay-order', { docNo, paymentType: PaymentType.Wallet })).status,
    };
  }
  const NOT_FOUND_EVERYWHERE = { detail: 404, invoice: 404, cancel: 404, return: 404, repeat: 404, pay: 404 };

  it('S6.02 S7.03 a guest logon with another guest\'s e-mail is a new identity: none of their addresses, orders, invoices or cart lines, and nothing of theirs is cancelled, returned, rewritten or merged', async () => {
    const victim = await suite.guest();
    const { order: waiting, orderedBarcodeId } = await orderAndCart(victim);
    const victimCart = linesOf(await cartOf(victim.cookie));
    const victimAddresses = await addressesOf(victim.cookie);

    // Someone who knows the address, with a line of their own in the cart, passes the bot check and logs on with it.
    const visitor = await addFreshLine();
    const stranger = await guestLogon(suite.shop().url, victim.email.toUpperCase(), visitor.cookie);
    expect((await api().get('/api/active-member').set('Cookie', stranger).expect(200)).body.member).toMatchObject({ email: victim.email, isGuest: true });
    expect(await addressesOf(stranger)).toEqual([]);
    expect(await ordersOf(stranger)).toEqual([]);
    expect(await memberRoutesOn(stranger, waiting.docNo, orderedBarcodeId)).toEqual(NOT_FOUND_EVERYWHERE);
    const send = (path: string, body: object) => api().post(path).set('Cookie', stranger).send(body);
    expect((await send('/api/update-address', { ...SHOPPER_ADDRESS, id: victim.addressId, title: 'Değişti' }).expect(404)).body.message).toBe(MemberMessage.addressNotFound);
    await send('/api/remove-address', { id: victim.addressId }).expect(404);
    // The visitor's cart became the new guest's cart, with only the visitor's own line in it.
    expect(linesOf(await cartOf(stranger))).toEqual([{ stockBarcodeId: visitor.stockBarcodeId, quantity: 1 }]);
    // An address the stranger adds is theirs alone, and placing an order with the victim's address id is refused.
    await send('/api/add-address', { ...SHOPPER_ADDRESS, title: 'Yabancı' }).expect(200);
    expect((await send('/api/place-order', { shippingAddressId: victim.addressId, paymentType: PaymentType.BankTransfer }).expect(404)).body.message).toBe(OrderMessage.addressNotFound);

    // The victim's records are as they were.
    expect(await addressesOf(victim.cookie)).toEqual(victimAddresses);
    expect(linesOf(await cartOf(victim.cookie))).toEqual(victimCart);
    expect(await detailOf(victim, waiting.docNo)).toMatchObject({ status: OrderStatus.Waiting, flags: OrderFlags.CancelAvailable });
    expect((await ordersOf(victim.cookie)).map((order) => order.docNo)).toEqual([waiting.docNo]);
  });

  it('S6.02 S7.03 the same guest logging on again keeps their cart lines, and sees only what the new logon makes', async () => {
    const first = await suite.guest();
    const line = await addFreshLine(first.cookie);
    const again = await guestLogon(suite.shop().url, first.email, first.cookie);
    expect(linesOf(await cartOf(again))).toEqual([{ stockBarcodeId: line.stockBarcodeId, quantity: 1 }]);
    expect(await addressesOf(again)).toEqual([]);
  });

  it('S6.02 a guest logon with a registered member\'s e-mail reaches nothing of the member: no address, order, invoice, cart line or member-only record, and order tracking finds none of their orders', async () => {
    const member = await suite.member();
    const { order, orderedBarcodeId, heldBarcodeId } = await orderAndCart(member);

    const stranger = await guestLogon(suite.shop().url, member.email);
    expect(await addressesOf(stranger)).toEqual([]);
    expect(await ordersOf(stranger)).toEqual([]);
    expect(linesOf(await cartOf(stranger))).toEqual([]);
    expect(await memberRoutesOn(stranger, order.docNo, orderedBarcodeId)).toEqual(NOT_FOUND_EVERYWHERE);
    for (const path of ['/api/messages', '/api/passkeys', '/api/get-favorites', '/api/member-coupons']) {
      const answer = await api().get(path).set('Cookie', stranger);
      expect({ path, status: answer.status, message: answer.body.message as string }).toEqual({ path, status: 403, message: MemberMessage.membersOnly });
    }
    expect((await api().get('/api/returns').set('Cookie', stranger).expect(200)).body.returns).toEqual([]);
    const tracked = await api().post('/api/get-guest-order-detail').send({ docNo: order.docNo, email: member.email }).expect(404);
    expect(tracked.body.message).toBe(OrderMessage.guestOrderNotFound);

    expect(await detailOf(member, order.docNo)).toMatchObject({ status: OrderStatus.Waiting });
    expect(linesOf(await cartOf(member.cookie))).toEqual([{ stockBarcodeId: heldBarcodeId, quantity: 1 }]);
    expect(await addressesOf(member.cookie)).toEqual([expect.objectContaining({ id: member.addressId })]);
  });

  /** Every guest route (order tracking by number and e-mail): detail, invoice, cancel and return of `docNo` with `email`; answers status and message of each. */
  async function guestRoutesOn(docNo: string, email: string, stockBarcodeId: number) {
    const send = (path: string, body: object) => api().post(path).send({ docNo, email, ...body });
    const answers = {
      detail: await send('/api/get-guest-order-detail', {}),
      invoice: await send('/api/guest-order-invoice', {}),
      cancel: await send('/api/guest-cancel-order', { reasonId: 1 }),
      return: await send('/api/guest-return-order', { reasonId: 1, lines: [{ stockBarcodeId, quantity: 1 }] }),
    };
    return Object.fromEntries(Object.entries(answers).map(([route, answer]) => [route, { status: answer.status, message: answer.body?.message as string | undefined }]));
  }
  const notFound = { status: 404, message: OrderMessage.guestOrderNotFound };

  it('S6.02 S7.19 the guest routes serve only orders guests placed: a member\'s order by its number and the member\'s e-mail is "not found" on detail, invoice, cancel and return, as a wrong pair is, and stays as it was', async () => {
    const member = await suite.member();
    const variant = freshVariant();
    const waiting = await suite.order(member, [{ variant, quantity: 1 }], PaymentType.BankTransfer);
    const delivered = await suite.order(member, [{ variant: freshVariant(), quantity: 1 }]);
    await suite.deliver(delivered.docNo);
    const deliveredLine = delivered.items[0].stockBarcodeId;

    const everyRouteNotFound = { detail: notFound, invoice: notFound, cancel: notFound, return: notFound };
    expect(await guestRoutesOn(waiting.docNo, member.email, variant.stockBarcodeId)).toEqual(everyRouteNotFound);
    expect(await guestRoutesOn(delivered.docNo, member.email.toUpperCase(), deliveredLine)).toEqual(everyRouteNotFound);
    // The same answer as a wrong pair: nothing tells the member's order apart from no order.
    expect(await guestRoutesOn(waiting.docNo, 'baskasi@example.com', variant.stockBarcodeId)).toEqual(everyRouteNotFound);

    expect(await detailOf(member, waiting.docNo)).toMatchObject({ status: OrderStatus.Waiting, flags: OrderFlags.CancelAvailable });
    expect(await detailOf(member, delivered.docNo)).toMatchObject({ status: OrderStatus.Delivered, flags: OrderFlags.ReturnAvailable });
    expect((await api().get('/api/returns').set('Cookie', member.cookie).expect(200)).body.returns).toEqual([]);
    // The member reaches both with their sign-in alone (S6.02: members need only the number).
    await api().get('/api/order-invoice').query({ docNo: waiting.docNo }).set('Cookie', member.cookie).expect(200);

    // A guest's own order is still served by every guest route.
    const guest = await suite.guest();
    const own = await suite.order(guest, [{ variant: freshVariant(), quantity: 1 }], PaymentType.BankTransfer);
    const served = await guestRoutesOn(own.docNo, guest.email, own.items[0].stockBarcodeId);
    expect(served.detail.status).toBe(200);
    expect(served.invoice.status).toBe(200);
    expect(served.cancel.status).toBe(200);
  });

  it('S3.13 S2.08 new order numbers are drawn, not counted: VTR-{year}-{10 characters}, never neighbours; an earlier sequential number keeps working on the member\'s and the guest\'s routes', async () => {
    const member = await suite.member();
    const first = await suite.order(member, [{ variant: freshVariant(), quantity: 1 }], PaymentType.BankTransfer);
    const second = await suite.order(member, [{ variant: freshVariant(), quantity: 1 }], PaymentType.BankTransfer);
    const year = new Date().getUTCFullYear();
    for (const { docNo } of [first, second]) {
      expect(docNo).toMatch(ISSUED_DOC_NO_PATTERN);
      expect(docNo.startsWith(`VTR-${year}-`)).toBe(true);
    }
    expect(second.docNo).not.toBe(first.docNo);
    const rest = (docNo: string) => docNo.slice('VTR-2026-'.length);
    expect(Math.abs(parseInt(rest(second.docNo), 36) - parseInt(rest(first.docNo), 36))).toBeGreaterThan(1_000);

    // Orders placed before keep their sequential numbers (written as an earlier release wrote them).
    const guest = await suite.guest();
    const older = await suite.order(guest, [{ variant: freshVariant(), quantity: 1 }], PaymentType.BankTransfer);
    const legacy = { member: `VTR-${year - 1}-000042`, guest: `VTR-${year - 1}-000043` };
    await suite.db().query('UPDATE orders SET doc_no = $2 WHERE doc_no = $1', [first.docNo, legacy.member]);
    await suite.db().query('UPDATE orders SET doc_no = $2 WHERE doc_no = $1', [older.docNo, legacy.guest]);
    expect((await detailOf(member, legacy.member)).docNo).toBe(legacy.member);
    await api().get('/api/order-invoice').query({ docNo: legacy.member }).set('Cookie', member.cookie).expect(200);
    const tracked = await api().post('/api/get-guest-order-detail').send({ docNo: legacy.guest, email: guest.email }).expect(200);
    expect(tracked.body.order).toMatchObject({ docNo: legacy.guest, status: OrderStatus.Waiting });
    await api().post('/api/guest-cancel-order').send({ docNo: legacy.guest, email: guest.email, reasonId: 1 }).expect(200);
    // A number of neither shape is refused as input, never looked up.
    const refused = await api().post('/api/get-guest-order-detail').send({ docNo: `VTR-${year}-K7QM2XPD9O`, email: guest.email }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('docNo is not an order number');
  });
});
