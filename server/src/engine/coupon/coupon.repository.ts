import { Inject, Injectable } from '@nestjs/common';
import { OrderStatus } from '../../../../contracts/enums.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

/** Who may use a coupon (0025_coupon_rules_and_uses.sql). */
export type CouponAudience = 'anyone' | 'members' | 'holders';

/** A coupon as stored (0005_cart.sql, 0025_coupon_rules_and_uses.sql). */
export interface CouponRow {
  code: string;
  name: { tr: string; en: string };
  kind: 'percent' | 'amount';
  percent: number | null;
  amounts: Record<string, number>;
  minimums: Record<string, number>;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Made for this member only; null: the audience decides. */
  memberId: number | null;
  /** Withdrawn or used up by the operator. */
  used: boolean;
  audience: CouponAudience;
  /** Orders one shopper (member id or e-mail) may use it on; null: no limit. */
  usesPerShopper: number | null;
  /** Orders that may use it in all; null: no limit. */
  totalUses: number | null;
  firstOrderOnly: boolean;
}

/** Who a coupon is counted for: the member (or guest) id and the e-mail, lower case. */
export interface CouponShopper {
  memberId: number;
  email: string;
}

/** How far a coupon is spent, for one shopper. */
export interface CouponUsage {
  /** Uses of every shopper, cancelled orders left out. */
  total: number;
  /** Uses of this member id or this e-mail. */
  byShopper: number;
  /** The coupon was given to this member (member_coupon). */
  held: boolean;
  /** The member's orders that were not cancelled. */
  orders: number;
}

const json = (value: unknown): Record<string, number> => (typeof value === 'string' ? JSON.parse(value) as Record<string, number> : (value ?? {}) as Record<string, number>);
const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));
const count = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function coupon(row: Record<string, unknown>): CouponRow {
  return {
    code: row.code as string, name: { tr: row.name_tr as string, en: row.name_en as string }, kind: row.kind as CouponRow['kind'],
    percent: count(row.percent), amounts: json(row.amounts), minimums: json(row.minimums),
    validFrom: date(row.valid_from), validUntil: date(row.valid_until), memberId: count(row.member_id), used: row.used === true,
    audience: row.audience as CouponAudience, usesPerShopper: count(row.uses_per_shopper), totalUses: count(row.total_uses), firstOrderOnly: row.first_order_only === true,
  };
}

const COLUMNS = 'c.code, c.name_tr, c.name_en, c.kind, c.percent, c.amounts, c.minimums, c.valid_from, c.valid_until, c.member_id, c.used, c.audience, c.uses_per_shopper, c.total_uses, c.first_order_only';

// One statement: what the rules need to know about a coupon and one shopper. A visitor (member
// -1, no e-mail) has no uses, no orders and holds nothing.
const USAGE = `SELECT
    (SELECT count(*)::int FROM coupon_use WHERE code = $1 AND released_at IS NULL) AS total,
    (SELECT count(*)::int FROM coupon_use WHERE code = $1 AND released_at IS NULL AND (member_id = $2 OR email = $3)) AS by_shopper,
    EXISTS (SELECT 1 FROM member_coupon WHERE code = $1 AND member_id = $2) AS held,
    (SELECT count(*)::int FROM orders WHERE member_id = $2 AND status <> ${OrderStatus.Cancel} AND id <> $4) AS orders`;

/** The coupon tables' SQL: coupons, the coupons given to members and every use of a coupon. */
@Injectable()
export class CouponRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The coupon of a code, in any case the shopper typed it. */
  async find(code: string, db: Queryable = this.db): Promise<CouponRow | undefined> {
    const [row] = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM coupon c WHERE c.code = upper($1)`, [code]);
    return row && coupon(row);
  }

  /**
   * The coupon, its row locked until the transaction ends: placements of one coupon count its
   * uses one after the other, each seeing the uses of those before it. (NO KEY: a sign-up giving
   * the coupon, which only references it, does not wait.)
   */
  async lock(tx: Queryable, code: string): Promise<CouponRow | undefined> {
    const [row] = await tx.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM coupon c WHERE c.code = $1 FOR NO KEY UPDATE`, [code]);
    return row && coupon(row);
  }

  /** How far the coupon is spent for `shopper`; `placing`: the order being placed, which is not an earlier order of theirs. */
  async usage(db: Queryable, code: string, shopper: CouponShopper, placing = 0): Promise<CouponUsage> {
    const [row] = await db.query<Record<string, unknown>>(USAGE, [code, shopper.memberId, shopper.email.toLowerCase(), placing]);
    return { total: Number(row.total), byShopper: Number(row.by_shopper), held: row.held === true, orders: Number(row.orders) };
  }

  /** Records an order's use of the coupon (a coupon given to the member is marked used too). */
  async use(tx: Queryable, code: string, orderId: number, shopper: CouponShopper): Promise<void> {
    await tx.query('INSERT INTO coupon_use (code, order_id, member_id, email) VALUES ($1, $2, $3, $4)', [code, orderId, shopper.memberId, shopper.email.toLowerCase()]);
    await tx.query('UPDATE member_coupon SET used_at = now() WHERE code = $1 AND member_id = $2 AND used_at IS NULL', [code, shopper.memberId]);
  }

  /** The order was cancelled: its use no longer counts, and a coupon given to the member is theirs again. */
  async release(tx: Queryable, orderId: number): Promise<void> {
    const released = await tx.query<{ code: string; member_id: number }>(
      'UPDATE coupon_use SET released_at = now() WHERE order_id = $1 AND released_at IS NULL RETURNING code, member_id', [orderId]);
    for (const use of released) {
      await tx.query(
        `UPDATE member_coupon SET used_at = NULL WHERE code = $1 AND member_id = $2
            AND NOT EXISTS (SELECT 1 FROM coupon_use WHERE code = $1 AND member_id = $2 AND released_at IS NULL)`, [use.code, use.member_id]);
    }
  }

  /**
   * The coupons of one member: those made for them (coupon.member_id) and those given to them
   * (member_coupon, e.g. the welcome coupon), with how often they used each and how often each
   * was used in all.
   */
  async ofMember(memberId: number): Promise<(CouponRow & { usage: Pick<CouponUsage, 'total' | 'byShopper'> })[]> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS},
              (SELECT count(*)::int FROM coupon_use u WHERE u.code = c.code AND u.released_at IS NULL) AS total,
              (SELECT count(*)::int FROM coupon_use u WHERE u.code = c.code AND u.released_at IS NULL AND u.member_id = $1) AS by_shopper
         FROM coupon c LEFT JOIN member_coupon mc ON mc.code = c.code AND mc.member_id = $1
        WHERE c.member_id = $1 OR mc.member_id = $1 ORDER BY c.valid_until NULLS LAST, c.code`, [memberId]);
    return rows.map((row) => ({ ...coupon(row), usage: { total: Number(row.total), byShopper: Number(row.by_shopper) } }));
  }

  /** Gives a new member the coupons every new member gets (coupon.given_on_sign_up), in the sign-up's transaction. */
  async giveSignUpCoupons(tx: Queryable, memberId: number): Promise<void> {
    await tx.query('INSERT INTO member_coupon (member_id, code) SELECT $1, code FROM coupon WHERE given_on_sign_up ON CONFLICT DO NOTHING', [memberId]);
  }
}
