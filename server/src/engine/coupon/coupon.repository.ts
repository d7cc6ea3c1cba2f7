import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

/** A coupon as stored (0005_cart.sql). */
export interface CouponRow {
  code: string;
  name: { tr: string; en: string };
  kind: 'percent' | 'amount';
  percent: number | null;
  amounts: Record<string, number>;
  minimums: Record<string, number>;
  validFrom: Date | null;
  validUntil: Date | null;
  memberId: number | null;
  used: boolean;
}

const json = (value: unknown): Record<string, number> => (typeof value === 'string' ? JSON.parse(value) as Record<string, number> : (value ?? {}) as Record<string, number>);
const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

function coupon(row: Record<string, unknown>): CouponRow {
  return {
    code: row.code as string, name: { tr: row.name_tr as string, en: row.name_en as string }, kind: row.kind as CouponRow['kind'],
    percent: row.percent === null ? null : Number(row.percent), amounts: json(row.amounts), minimums: json(row.minimums),
    validFrom: date(row.valid_from), validUntil: date(row.valid_until), memberId: row.member_id === null ? null : Number(row.member_id), used: row.used === true,
  };
}

/** The coupon table's reads. */
@Injectable()
export class CouponRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The coupon of a code, in any case the shopper typed it. */
  async find(code: string, db: Queryable = this.db): Promise<CouponRow | undefined> {
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM coupon WHERE code = upper($1)', [code]);
    return row && coupon(row);
  }

  /**
   * The coupons of one member: those made for them (coupon.member_id) and those given to them
   * (member_coupon, e.g. the welcome coupon), each used once it is used by anyone or by them.
   */
  async ofMember(memberId: number): Promise<CouponRow[]> {
    return (await this.db.query<Record<string, unknown>>(
      `SELECT c.code, c.name_tr, c.name_en, c.kind, c.percent, c.amounts, c.minimums, c.valid_from, c.valid_until, c.member_id, (c.used OR mc.used_at IS NOT NULL) AS used
         FROM coupon c LEFT JOIN member_coupon mc ON mc.code = c.code AND mc.member_id = $1
        WHERE c.member_id = $1 OR mc.member_id = $1 ORDER BY (c.used OR mc.used_at IS NOT NULL), c.valid_until NULLS LAST, c.code`, [memberId])).map(coupon);
  }

  /** Gives a new member the coupons every new member gets (coupon.given_on_sign_up), in the sign-up's transaction. */
  async giveSignUpCoupons(tx: Queryable, memberId: number): Promise<void> {
    await tx.query('INSERT INTO member_coupon (member_id, code) SELECT $1, code FROM coupon WHERE given_on_sign_up ON CONFLICT DO NOTHING', [memberId]);
  }
}
