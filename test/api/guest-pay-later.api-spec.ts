import request from 'supertest';
import { OrderStatus, PaymentType } from '../../contracts/enums.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../contracts/order/payloads.js';
import { THREE_D_SECURE_CALLBACK_PATH, THREE_D_SECURE_TEST_CODE } from '../../contracts/payment/payloads.js';
import { cardOf } from './order-fixtures.js';
import { CARD, orderSuite } from './order-shoppers.js';

let keys = 0;
const newKey = () => `guest-pay-${Date.now()}-${keys += 1}-abcdefgh`;

/**
 * A guest pays their pay-later order from order tracking (issue 32 item 5; S7.32 pay-later
 * transactions, S6.02 guests' own order routes by number and e-mail): no sign-in, by card only; a
 * 3-D Secure card goes through the same bank page and callback, which comes back to tracking.
 */
describe('issue 32 item 5: a guest pays a pay-later order from order tracking (S7.32, S6.02)', () => {
  const shoppers = orderSuite(4);
  const { api, freshVariant } = shoppers;
  const guestPay = (agent: ReturnType<typeof request.agent>, body: Record<string, unknown>, key?: string) => {
    const call = agent.post('/api/guest-pay-order');
    return (key ? call.set(IDEMPOTENCY_KEY_HEADER, key) : call).send(body);
  };
  const tracked = async (docNo: string, email: string) => (await api().post('/api/get-guest-order-detail').send({ docNo, email }).expect(200)).body.order as Order;

  it('S7.32 S6.02 a visitor holding the number and e-mail pays by card: the order is Paid; a wrong e-mail finds nothing, the wallet is refused', async () => {
    const guest = await shoppers.guest();
    const order = await shoppers.order(guest, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    const wrong = await guestPay(api(), { docNo: order.docNo, email: 'someone-else@example.com', paymentType: PaymentType.CreditCard, card: CARD }).expect(404);
    expect(wrong.body.message).toBe(OrderMessage.guestOrderNotFound);
    const wallet = await guestPay(api(), { docNo: order.docNo, email: guest.email, paymentType: PaymentType.Wallet }).expect(403);
    expect(wallet.body.message).toBe(OrderMessage.walletMembersOnly);

    const paid = await guestPay(api(), { docNo: order.docNo, email: guest.email.toUpperCase(), paymentType: PaymentType.CreditCard, card: CARD }).expect(200);
    expect(paid.body).toMatchObject({ isSuccess: true, message: OrderMessage.paid, order: { docNo: order.docNo, status: OrderStatus.Paid, payment: { status: 'captured', cardLastFour: '1111' } } });
    expect(await tracked(order.docNo, guest.email)).toMatchObject({ status: OrderStatus.Paid });
    // Paid once: a second payment is refused as not waiting.
    await guestPay(api(), { docNo: order.docNo, email: guest.email, paymentType: PaymentType.CreditCard, card: CARD }).expect(409);
  });

  it('S6.02 a member\'s order is not paid through the guest route: its number and e-mail find nothing', async () => {
    const member = await shoppers.member();
    const order = await shoppers.order(member, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    await guestPay(api(), { docNo: order.docNo, email: member.email, paymentType: PaymentType.CreditCard, card: CARD }).expect(404);
  });

  it('S7.32 issue 32 item 7 a 3-D Secure card: the bank page (tries after a wrong code), then the callback back to tracking, the order Paid once', async () => {
    const guest = await shoppers.guest();
    const order = await shoppers.order(guest, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater, 'en');
    // Another browser, with no cookie at all: the payment starts its visitor's token.
    const browser = request.agent(shoppers.shop().url);
    const key = newKey();
    const answer = await guestPay(browser, { docNo: order.docNo, email: guest.email, paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.threeDSecure) }, key).expect(200);
    expect(answer.body.threeDSecure.challengeUrl).toBe(`/api/3d-secure/challenge?key=${key}`);
    const page = await browser.get(answer.body.threeDSecure.challengeUrl).expect(200);
    expect(page.text).toContain('name="track" value="1"');
    expect(page.text).toContain(`name="docNo" value="${order.docNo}"`);

    const again = await browser.post(THREE_D_SECURE_CALLBACK_PATH).type('form').send({ key, code: '000000', action: 'approve', docNo: order.docNo, track: '1' }).expect(303);
    expect(again.headers.location).toBe(`/api/3d-secure/challenge?key=${key}`);
    const done = await browser.post(THREE_D_SECURE_CALLBACK_PATH).set('x-culture', 'en').type('form').send({ key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: order.docNo, track: '1' }).expect(303);
    expect(done.headers.location).toBe(`/en/order-track?docno=${order.docNo}&payment=success`);
    expect(await tracked(order.docNo, guest.email)).toMatchObject({ status: OrderStatus.Paid, payment: { status: 'captured', cardLastFour: '3220' } });
    // The callback again answers what the first did: paid once.
    const replay = await browser.post(THREE_D_SECURE_CALLBACK_PATH).set('x-culture', 'en').type('form').send({ key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: order.docNo, track: '1' }).expect(303);
    expect(replay.headers.location).toBe(done.headers.location);
  });
});
