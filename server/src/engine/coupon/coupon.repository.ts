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

  /** The coupons made for one member. */
  async ofMember(memberId: number): Promise<CouponRow[]> {
    return (await this.db.query<Record<string, unknown>>('SELECT * FROM coupon WHERE member_id = $1 ORDER BY code', [memberId])).map(coupon);
  }
}
