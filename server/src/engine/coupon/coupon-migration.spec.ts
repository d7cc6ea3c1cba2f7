import type { Database } from '../db/database.js';
import { migrate, readMigrations } from '../db/migrator.js';
import { IN_MEMORY, PgliteDatabase } from '../db/pglite-database.js';
import { CouponRepository } from './coupon.repository.js';

const RULES_VERSION = 25;

/**
 * Issue 27 item 5 on a database that ran the shop before coupon uses were recorded: migration
 * 0025 gives the demo coupons their rules and counts every coupon order that was not cancelled as
 * a use, so the member who took the welcome coupon three times is not given a fourth.
 */
describe('migration 0025: coupon rules and uses on an existing database', () => {
  let db: Database;

  beforeAll(async () => {
    db = await PgliteDatabase.open(IN_MEMORY);
    const migrations = await readMigrations();
    await migrate(db, migrations.filter((migration) => migration.version < RULES_VERSION));
    await db.exec(`
      INSERT INTO currency (id, code, name_tr, name_en, symbol, symbol_on_right, sort_order) VALUES (1, 'TRY', 'Türk lirası', 'Turkish lira', '₺', true, 1);
      INSERT INTO member (id, email, password_hash) VALUES (501, 'uye@example.com', 'x'), (502, 'baska@example.com', 'x');
      INSERT INTO member (id, email, is_guest) VALUES (503, 'misafir@example.com', true);
      INSERT INTO member_coupon (member_id, code) VALUES (501, 'HOSGELDIN10'), (502, 'HOSGELDIN10');`);
    // Three welcome-coupon orders of one member (the review's finding), one of them cancelled, and a guest's.
    const order = (id: number, memberId: number, email: string, status: number, coupon: string | null) => db.query(
      `INSERT INTO orders (id, doc_no, member_id, is_guest, email, currency_id, currency_code, status, shipping_address, invoice_address, shipment_option_id, shipper,
                           shipment_fee, payment_type, payment_provider, coupon_code, totals, net_total)
       VALUES ($1, $2, $3, $4, $5, 1, 'TRY', $6, '{}', '{}', 1, 'Kargo', 0, 1, 'CreditCard', $7, '[]', 1000)`,
      [id, `VTR-2026-${String(id).padStart(6, '0')}`, memberId, memberId === 503, email, status, coupon]);
    await order(1, 501, 'UYE@example.com', 1, 'HOSGELDIN10');
    await order(2, 501, 'uye@example.com', 11, 'HOSGELDIN10');
    await order(3, 501, 'uye@example.com', 13, 'HOSGELDIN10');
    await order(4, 503, 'misafir@example.com', 1, 'HOSGELDIN10');
    await order(5, 502, 'baska@example.com', 1, null);
    await migrate(db, migrations);
  }, 60_000);
  afterAll(async () => { await db?.close(); });

  it('S1.02 gives the welcome coupon its rules: members it was given to, once, on their first order', async () => {
    const coupons = new CouponRepository(db);
    expect(await coupons.find('hosgeldin10')).toMatchObject({ audience: 'holders', usesPerShopper: 1, firstOrderOnly: true, totalUses: null });
    expect(await coupons.find('SEPET50')).toMatchObject({ audience: 'anyone', usesPerShopper: 1, totalUses: 1000 });
  });

  it('S1.02 counts every coupon order that was not cancelled as a use, and marks the given coupon used', async () => {
    const uses = await db.query<{ order_id: number; member_id: number; email: string }>('SELECT order_id, member_id, email FROM coupon_use ORDER BY order_id');
    expect(uses).toEqual([
      { order_id: 1, member_id: 501, email: 'uye@example.com' },
      { order_id: 2, member_id: 501, email: 'uye@example.com' },
      { order_id: 4, member_id: 503, email: 'misafir@example.com' },
    ]);
    const given = await db.query<{ member_id: number; used: boolean }>("SELECT member_id, used_at IS NOT NULL AS used FROM member_coupon WHERE code = 'HOSGELDIN10' ORDER BY member_id");
    expect(given).toEqual([{ member_id: 501, used: true }, { member_id: 502, used: false }]);
    const usage = await new CouponRepository(db).usage(db, 'HOSGELDIN10', { memberId: 501, email: 'uye@example.com' });
    expect(usage).toMatchObject({ byShopper: 2, held: true, orders: 2 });
  });
});
