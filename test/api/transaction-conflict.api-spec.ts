import pg from 'pg';
import request from 'supertest';
import type { AdminProduct } from '../../contracts/admin/catalogue.js';
import { OrderStatus, PaymentType } from '../../contracts/enums.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import type { OrderReturn } from '../../contracts/order/order-return.js';
import { PAYMENT_PROVIDER } from '../../server/src/engine/payment/payment-provider.js';
import type { TestPaymentProvider } from '../../server/src/engine/payment/test-payment-provider.js';
import { signedInStaff } from '../support/staff-session.js';
import { TEST_POSTGRES_URL } from '../support/test-app.js';
import { placeByCard } from './order-fixtures.js';
import { CARD, orderSuite } from './order-shoppers.js';

/**
 * PostgreSQL ends one of two transactions that wait on each other's locks (a deadlock, 40P01):
 * the engine runs such a transaction again from the start, and a transaction that asks the bank
 * before it commits runs once, so money moves once either way (S7.33 cancel and refund, S2.02
 * checkout). A trigger fails a chosen table's next writes with PostgreSQL's deadlock error: a
 * real deadlock's victim gets exactly that, and only a trigger makes it land at one place.
 */
describe('a transaction PostgreSQL ends in a deadlock (40P01) runs again; money moves once (S7.33, S2.02)', () => {
  const schema = `vitrin_conflict_${process.pid}_${Date.now()}`;
  const shoppers = orderSuite(4, { DATABASE_URL: TEST_POSTGRES_URL, DATABASE_SCHEMA: schema, SEED_PRODUCTS: '60' });
  const { api, freshVariant, db } = shoppers;
  let admin: pg.Client;
  let injected = 0;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: TEST_POSTGRES_URL, options: `-c search_path="${schema}"` });
    await admin.connect();
    // The sequence counts outside every transaction: the failed write's rollback does not give a conflict back.
    await admin.query(`CREATE FUNCTION conflict_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval(TG_ARGV[0]::regclass) <= TG_ARGV[1]::int THEN
          RAISE EXCEPTION 'deadlock detected (the test''s)' USING ERRCODE = '40P01';
        END IF;
        RETURN NEW;
      END $$`);
  });
  afterAll(async () => {
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.end();
  });

  /** The next `times` writes into `table` fail with a deadlock, then it writes as usual; `fired` counts the failures tried, `drop` ends it. */
  async function conflictsOn(table: string, times: number): Promise<{ fired: () => Promise<number>; drop: () => Promise<void> }> {
    const name = `conflict_${++injected}`;
    await admin.query(`CREATE SEQUENCE ${name}`);
    await admin.query(`CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION conflict_on_write('${name}', '${times}')`);
    return {
      // The sequence's last value: how many writes met the trigger.
      fired: async () => Number((await admin.query<{ n: number }>(`SELECT last_value::int AS n FROM ${name}`)).rows[0].n),
      drop: async () => { await admin.query(`DROP TRIGGER ${name} ON ${table}`); },
    };
  }
  const bank = () => shoppers.shop().app.get<TestPaymentProvider>(PAYMENT_PROVIDER, { strict: false });
  const referenceOf = async (docNo: string) => (await db().query<{ provider_reference: string }>(
    'SELECT p.provider_reference FROM payment p JOIN orders o ON o.id = p.order_id WHERE o.doc_no = $1', [docNo]))[0].provider_reference;

  it('the console saves a product through a deadlock: 200, saved once, one audit entry (it answered 500 before)', async () => {
    const { cookie } = await signedInStaff(shoppers.shop(), 'catalogue');
    const product = (await request(shoppers.shop().url).get('/admin/api/products/3').set('Cookie', cookie).expect(200)).body as AdminProduct;
    const conflict = await conflictsOn('audit_entry', 1);
    const saved = await request(shoppers.shop().url).put('/admin/api/products/3').set('Cookie', cookie).send({ ...product, name: { ...product.name, tr: `${product.name.tr} (kilit)` } });
    await conflict.drop();
    expect(saved.status).toBe(200);
    expect((saved.body as AdminProduct).name.tr).toBe(`${product.name.tr} (kilit)`);
    expect(await conflict.fired()).toBe(2); // the first run conflicted, the second went through
    const entries = await db().query("SELECT 1 FROM audit_entry WHERE action = 'product.update' AND thing_id = '3'");
    expect(entries).toHaveLength(1);
  });

  it('a shopper cancels a card order through a deadlock: cancelled, and the bank refunds the card once', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }]);
    const reference = await referenceOf(order.docNo);
    // The status history is written after the refund: the run that conflicts has already asked the bank.
    const conflict = await conflictsOn('order_status_history', 1);
    const cancelled = await api().post('/api/cancel-order').set('Cookie', shopper.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim' });
    await conflict.drop();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: OrderStatus.Cancel, payment: { status: 'refunded' } });
    expect(await conflict.fired()).toBe(2);
    const charge = bank().paymentOf(reference)!;
    expect(charge.captured).toBeGreaterThan(0);
    expect(charge.refunded).toBe(charge.captured);
  });

  it('the operator refunds a return through a deadlock: refunded, and the bank refunds its lines once', async () => {
    const shopper = await shoppers.member();
    const variant = freshVariant();
    const order = await shoppers.order(shopper, [{ variant, quantity: 2 }]);
    await shoppers.deliver(order.docNo);
    const created = (await api().post('/api/return-order').set('Cookie', shopper.cookie)
      .send({ docNo: order.docNo, reasonId: 1, lines: [{ stockBarcodeId: variant.stockBarcodeId, quantity: 1 }] }).expect(200)).body.orderReturn as OrderReturn;
    await shoppers.setReturnStatus(created.id, 'approved').expect(200);
    const conflict = await conflictsOn('order_return_history', 1);
    const refunded = await shoppers.setReturnStatus(created.id, 'refunded');
    await conflict.drop();
    expect(refunded.status).toBe(200);
    expect(refunded.body.orderReturn).toMatchObject({ status: 'refunded', refundedAmount: created.amount });
    expect(await conflict.fired()).toBe(2);
    expect(bank().paymentOf(await referenceOf(order.docNo))!.refunded).toBe(Math.round(created.amount * 100));
  });

  it('a card checkout the database ends in a deadlock is not run again: no order, the card\'s hold released; the next try places one charge', async () => {
    const shopper = await shoppers.member();
    const variant = freshVariant();
    await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    const holds = bank().holdCount();
    const charges = bank().chargeCount();
    const place = () => placeByCard(shoppers.shop().url, shopper, `conflict-${variant.stockBarcodeId}`);
    // The order's lines are written after the card is authorised, before it is captured.
    const conflict = await conflictsOn('order_line', 1);
    const failed = await place();
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(OrderMessage.placeFailure);
    expect(await conflict.fired()).toBe(1);
    expect(bank().holdCount()).toBe(holds);
    expect(bank().chargeCount()).toBe(charges);
    expect(await db().query('SELECT 1 FROM orders WHERE email = $1', [shopper.email.toLowerCase()])).toHaveLength(0);

    const placed = await place();
    await conflict.drop();
    expect(placed.status).toBe(200);
    expect(bank().chargeCount()).toBe(charges + 1);
    expect(bank().holdCount()).toBe(holds);
  });

  it('a pay-later order paid by card through a deadlock after the capture is not charged again: the charge given back, the order still waiting; the next try pays once', async () => {
    const shopper = await shoppers.member();
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }], PaymentType.PayLater);
    const kept = bank().keptTotal();
    const pay = () => api().post('/api/pay-order').set('Cookie', shopper.cookie).send({ docNo: order.docNo, paymentType: PaymentType.CreditCard, card: CARD });
    // The order's Paid history is written after the bank captured.
    const conflict = await conflictsOn('order_status_history', 1);
    const failed = await pay();
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await conflict.fired()).toBe(1);
    expect(bank().keptTotal()).toBe(kept);
    const [payment] = await db().query<{ status: string }>('SELECT p.status FROM payment p JOIN orders o ON o.id = p.order_id WHERE o.doc_no = $1', [order.docNo]);
    expect(payment.status).toBe('waiting');

    const paid = await pay();
    await conflict.drop();
    expect(paid.status).toBe(200);
    expect(bank().keptTotal()).toBe(kept + Math.round(order.netTotal * 100));
  });

  // Not a conflict, but the same promise of the transaction: an answer of COMMIT is never taken for a commit it was not.
  it('a transaction one of whose statements failed, its error caught, is never reported committed, and keeps nothing (as on PGlite)', async () => {
    const shopper = await shoppers.member();
    await expect(db().transaction(async (tx) => {
      await tx.query("UPDATE member SET name = 'Yazılmamalı' WHERE email = $1", [shopper.email.toLowerCase()]);
      await tx.query('SELECT 1 / 0').catch(() => undefined);
    })).rejects.toThrow();
    expect(await db().query("SELECT 1 FROM member WHERE email = $1 AND name = 'Yazılmamalı'", [shopper.email.toLowerCase()])).toHaveLength(0);
  });
});
