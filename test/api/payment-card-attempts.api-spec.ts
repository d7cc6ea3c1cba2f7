import request from 'supertest';
import { PaymentType } from '../../contracts/enums.js';
import { MemberMessage } from '../../contracts/member/messages.js';
import { CAPTCHA_HEADER } from '../../contracts/member/payloads.js';
import { luhnValid, TEST_CARDS } from '../../contracts/order/card.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { PaymentMessage } from '../../contracts/payment/messages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { solvedCaptcha } from '../support/bot-check.js';
import { cardOf, registerShopper, type Shopper } from './order-fixtures.js';

let addresses = 0;
/** A client address of its own (the shop believes X-Forwarded-For from its loopback proxy), so one test's counts never reach another's. */
const newAddress = () => `10.27.${Math.floor(addresses / 250)}.${(addresses += 1) % 250 + 1}`;

/** A Luhn-valid card number of the test bank that it approves: `prefix` and a check digit. */
function approvedCard(prefix: string): string {
  const digit = [...'0123456789'].find((candidate) => luhnValid(`${prefix}${candidate}`));
  return `${prefix}${digit}`;
}

/**
 * Issue 27 item 8: card testing (40 declines in 1.4 s, "declined" and "insufficient funds" told
 * apart, 60 point look-ups in 0.6 s) is stopped. Card payments (placements, pay-later payments,
 * 3-D Secure starts) and card look-ups are counted per shopper, per address and per card (a keyed
 * hash of the number); every decline reads the same; after 3 declines of a shopper or a card, or
 * 5 from an address, the next card payment needs the ALTCHA bot check; after 6 of a card (10 of a
 * shopper, 20 of an address) it answers 429. Each test runs its own shop (the limits' counters are
 * the shop's), with the limits as they are in production (no RATE_LIMIT_SCALE).
 */
describe('card attempts are limited (issue 27 item 8, S7.26, S7.32)', () => {
  let shop: TestApp;
  let variants: Variant[];
  let next = 0;
  beforeEach(async () => {
    shop = await startTestApp();
    variants = await variantsInStock(shop.url, 12);
    next = 0;
  });
  afterEach(async () => { await shop?.close(); });

  const api = () => request(shop.url);
  /** A member with an address and a fresh variant in the cart, paying from `address`. */
  async function payer(address: string): Promise<Shopper & { address: string }> {
    const shopper = await registerShopper(shop.url, 'kart-deneme');
    const variant = variants[next++];
    await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    return { ...shopper, address };
  }
  /** A card placement; with `captcha` it carries a solved bot check. */
  function pay(shopper: Shopper & { address: string }, number: string, captcha?: string, key?: string) {
    let call = api().post('/api/place-order').set('Cookie', shopper.cookie).set('X-Forwarded-For', shopper.address);
    if (captcha) call = call.set(CAPTCHA_HEADER, captcha);
    if (key) call = call.set('Idempotency-Key', key);
    return call.send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard, card: cardOf(number) });
  }
  const botCheck = () => solvedCaptcha(shop.url);
  const expectBotCheckAsked = (answer: request.Response) =>
    expect({ status: answer.status, message: answer.body.message, data: answer.body.data }).toEqual({ status: 428, message: PaymentMessage.botCheckRequired, data: { botCheckRequired: true } });
  const expectTooMany = (answer: request.Response) => {
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 429, message: MemberMessage.tooManyRequests });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('S7.32 S8.16 every decline reads the same: a declined card and an insufficient-funds card answer one status and one body', async () => {
    const [declined, short] = await Promise.all([payer(newAddress()), payer(newAddress())]);
    const first = await pay(declined, TEST_CARDS.declined);
    const second = await pay(short, TEST_CARDS.insufficientFunds);
    expect({ status: first.status, body: first.body }).toEqual({ status: 402, body: { isSuccess: false, status: 402, message: OrderMessage.cardDeclined } });
    expect({ status: second.status, body: second.body }).toEqual({ status: first.status, body: first.body });
  });

  it('S7.32 a shopper\'s third decline asks for the bot check; their next card payment, with another card, is refused without it (428) and a solved one lets it pay; a reused solution is refused', async () => {
    const shopper = await payer(newAddress());
    expect((await pay(shopper, TEST_CARDS.declined)).body.data).toBeUndefined();
    expect((await pay(shopper, TEST_CARDS.insufficientFunds)).body.data).toBeUndefined();
    const third = await pay(shopper, TEST_CARDS.declined);
    expect({ status: third.status, message: third.body.message, data: third.body.data }).toEqual({ status: 402, message: OrderMessage.cardDeclined, data: { botCheckRequired: true } });

    const card = approvedCard('411111111111112');
    expectBotCheckAsked(await pay(shopper, card));
    const solution = await botCheck();
    const paid = await pay(shopper, card, solution).expect(200);
    expect(paid.body.order.payment.cardLastFour).toBe(card.slice(-4));
    // One solution, one payment.
    const variant = variants[next++];
    await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    const reused = await pay(shopper, card, solution);
    expect({ status: reused.status, message: reused.body.message, data: reused.body.data }).toEqual({ status: 400, message: MemberMessage.captchaInvalid, data: { botCheckRequired: true } });
  });

  it('S7.32 a card declined three times needs the bot check for every shopper; its sixth decline ends its tries: 429 with Retry-After, bot check or not', async () => {
    const shoppers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => payer(newAddress())));
    for (const shopper of shoppers.slice(0, 3)) await pay(shopper, TEST_CARDS.declined).expect(402);
    // A new shopper at a new address: only the card has been declined before.
    expectBotCheckAsked(await pay(shoppers[3], TEST_CARDS.declined));
    for (const shopper of shoppers.slice(3, 6)) {
      const answer = await pay(shopper, TEST_CARDS.declined, await botCheck());
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 402, message: OrderMessage.cardDeclined });
    }
    expectTooMany(await pay(shoppers[6], TEST_CARDS.declined, await botCheck()));
    // Another card of the same shopper and address is not held back.
    await pay(shoppers[6], TEST_CARDS.approved).expect(200);
  });

  it('S7.32 five declines from one address: a new shopper there with a new card needs the bot check; the same shopper from another address does not', async () => {
    const address = newAddress();
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => payer(address)));
    await pay(shoppers[0], TEST_CARDS.declined).expect(402);
    await pay(shoppers[0], TEST_CARDS.insufficientFunds).expect(402);
    await pay(shoppers[1], TEST_CARDS.declined).expect(402);
    await pay(shoppers[1], TEST_CARDS.insufficientFunds).expect(402);
    // Neither shopper nor card has three declines yet; this one is the address's fifth (and the declined card's third).
    expect((await pay(shoppers[2], TEST_CARDS.declined)).body).toMatchObject({ status: 402, data: { botCheckRequired: true } });
    expectBotCheckAsked(await pay(shoppers[3], approvedCard('411111111111114')));
    await pay({ ...shoppers[3], address: newAddress() }, approvedCard('411111111111114')).expect(200);
  });

  it('S7.32 pay-later payments by card and 3-D Secure starts are card payments too: three declines on the order page ask for the bot check; a card\'s eleventh 3-D Secure start answers 429', async () => {
    const shopper = await payer(newAddress());
    const order = (await api().post('/api/place-order').set('Cookie', shopper.cookie).send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.PayLater }).expect(200)).body.order as { docNo: string };
    const payLater = (number: string) => api().post('/api/pay-order').set('Cookie', shopper.cookie).set('X-Forwarded-For', shopper.address)
      .send({ docNo: order.docNo, paymentType: PaymentType.CreditCard, card: cardOf(number) });
    for (let index = 0; index < 3; index += 1) await payLater(TEST_CARDS.declined).expect(402);
    expectBotCheckAsked(await payLater(TEST_CARDS.approved));

    const starter = await payer(newAddress());
    for (let index = 1; index <= 10; index += 1) {
      const answer = await pay(starter, TEST_CARDS.threeDSecure, undefined, `baslat-${Date.now()}-${index}`).expect(200);
      expect(answer.body.threeDSecure.challengeUrl).toContain('/api/3d-secure/challenge');
    }
    expectTooMany(await pay(starter, TEST_CARDS.threeDSecure, undefined, `baslat-${Date.now()}-11`));
  });

  it('S7.32 a burst of tries sent together meets the limit too: of fifteen tries of one declined card at once, at most ten reach the bank', async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => payer(newAddress())));
    const answers = await Promise.all(Array.from({ length: 15 }, (_, index) => pay(shoppers[index % 3], TEST_CARDS.declined)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => ![402, 428, 429].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 402).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('S7.32 payments the bank approves are not held back: one shopper pays eleven orders with one card inside the window', async () => {
    const shopper = await payer(newAddress());
    const variant = variants[next - 1];
    for (let order = 1; order <= 11; order += 1) {
      if (order > 1) await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
      const answer = await pay(shopper, TEST_CARDS.approved);
      expect({ order, status: answer.status }).toEqual({ order, status: 200 });
    }
  });

  it('S7.26 S7.32 card look-ups are limited: one card\'s points ten times, then 429 with Retry-After; one shopper\'s instalment look-ups thirty times, then 429', async () => {
    const shopper = await payer(newAddress());
    const points = (number: string) => api().post('/api/get-card-points').set('Cookie', shopper.cookie).set('X-Forwarded-For', shopper.address).send({ cardNumber: number });
    for (let index = 0; index < 10; index += 1) await points(TEST_CARDS.garantiBonus).expect(200);
    expectTooMany(await points(TEST_CARDS.garantiBonus));

    const other = await payer(newAddress());
    const installments = (bin: string) => api().post('/api/get-installments').set('Cookie', other.cookie).set('X-Forwarded-For', other.address).send({ binNumber: bin });
    for (let index = 0; index < 30; index += 1) await installments(String(540036 + index)).expect(200);
    expectTooMany(await installments('540036'));
  });
});
