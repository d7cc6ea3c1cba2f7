import { PaymentType } from '../../contracts/enums.js';
import { TEST_CARDS } from '../../contracts/order/card.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { THREE_D_SECURE_CALLBACK_PATH, THREE_D_SECURE_TEST_CODE } from '../../contracts/payment/payloads.js';
import type { GatewayOwedRefundsResult } from '../../contracts/gateway/payment.js';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { startTestBank, type BankFault, type TestBank } from '../support/test-bank.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { until } from '../support/until.js';
import { expectCleanFailure, insidesOf, recovery, RECOVERY_LIMIT_MS, RUNS } from './fault-fixtures.js';
import { cardOf, paymentFixtures, type PayingShopper } from './payment-fixtures.js';

/** The engine gives up on the bank after this long (PAYMENT_PROVIDER_TIMEOUT_MS of the app under test). */
const PROVIDER_TIMEOUT_MS = 500;
/** Owed refunds are tried again this often (REFUND_RETRY_SECONDS of the app under test). */
const REFUND_RETRY_SECONDS = 1;

/**
 * Issue 17 item 4, the payment provider: the engine charges through a bank's HTTP API
 * (PAYMENT_PROVIDER_URL) played by a stand-in whose books the test reads, and which the test
 * makes slow, failing or unreadable. The shopper hears that nothing was taken, and nothing was:
 * every payment the bank holds money for is exactly one order's, every card order has exactly one
 * such payment, stock moves only with an order, and checkout works again within 5 s.
 */
describe('fault injection: the payment provider (issue 17 item 4, S7.32)', () => {
  let bank: TestBank;
  let shop: TestApp;
  let db: Database;
  let variants: Variant[];
  let bearer: string;
  let next = 0;
  const f = paymentFixtures(() => shop.url, () => db);

  beforeAll(async () => {
    bank = await startTestBank();
    shop = await startTestApp({
      PAYMENT_PROVIDER_URL: bank.url, PAYMENT_PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS), RATE_LIMIT_SCALE: '100', REFUND_RETRY_SECONDS: String(REFUND_RETRY_SECONDS),
    });
    db = shop.app.get<Database>(DATABASE, { strict: false });
    const config = shop.app.get<AppConfig>(APP_CONFIG, { strict: false });
    bearer = (await f.api().post('/gateway/realms/vitrin/protocol/openid-connect/token').type('form')
      .send({ grant_type: 'client_credentials', client_id: config.idpClientId, client_secret: config.idpClientSecret }).expect(200)).body.access_token;
    variants = await variantsInStock(shop.url, 5);
  }, 60_000);
  afterEach(() => bank.restore());
  afterAll(async () => {
    await shop?.close();
    await bank?.close();
  });

  /** The bank's books and the shop's agree: one held payment per paid card order, and the other way round. */
  async function expectBooksAgree(): Promise<void> {
    const paid = await db.query<{ reference: string }>("SELECT provider_reference AS reference FROM payment WHERE provider_reference IS NOT NULL AND status = 'captured'");
    expect(bank.charges().map((payment) => payment.providerReference).sort()).toEqual(paid.map((row) => row.reference).sort());
    expect(new Set(paid.map((row) => row.reference)).size).toBe(paid.length);
    for (const payment of bank.charges()) expect(payment.captured - payment.refunded).toBe(payment.amount);
  }

  /** A shopper with one unit of a fresh variant in the cart. */
  async function readyShopper(): Promise<{ shopper: PayingShopper; variant: Variant; stock: number }> {
    const shopper = await f.member();
    const variant = variants[next++];
    await f.fill(shopper, variant);
    return { shopper, variant, stock: await f.stockOf(variant.stockBarcodeId) };
  }

  const placeByCard = (shopper: PayingShopper, key: string, number: string = TEST_CARDS.approved) =>
    f.place(shopper, { paymentType: PaymentType.CreditCard, card: cardOf(number) }, key);

  const faults: [string, BankFault, string][] = [
    ['payment provider timeout (authorization)', { kind: 'slow', ms: PROVIDER_TIMEOUT_MS * 3 }, 'authorize'],
    ['payment provider 503 (authorization)', { kind: 'error', status: 503 }, 'authorize'],
    ['payment provider answering garbage (authorization)', { kind: 'garbage' }, 'authorize'],
    ['payment provider 500 (capture, after the authorization)', { kind: 'error', status: 500 }, 'capture'],
  ];
  describe.each(faults)('%s', (scenario, fault, operation) => {
    it.each(RUNS)('run %i: "no payment was taken", and none was: no order, no charge, stock intact; checkout works within 5 s of the bank recovering', async (run) => {
      const { shopper, variant, stock } = await readyShopper();
      const orders = await f.ordersOf(shopper.email);
      bank.fault(fault, [operation]);
      const refused = await placeByCard(shopper, `fault-bank-${operation}-${run}-${Date.now()}`);
      expectCleanFailure(refused, OrderMessage.paymentFailed);
      expect(refused.status).toBe(402);
      expect(await f.ordersOf(shopper.email)).toBe(orders);
      expect(await f.stockOf(variant.stockBarcodeId)).toBe(stock);
      expect((await f.cartOf(shopper)).itemCount).toBe(1);
      bank.restore();

      const faultEnded = Date.now();
      await recovery(scenario, run, faultEnded, async () => {
        const again = await placeByCard(shopper, `fault-bank-again-${operation}-${run}-${Date.now()}`);
        expect(insidesOf(again.text)).toEqual([]);
        return again.status === 200;
      });
      expect(await f.ordersOf(shopper.email)).toBe(orders + 1);
      expect(await f.stockOf(variant.stockBarcodeId)).toBe(stock - 1);
      // An authorization whose answer was lost is released (voided by the order's reference), never left holding the card.
      await until(() => Promise.resolve(bank.payments().every((payment) => payment.captured > 0 || payment.voided)), faultEnded + RECOVERY_LIMIT_MS, () => 'an authorization still holds the card');
      await expectBooksAgree();
    });
  });

  describe('a bank that takes the money, answers the capture too late and fails the refund too (S1.03, S7.32)', () => {
    const owedRefunds = async (): Promise<GatewayOwedRefundsResult['refunds']> =>
      (await f.api().get('/gateway/payment/api/payment/owed-refunds').set('authorization', `Bearer ${bearer}`).expect(200)).body.refunds;

    it('the charge is kept owed, given back once the bank answers again, and only once although the first retry\'s answer is lost too', async () => {
      const { shopper, variant, stock } = await readyShopper();
      const orders = await f.ordersOf(shopper.email);
      const before = new Set(bank.payments().map((payment) => payment.providerReference));
      bank.fault({ kind: 'slow', ms: PROVIDER_TIMEOUT_MS * 3 }, ['capture']);
      bank.fault({ kind: 'error', status: 503 }, ['refund']);
      const refused = await placeByCard(shopper, `fault-bank-owed-${Date.now()}`);
      expectCleanFailure(refused, OrderMessage.paymentFailed);
      expect(await f.ordersOf(shopper.email)).toBe(orders);
      expect(await f.stockOf(variant.stockBarcodeId)).toBe(stock);

      // The bank captured while the shop stopped waiting: it holds money no order stands for, and the shop knows it owes it.
      const opened = bank.payments().filter((payment) => !before.has(payment.providerReference));
      expect(opened).toHaveLength(1);
      const [held] = opened;
      await until(() => Promise.resolve(held.captured > 0), Date.now() + RECOVERY_LIMIT_MS, () => 'the slow capture never reached the bank');
      expect(held.refunded).toBe(0);
      const [owed] = (await owedRefunds()).filter((refund) => refund.providerReference === held.providerReference);
      expect(owed.amount).toBe(held.amount);
      expect(owed.refundedAt).toBeUndefined();
      expect(owed.reason).toContain('PAYMENT_PROVIDER_UNAVAILABLE');

      // The bank refunds but its answer is lost again: the refund stays owed, and the next try with the same key refunds nothing more.
      bank.restore();
      bank.fault({ kind: 'slow', ms: PROVIDER_TIMEOUT_MS * 3 }, ['refund']);
      await until(() => Promise.resolve(held.refunded > 0), Date.now() + RECOVERY_LIMIT_MS + REFUND_RETRY_SECONDS * 1000, () => 'the owed refund was never tried again');
      bank.restore();
      await until(async () => (await owedRefunds()).some((refund) => refund.providerReference === held.providerReference && refund.refundedAt !== undefined),
        Date.now() + RECOVERY_LIMIT_MS + REFUND_RETRY_SECONDS * 1000, () => 'the owed refund is still owed after the bank recovered');
      expect(held.refunded).toBe(held.amount);
      await expectBooksAgree();
    });
  });

  describe('a 3-D Secure callback that comes three times at once while the bank is slow', () => {
    it.each(RUNS)('run %i: one order, one charge; every callback lands on the same order summary', async (run) => {
      const { shopper, variant, stock } = await readyShopper();
      const key = `fault-bank-3ds-${run}-${Date.now()}`;
      const challenge = await placeByCard(shopper, key, TEST_CARDS.threeDSecure).expect(200);
      expect(challenge.body.threeDSecure.challengeUrl).toContain(key);
      const charges = bank.charges().length;

      // Slow, not too slow: the second and third callbacks arrive while the first is still at the bank.
      bank.fault({ kind: 'slow', ms: PROVIDER_TIMEOUT_MS / 2 }, ['challenges/complete']);
      const callbacks = await Promise.all([1, 2, 3].map(() => f.api().post(THREE_D_SECURE_CALLBACK_PATH).set('Cookie', shopper.cookie).type('form')
        .send({ key, code: THREE_D_SECURE_TEST_CODE, action: 'approve' })));
      bank.restore();
      const faultEnded = Date.now();
      for (const callback of callbacks) {
        expect(callback.status).toBe(303);
        expect(insidesOf(callback.text)).toEqual([]);
      }
      expect(new Set(callbacks.map((callback) => callback.headers.location)).size).toBe(1);
      expect(callbacks[0].headers.location).toMatch(/status=success&docno=VTR-/);
      expect(await f.ordersOf(shopper.email)).toBe(1);
      expect(bank.charges().length).toBe(charges + 1);
      expect(await f.stockOf(variant.stockBarcodeId)).toBe(stock - 1);
      await recovery('3-D Secure callback three times at once', run, faultEnded, async () => (await f.api().post('/api/get-cart').set('Cookie', shopper.cookie).send({})).status === 200);
      await expectBooksAgree();
    });
  });
});
