import { cartMoneyRows, orderMoneyRows } from '../../contracts/cart/money-rows.js';
import { formatMinorMoney, SHOP_CURRENCIES, toMinor } from '../../contracts/currency/money-format.js';
import { CartTotalType, PaymentType } from '../../contracts/enums.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { PaymentMessage } from '../../contracts/payment/messages.js';
import type { CardPointsResponse, InstallmentsResponse } from '../../contracts/payment/responses.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { cardOf, paymentFixtures } from './payment-fixtures.js';

/** A Luhn-valid Ziraat debit card: single payment only, no points. */
const ZIRAAT_DEBIT = '4446760000000003';

/**
 * Card details through the storefront API (spec §7 S7.26 Payment: get banks, get credit card
 * point; S7.32 Shopping cart gateway: installment options): the bank from the BIN, instalment
 * options for the cart's total, card points, and placement with the chosen instalments.
 */
describe('instalments, card points and bank accounts (S7.26, S7.32)', () => {
  let shop: TestApp;
  let db: Database;
  let variants: Variant[];
  let next = 0;
  const f = paymentFixtures(() => shop.url, () => db);
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    db = shop.app.get<Database>(DATABASE, { strict: false });
    variants = await variantsInStock(shop.url, 5);
  });
  afterAll(async () => { await shop?.close(); });
  const freshVariant = () => variants[next++];
  const installments = (cookie: string, binNumber: string) => f.api().post('/api/get-installments').set('Cookie', cookie).send({ binNumber });

  it('S7.32 a Garanti BIN answers the bank, the family and 1, 2, 3, 6, 9 instalments of the cart\'s NetTotal', async () => {
    const shopper = await f.member();
    const cart = await f.fill(shopper, freshVariant(), 2);
    const body = (await installments(shopper.cookie, '540036').expect(200)).body as InstallmentsResponse;
    expect(body).toMatchObject({ isSuccess: true, currencyCode: 'TRY', bank: { bankName: 'Garanti BBVA', cardFamily: 'Bonus', hasPoints: true } });
    expect(body.options.map((option) => option.count)).toEqual([1, 2, 3, 6, 9]);
    expect(body.options[0]).toEqual({ count: 1, monthlyAmount: f.netOf(cart), totalAmount: f.netOf(cart), interestAmount: 0 });
    for (const option of body.options) {
      const total = Math.round(option.totalAmount * 100);
      expect(total).toBe(Math.round((f.netOf(cart) + option.interestAmount) * 100));
      expect(total - Math.round(option.monthlyAmount * 100) * option.count).toBeLessThan(option.count);
    }
  });

  it('S7.32 an unknown BIN and a debit card pay in one go; a BIN of letters or five digits is 400; no environment token is 401', async () => {
    const shopper = await f.member();
    await f.fill(shopper, freshVariant());
    for (const bin of ['411111', '444676']) {
      const body = (await installments(shopper.cookie, bin).expect(200)).body as InstallmentsResponse;
      expect(body.options.map((option) => option.count)).toEqual([1]);
    }
    expect(((await installments(shopper.cookie, '411111').expect(200)).body as InstallmentsResponse).bank.bankName).toBe('');
    for (const binNumber of ['54003', 'abcdef', '540036123']) await installments(shopper.cookie, binNumber).expect(400);
    await f.api().post('/api/get-installments').send({ binNumber: '540036' }).expect(401);
  });

  it('S7.32 placement with 3 Garanti instalments charges the option\'s total (interest included) and keeps the count on the payment', async () => {
    const shopper = await f.member();
    await f.fill(shopper, freshVariant());
    const { options } = (await installments(shopper.cookie, '540036').expect(200)).body as InstallmentsResponse;
    const three = options.find((option) => option.count === 3)!;
    expect(three.interestAmount).toBeGreaterThan(0);
    const response = await f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.garantiBonus), installmentCount: 3 }).expect(200);
    const order = response.body.order as Order;
    expect(order.netTotal).toBe(three.totalAmount);
    expect(order.payment).toMatchObject({ amount: three.totalAmount, installmentCount: 3, interestAmount: three.interestAmount, cardLastFour: '0003', status: 'captured' });
    // The count is the payment's own column (S3.22): the interest total no longer carries it.
    expect(order.totals).toContainEqual(expect.objectContaining({ typeId: CartTotalType.Commission, value: three.interestAmount }));
    expect(order.totals.some((entry) => entry.installmentCount !== undefined)).toBe(false);
    expect(order.totals.find((total) => total.typeId === CartTotalType.NetTotal)!.value).toBe(three.totalAmount);
    const detail = await f.api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo: order.docNo }).expect(200);
    expect(detail.body.order.payment.installmentCount).toBe(3);
  });

  it('S7.32 refusals: a count the bank does not offer, a count no bank offers, instalments on a bank transfer: 400, no order, stock and cart intact', async () => {
    const shopper = await f.member();
    const variant = freshVariant();
    await f.fill(shopper, variant);
    const stock = await f.stockOf(variant.stockBarcodeId);
    const orders = await f.orderCount();
    const notOffered = await f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(ZIRAAT_DEBIT), installmentCount: 3 }).expect(400);
    expect(notOffered.body).toMatchObject({ isSuccess: false, message: PaymentMessage.installmentNotOffered });
    const unknownBank = await f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(), installmentCount: 6 }).expect(400);
    expect(unknownBank.body.message).toBe(PaymentMessage.installmentNotOffered);
    await f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.garantiBonus), installmentCount: 4 }).expect(400);
    const transfer = await f.place(shopper, { paymentType: PaymentType.BankTransfer, installmentCount: 3 }).expect(400);
    expect(transfer.body.message).toBe(PaymentMessage.installmentNotOffered);
    expect(await f.orderCount()).toBe(orders);
    expect(await f.stockOf(variant.stockBarcodeId)).toBe(stock);
    expect((await f.cartOf(shopper)).itemCount).toBe(1);
  });

  it('S7.26 card points: the balance of a points card; spending them lowers the charge and shows as a SitePoint total; a card without points is refused', async () => {
    const shopper = await f.member();
    const cart = await f.fill(shopper, freshVariant());
    const points = (await f.api().post('/api/get-card-points').set('Cookie', shopper.cookie).send({ cardNumber: TEST_CARDS.garantiBonus }).expect(200)).body as CardPointsResponse;
    expect(points).toMatchObject({ isSuccess: true, balance: 25, currencyCode: 'TRY', bank: { bankName: 'Garanti BBVA', hasPoints: true } });
    const none = (await f.api().post('/api/get-card-points').set('Cookie', shopper.cookie).send({ cardNumber: ZIRAAT_DEBIT }).expect(200)).body as CardPointsResponse;
    expect(none.balance).toBe(0);
    await f.api().post('/api/get-card-points').set('Cookie', shopper.cookie).send({ cardNumber: '4111111111111112' }).expect(400);
    const refused = await f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(ZIRAAT_DEBIT), useCardPoints: true }).expect(400);
    expect(refused.body.message).toBe(PaymentMessage.noCardPoints);
    const order = (await f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.garantiBonus), useCardPoints: true }).expect(200)).body.order as Order;
    expect(order.netTotal).toBeCloseTo(f.netOf(cart) - 25, 2);
    expect(order.payment).toMatchObject({ pointsUsed: 25, amount: order.netTotal });
    expect(order.totals).toContainEqual(expect.objectContaining({ typeId: CartTotalType.SitePoint, value: 25 }));
  });

  it('issue 32 item 1 S3.10 S7.32: with points, the plans are on the total after them; the checkout\'s rows with the chosen plan\'s interest and the points are the pre-information form\'s and the order\'s rows, and its total is the charge', async () => {
    const shopper = await f.member();
    const cart = await f.fill(shopper, freshVariant(), 2);
    const quote = (await f.api().post('/api/get-installments').set('Cookie', shopper.cookie).send({ binNumber: '540036', points: 25 }).expect(200)).body as InstallmentsResponse;
    expect(quote.points).toBe(25);
    expect(quote.options[0]).toMatchObject({ count: 1, totalAmount: f.netOf(cart) - 25, interestAmount: 0 });
    const three = quote.options.find((option) => option.count === 3)!;
    // Garanti's three instalments cost 2.5 % of what the card pays: the total after the points.
    expect(toMinor(three.interestAmount)).toBe(Math.round(((toMinor(f.netOf(cart)) - 2_500) * 250) / 10_000));
    const checkout = cartMoneyRows(cart, PaymentType.CreditCard, { interest: toMinor(three.interestAmount), points: toMinor(quote.points) });
    expect(checkout.rows.map((row) => row.kind)).toEqual(expect.arrayContaining(['cardPoints', 'interest']));
    expect(checkout.total).toBe(toMinor(three.totalAmount));

    // The pre-information form the shopper accepts has the same rows and total (S7.32).
    const agreements = (body: object) => f.api().post('/api/get-agreements').set('Cookie', shopper.cookie).send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard, ...body });
    const { preInformation } = (await agreements({ binNumber: '540036', installmentCount: 3, points: 25 }).expect(200)).body as { preInformation: string };
    const written = (minor: number) => formatMinorMoney(minor, SHOP_CURRENCIES[1], 'tr');
    for (const row of [`<th scope="row">Vade farkı</th><td>${written(toMinor(three.interestAmount))}</td>`, '<th scope="row">Kart puanıyla ödenen</th><td>−25 ₺</td>', `<th scope="row">Toplam (KDV dahil)</th><td>${written(checkout.total)}</td>`]) {
      expect(preInformation).toContain(row);
    }
    expect((await agreements({ binNumber: '444676', installmentCount: 3 }).expect(400)).body.message).toBe(PaymentMessage.installmentNotOffered);

    const order = (await f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(TEST_CARDS.garantiBonus), installmentCount: 3, useCardPoints: true }).expect(200)).body.order as Order;
    expect(toMinor(order.netTotal)).toBe(checkout.total);
    expect(orderMoneyRows(order).rows).toEqual(checkout.rows);

    // A card without points spends none, whatever is asked; a bad amount is a clear 400.
    await f.fill(shopper, freshVariant());
    expect(((await f.api().post('/api/get-installments').set('Cookie', shopper.cookie).send({ binNumber: '444676', points: 25 }).expect(200)).body as InstallmentsResponse).points).toBe(0);
    // 2e-323 is written with an exponent: class-validator's own decimals check threw on it (a 500).
    for (const [points, message] of [[-1, 'points must not be negative'], [1.234, 'points must be an amount with at most 2 decimals'], [2e-323, 'points must be an amount with at most 2 decimals']]) {
      const refused = await f.api().post('/api/get-installments').set('Cookie', shopper.cookie).send({ binNumber: '540036', points }).expect(400);
      expect(refused.body.message).toBe(message);
    }
  });

  it('S7.26 get banks: two lira accounts for bank transfer with bank, branch, holder, IBAN and currency (issue 32 item 6)', async () => {
    const body = (await f.api().post('/api/get-banks').send({}).expect(200)).body as { isSuccess: boolean; bankAccounts: { bankName: string; branch: string; accountHolder: string; iban: string }[] };
    expect(body.isSuccess).toBe(true);
    expect(body.bankAccounts).toHaveLength(2);
    for (const account of body.bankAccounts) expect(account).toEqual({ bankName: expect.any(String), branch: expect.any(String), accountHolder: expect.any(String), iban: expect.stringMatching(/^TR\d{2}( \d{4}){5} \d{2}$/), currencyCode: 'TRY' });
  });

  it('a non-card payment keeps its payment as it was: no instalment fields', async () => {
    const shopper = await f.member();
    await f.fill(shopper, freshVariant());
    const order = (await f.place(shopper, { paymentType: PaymentType.BankTransfer }).expect(200)).body as { message: string; order: Order };
    expect(order.message).toBe(OrderMessage.placedWaitingTransfer);
    expect(order.order.payment.installmentCount).toBeUndefined();
  });
});
