import { PaymentType } from '../../contracts/enums.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { THREE_D_SECURE_CALLBACK_PATH, THREE_D_SECURE_TEST_CODE } from '../../contracts/payment/payloads.js';
import { activateMember, cardOf, cookiesOf, newEmail, registerShopper, type Shopper } from './order-fixtures.js';
import { solvedCaptcha } from '../support/bot-check.js';
import { orderSuite } from './order-shoppers.js';

/**
 * Issue 27 item 11: e-mail (or SMS) activation is enforced by the server, not only by the
 * checkout's redirect to /otp (S4.08, S6.03). A member still to activate is refused with 403 and
 * one message on every route that places or pays an order, starts or finishes a 3-D Secure
 * payment, or writes to the shop; nothing is made. Once the code is typed in, the same calls work.
 */
describe('a member still to activate may not order, pay or write to the shop (issue 27 item 11; S4.08, S6.03, S6.04)', () => {
  const suite = orderSuite(2);
  const { api, freshVariant } = suite;
  const refusal = { status: 403, message: MemberMessage.activationNeeded };

  /** Every route a member still to activate may not use, each with a body it would otherwise take. */
  function refusedRoutes(shopper: Shopper) {
    const post = (path: string, body: object, key?: string) => {
      const call = api().post(path).set('Cookie', shopper.cookie);
      return (key ? call.set('Idempotency-Key', key) : call).send(body);
    };
    const place = (body: object, key?: string) => post('/api/place-order', { shippingAddressId: shopper.addressId, ...body }, key);
    return {
      'place-order by card': () => place({ paymentType: PaymentType.CreditCard, card: cardOf() }),
      'place-order by bank transfer': () => place({ paymentType: PaymentType.BankTransfer }),
      'place-order at the door': () => place({ paymentType: PaymentType.PayAtDoor }),
      'place-order to pay later': () => place({ paymentType: PaymentType.PayLater }),
      'place-order from the wallet': () => place({ paymentType: PaymentType.Wallet }),
      'place-order by a 3-D Secure card (the challenge\'s start)': () => place({ paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.threeDSecure) }, 'bekleyen-3ds-placement'),
      'pay-order by card': () => post('/api/pay-order', { docNo: 'VTR-2026-K7QM2XPD9A', paymentType: PaymentType.CreditCard, card: cardOf() }),
      'pay-order by a 3-D Secure card': () => post('/api/pay-order', { docNo: 'VTR-2026-K7QM2XPD9A', paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.threeDSecure) }, 'bekleyen-3ds-pay'),
      'pay-order from the wallet': () => post('/api/pay-order', { docNo: 'VTR-2026-K7QM2XPD9A', paymentType: PaymentType.Wallet }),
      'send-message': () => post('/api/send-message', { subjectId: 1, text: 'Siparişim ne zaman gelir?' }),
      'reply-message': () => post('/api/reply-message', { id: 1, text: 'Bir sorum daha var.' }),
    };
  }

  it('S4.08 S6.03 a member still to activate gets 403 with one message on order placement (every payment type, a 3-D Secure card too), pay-order and member messages; no order, no challenge, no message is made, and the cart is kept', async () => {
    const pending = await registerShopper(suite.shop().url, 'bekleyen', { activated: false });
    expect((await api().get('/api/active-member').set('Cookie', pending.cookie).expect(200)).body.pendingActivation).toBe('email');
    const variant = freshVariant();
    await api().post('/api/add-to-cart').set('Cookie', pending.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    const stock = await suite.stockOf(variant.stockBarcodeId);

    for (const [route, call] of Object.entries(refusedRoutes(pending))) {
      const answer = await call();
      expect({ route, status: answer.status, message: answer.body.message as string }).toEqual({ route, ...refusal });
    }
    // The bank's page and its return for the key the 3-D Secure placement would have used: no payment waits there.
    const page = await api().get('/api/3d-secure/challenge').query({ key: 'bekleyen-3ds-placement' }).set('Cookie', pending.cookie).expect(200);
    expect(page.text).not.toContain(THREE_D_SECURE_TEST_CODE);
    const back = await api().post(THREE_D_SECURE_CALLBACK_PATH).set('Cookie', pending.cookie).type('form')
      .send({ key: 'bekleyen-3ds-placement', code: THREE_D_SECURE_TEST_CODE, action: 'approve' }).expect(303);
    expect(back.headers.location).toMatch(/status=error/);

    expect((await api().get('/api/orders').set('Cookie', pending.cookie).expect(200)).body.orders).toEqual([]);
    expect((await api().get('/api/messages').set('Cookie', pending.cookie).expect(200)).body.threads).toEqual([]);
    expect(await suite.stockOf(variant.stockBarcodeId)).toBe(stock);
    expect((await api().post('/api/get-cart').set('Cookie', pending.cookie).send({}).expect(200)).body.cart.itemCount).toBe(1);
    expect(suite.refunds).toEqual([]);

    // With the mailed code typed in, the same member orders and writes.
    await activateMember(suite.shop().url, pending.email, pending.cookie);
    const routes = refusedRoutes(pending);
    const placed = await routes['place-order by bank transfer']().expect(200);
    expect(placed.body.order.docNo).toEqual(expect.any(String));
    await routes['send-message']().expect(200);
  });

  it('S7.30 an e-mail a member has not proven reaches nothing done under it: no newsletter consent among their documents and no newsletter segment, until the code proves it', async () => {
    const email = newEmail('bulten-sahibi');
    await api().post('/api/newsletter-subscribe').set(CAPTCHA_HEADER, await solvedCaptcha(suite.shop().url)).send({ email, consentAccepted: true }).expect(200);
    const [mail] = await suite.db().query<{ text_body: string }>('SELECT text_body FROM notification_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email]);
    const token = /action=confirm&token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1];
    await api().post('/api/newsletter-confirm').send({ token }).expect(200);

    // Someone else signs up with that address (the owner never did) and does not prove it.
    const registered = await api().post('/api/register').send({ email, password: 'uzun bir şifre 123', name: 'Başka', surname: 'Biri', privacyAccepted: true }).expect(200);
    const cookie = cookiesOf(registered);
    const read = async (path: string) => (await api().get(path).set('Cookie', cookie).expect(200)).body as { documents?: { type: string }[]; segments?: { code: string }[] };
    expect((await read('/api/member-documents')).documents!.map((document) => document.type)).toEqual(['membership-agreement']);
    expect((await read('/api/member-segments')).segments!.map((segment) => segment.code)).not.toContain('newsletter');

    // The address's owner, once the mailed code proves it, sees their consent.
    await activateMember(suite.shop().url, email, cookie);
    expect((await read('/api/member-documents')).documents!.map((document) => document.type)).toContain('newsletter-consent');
    expect((await read('/api/member-segments')).segments!.map((segment) => segment.code)).toContain('newsletter');
  });

  it('S6.02 a guest has nothing to activate: the guest checks out as before', async () => {
    const guest = await suite.guest();
    const variant = freshVariant();
    await api().post('/api/add-to-cart').set('Cookie', guest.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    await refusedRoutes(guest)['place-order by card']().expect(200);
  });
});
