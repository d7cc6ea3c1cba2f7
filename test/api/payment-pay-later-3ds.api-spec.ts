import { OrderStatus, PaymentType } from '../../contracts/enums.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { THREE_D_SECURE_CALLBACK_PATH, THREE_D_SECURE_TEST_CODE } from '../../contracts/payment/payloads.js';
import { startTestBank, type TestBank } from '../support/test-bank.js';
import { cardOf } from './order-fixtures.js';
import { orderSuite, type Shopper } from './order-shoppers.js';

let keys = 0;
const newKey = () => `pay-later-3ds-${Date.now()}-${keys += 1}`;
const THREE_D_SECURE_CARD = cardOf(TEST_CARDS.threeDSecure);

/**
 * A pay-later order paid later by a card that needs 3-D Secure (issue 15; S7.32 pay-later and
 * card-provider transactions, S3.14 statuses): the checkout's challenge page and callback, under
 * the payment's Idempotency-Key; paid exactly once, or still waiting with nothing charged. The
 * card provider is the stand-in bank outside the shop, whose books the test reads.
 */
describe('pay later by a 3-D Secure card (S7.32, S3.14)', () => {
  let bank: TestBank;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    bank = await startTestBank();
    env.PAYMENT_PROVIDER_URL = bank.url;
  });
  afterAll(async () => { await bank?.close(); });
  // Declared after the bank's hook, so the shop starts with the bank's address.
  const shoppers = orderSuite(8, env);
  const { api, freshVariant } = shoppers;

  const payOrder = (shopper: Shopper, body: Record<string, unknown>, key?: string) => {
    const call = api().post('/api/pay-order').set('Cookie', shopper.cookie);
    return (key ? call.set('Idempotency-Key', key) : call).send(body);
  };
  const callback = (shopper: Shopper, form: Record<string, string>) => api().post(THREE_D_SECURE_CALLBACK_PATH).set('Cookie', shopper.cookie).type('form').send(form);
  const detail = async (shopper: Shopper, docNo: string) => (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo }).expect(200)).body.order as Order;
  /** The bank's payments for the order (its docNo is the reference), and those it holds money for. */
  const booksOf = (docNo: string) => ({ opened: bank.payments().filter((payment) => payment.reference === docNo), charged: bank.charges().filter((payment) => payment.reference === docNo) });

  /** A member's pay-later order and the 3-D Secure challenge its payment waits on. */
  async function challenged(shopper?: Shopper) {
    const owner = shopper ?? await shoppers.member();
    const order = await shoppers.order(owner, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    const key = newKey();
    const answer = await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: THREE_D_SECURE_CARD }, key).expect(200);
    return { owner, order, key, answer };
  }

  it('S7.32 S3.14 approved on the bank page: the order is paid once by the card, and the callback goes back to the order page; a real bank\'s page prints no test code (issue 27)', async () => {
    const { owner, order, key, answer } = await challenged();
    expect(answer.body).toEqual({ isSuccess: true, threeDSecure: { challengeUrl: `/api/3d-secure/challenge?key=${key}` } });
    // Nothing is charged and the order keeps waiting until the bank's page answers.
    expect(await detail(owner, order.docNo)).toMatchObject({ status: OrderStatus.Waiting, payment: { status: 'waiting' } });
    expect(booksOf(order.docNo).opened).toEqual([]);

    const page = await api().get(String(answer.body.threeDSecure.challengeUrl)).set('Cookie', owner.cookie).expect(200);
    expect(page.text).toContain('3220');
    expect(page.text).toContain(`name="docNo" value="${order.docNo}"`);
    expect(page.text).not.toContain(TEST_CARDS.threeDSecure);
    // The code goes to the card holder's phone, never onto the page: only the embedded test bank (TEST_PAYMENTS) prints its own.
    expect(page.text).not.toContain('code-hint');
    expect(page.text).not.toContain('Test bankası kodu');

    const done = await callback(owner, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: order.docNo }).expect(303);
    expect(done.headers.location).toBe(`/u/orders/${order.docNo}?payment=success`);
    const paid = await detail(owner, order.docNo);
    expect(paid).toMatchObject({ status: OrderStatus.Paid, payment: { paymentType: PaymentType.PayLater, status: 'captured', cardLastFour: '3220' } });
    expect(paid.history.map((entry) => entry.status)).toEqual([OrderStatus.Waiting, OrderStatus.Paid]);
    const { charged } = booksOf(order.docNo);
    expect(charged).toHaveLength(1);
    expect(charged[0].captured).toBe(Math.round(order.netTotal * 100));
    // The English site comes back to the English order page.
    const english = await challenged();
    const back = await callback(english.owner, { key: english.key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: english.order.docNo }).set('x-culture', 'en').expect(303);
    expect(back.headers.location).toBe(`/en/u/orders/${english.order.docNo}?payment=success`);
  });

  it('S7.32 issue 32 item 7 declined in the challenge (three wrong codes) or cancelled: nothing charged, the order still waits and can be paid again', async () => {
    const { owner, order, key } = await challenged();
    for (let wrong = 1; wrong < 3; wrong += 1) {
      // A wrong code with tries left: the bank's page again, nothing charged.
      expect((await callback(owner, { key, code: '000000', action: 'approve', docNo: order.docNo }).expect(303)).headers.location).toBe(`/api/3d-secure/challenge?key=${key}`);
    }
    expect(booksOf(order.docNo).charged).toEqual([]);
    const refused = await callback(owner, { key, code: '000000', action: 'approve', docNo: order.docNo }).expect(303);
    expect(refused.headers.location).toBe(`/u/orders/${order.docNo}?payment=error&reason=challenge-failed`);
    // The key keeps its refusal: the right code afterwards charges nothing either.
    const again = await callback(owner, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: order.docNo }).expect(303);
    expect(again.headers.location).toBe(refused.headers.location);
    expect(await detail(owner, order.docNo)).toMatchObject({ status: OrderStatus.Waiting, payment: { status: 'waiting' } });
    expect(booksOf(order.docNo).charged).toEqual([]);

    const cancelKey = newKey();
    await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: THREE_D_SECURE_CARD }, cancelKey).expect(200);
    const cancelled = await callback(owner, { key: cancelKey, action: 'cancel', docNo: order.docNo }).expect(303);
    expect(cancelled.headers.location).toBe(`/u/orders/${order.docNo}?payment=error&reason=challenge-failed`);
    expect(await detail(owner, order.docNo)).toMatchObject({ status: OrderStatus.Waiting, payment: { status: 'waiting' } });
    expect(booksOf(order.docNo).charged).toEqual([]);

    const lastKey = newKey();
    await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: THREE_D_SECURE_CARD }, lastKey).expect(200);
    await callback(owner, { key: lastKey, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: order.docNo }).expect(303);
    expect(await detail(owner, order.docNo)).toMatchObject({ status: OrderStatus.Paid, payment: { status: 'captured' } });
    expect(booksOf(order.docNo).charged).toHaveLength(1);
  });

  it('S7.32 the callback twice (one after the other, and two at once) pays once: one charge, one Paid step', async () => {
    const { owner, order, key } = await challenged();
    const form = { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: order.docNo };
    const first = await callback(owner, form).expect(303);
    const repeated = await callback(owner, form).expect(303);
    expect(repeated.headers.location).toBe(first.headers.location);
    expect(first.headers.location).toBe(`/u/orders/${order.docNo}?payment=success`);

    const second = await challenged(owner);
    const secondForm = { key: second.key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: second.order.docNo };
    const both = await Promise.all([callback(owner, secondForm).expect(303), callback(owner, secondForm).expect(303)]);
    expect(both.map((response) => response.headers.location)).toEqual([`/u/orders/${second.order.docNo}?payment=success`, `/u/orders/${second.order.docNo}?payment=success`]);

    for (const docNo of [order.docNo, second.order.docNo]) {
      expect(booksOf(docNo).charged).toHaveLength(1);
      const paid = await detail(owner, docNo);
      expect(paid.history.filter((entry) => entry.status === OrderStatus.Paid)).toHaveLength(1);
    }
    // The same key on the payment route answers the first outcome; with another card it is refused.
    const replay = await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: THREE_D_SECURE_CARD }, key).expect(200);
    expect(replay.body.order).toMatchObject({ docNo: order.docNo, status: OrderStatus.Paid });
    const conflict = await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.approved) }, key).expect(422);
    expect(conflict.body.message).toBe(OrderMessage.idempotencyConflict);
    expect(booksOf(order.docNo).charged).toHaveLength(1);
  });

  it('S7.32 another member\'s order is refused (404, no challenge), and another member cannot answer the owner\'s challenge', async () => {
    const owner = await shoppers.member();
    const other = await shoppers.member();
    const order = await shoppers.order(owner, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    const refused = await payOrder(other, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: THREE_D_SECURE_CARD }, newKey()).expect(404);
    expect(refused.body).toMatchObject({ isSuccess: false, message: OrderMessage.orderNotFound });

    const key = newKey();
    await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: THREE_D_SECURE_CARD }, key).expect(200);
    // The key is the owner's: another member's browser finds no payment under it.
    const page = await api().get(`/api/3d-secure/challenge?key=${key}`).set('Cookie', other.cookie).expect(200);
    expect(page.text).not.toContain(order.docNo);
    const foreign = await callback(other, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: order.docNo }).expect(303);
    expect(foreign.headers.location).toMatch(/payment=error/);
    expect(await detail(owner, order.docNo)).toMatchObject({ status: OrderStatus.Waiting, payment: { status: 'waiting' } });
    expect(booksOf(order.docNo).charged).toEqual([]);
    // The owner's challenge is untouched and still completes.
    await callback(owner, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: order.docNo }).expect(303);
    expect(await detail(owner, order.docNo)).toMatchObject({ status: OrderStatus.Paid });
  });

  it('S3.14 an order not waiting for its payment is refused (409): a card order, a paid order, and one paid from the wallet while its challenge waited', async () => {
    const owner = await shoppers.member();
    const cardOrder = await shoppers.order(owner, [{ variant: freshVariant(), quantity: 1 }]);
    const notPayLater = await payOrder(owner, { docNo: cardOrder.docNo, paymentType: PaymentType.CreditCard, card: THREE_D_SECURE_CARD }, newKey()).expect(409);
    expect(notPayLater.body.message).toBe(OrderMessage.payLaterNotWaiting);

    const { order, key } = await challenged(owner);
    // Paid meanwhile from the wallet: the challenge's approval must not charge the card too.
    await api().post('/gateway/ordermanagement/api/operator/credit-wallet').set('authorization', shoppers.bearer()).send({ email: owner.email, currencyId: 1, amount: order.netTotal }).expect(200);
    await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.Wallet }).expect(200);
    const late = await callback(owner, { key, code: THREE_D_SECURE_TEST_CODE, action: 'approve', docNo: order.docNo }).expect(303);
    expect(late.headers.location).toBe(`/u/orders/${order.docNo}?payment=error&reason=payment-failed`);
    expect(booksOf(order.docNo).charged).toEqual([]);
    const paid = await detail(owner, order.docNo);
    expect(paid).toMatchObject({ status: OrderStatus.Paid, payment: { status: 'captured' } });
    expect(paid.history.filter((entry) => entry.status === OrderStatus.Paid)).toHaveLength(1);

    const again = await payOrder(owner, { docNo: order.docNo, paymentType: PaymentType.CreditCard, card: THREE_D_SECURE_CARD }, newKey()).expect(409);
    expect(again.body).toMatchObject({ isSuccess: false, message: OrderMessage.payLaterNotWaiting });
  });
});
