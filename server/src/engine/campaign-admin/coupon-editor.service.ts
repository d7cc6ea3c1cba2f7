import { Inject, Injectable } from '@nestjs/common';
import type { AdminCoupon, AdminCouponBatch, AdminCouponRules, AdminCouponUse } from '../../../../contracts/admin/campaigns.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { checkCurrencies } from './campaign-records.js';
import { randomCouponCode } from './coupon-codes.js';
import type { CouponBatchInputDto, CouponInputDto } from './campaign-input.dto.js';
import {
  couponTerms, listCouponBatches, listCoupons, listCouponUses, readCoupon, readCouponBatch, type CouponTerms,
} from './coupon-records.js';

/** The rule columns of a coupon row, in the order couponValues answers them. */
const RULE_COLUMNS = 'name_tr, name_en, kind, percent, amounts, minimums, valid_from, valid_until, audience, uses_per_shopper, total_uses, first_order_only';

function ruleValues(rules: AdminCouponRules, terms: CouponTerms): unknown[] {
  return [rules.name.tr, rules.name.en, rules.kind, terms.percent, JSON.stringify(terms.amounts), JSON.stringify(terms.minimums),
    terms.validFrom?.toISOString() ?? null, terms.validUntil?.toISOString() ?? null, rules.audience, rules.usesPerShopper ?? null,
    rules.totalUses ?? null, rules.firstOrderOnly];
}

async function checkedTerms(tx: Queryable, rules: AdminCouponRules): Promise<CouponTerms> {
  const terms = couponTerms(rules);
  await checkCurrencies(tx, [...rules.amounts, ...rules.minimums].map((entry) => entry.currencyId));
  return terms;
}

/**
 * Coupons made, changed and withdrawn from the console, and batches of codes for a mailing. The
 * console writes only the coupon rows; whether a shopper may use one, and what it gives, stays
 * the engine's (coupon-rules.ts, read from the row on every cart and placement, so a change shows
 * at once). Each change is one transaction with its audit entry.
 */
@Injectable()
export class CouponEditorService {
  constructor(@Inject(DATABASE) private readonly db: Database, private readonly audit: AuditLog) {}

  list(query: SqlListQuery): Promise<{ rows: AdminCoupon[]; total: number }> {
    return listCoupons(this.db, query);
  }

  async get(code: string): Promise<AdminCoupon> {
    const coupon = await readCoupon(this.db, code);
    if (!coupon) throw new NotFoundError('No such coupon');
    return coupon;
  }

  async create(actor: StaffIdentity, input: CouponInputDto): Promise<AdminCoupon> {
    try {
      return await this.db.transaction(async (tx) => {
        const terms = await checkedTerms(tx, input);
        await tx.query(`INSERT INTO coupon (code, ${RULE_COLUMNS}, used) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12, $13, $14)`,
          [input.code, ...ruleValues(input, terms), input.withdrawn]);
        const saved = (await readCoupon(tx, input.code))!;
        await this.audit.record(tx, actor, { action: 'coupon.create', thingType: 'coupon', thingId: input.code, before: null, after: saved });
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BadInputError(`a coupon with the code ${input.code} exists`);
      throw error;
    }
  }

  /** Changes a coupon's rules (its code stays); withdrawn: no shopper may use it, uses already made stay. */
  update(actor: StaffIdentity, code: string, input: CouponInputDto): Promise<AdminCoupon> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.query<{ code: string }>('SELECT code FROM coupon WHERE code = upper($1) FOR UPDATE', [code]);
      if (!locked) throw new NotFoundError('No such coupon');
      if (input.code !== locked.code) throw new BadInputError('a coupon keeps its code: make a new one');
      const before = (await readCoupon(tx, locked.code))!;
      const terms = await checkedTerms(tx, input);
      await tx.query(`UPDATE coupon SET (${RULE_COLUMNS}, used) = ($2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12, $13, $14) WHERE code = $1`,
        [locked.code, ...ruleValues(input, terms), input.withdrawn]);
      const saved = (await readCoupon(tx, locked.code))!;
      await this.audit.record(tx, actor, { action: 'coupon.update', thingType: 'coupon', thingId: locked.code, before, after: saved });
      return saved;
    });
  }

  listUses(query: SqlListQuery): Promise<{ rows: AdminCouponUse[]; total: number }> {
    return listCouponUses(this.db, query);
  }

  listBatches(query: SqlListQuery): Promise<{ rows: AdminCouponBatch[]; total: number }> {
    return listCouponBatches(this.db, query);
  }

  async batch(id: number): Promise<AdminCouponBatch> {
    const found = await readCouponBatch(this.db, id);
    if (!found) throw new NotFoundError('No such coupon batch');
    return found;
  }

  /** The codes of a batch, in code order (the CSV a mailing merges). */
  async batchCodes(id: number): Promise<string[]> {
    await this.batch(id);
    return (await this.db.query<{ code: string }>('SELECT code FROM coupon WHERE batch_id = $1 ORDER BY code', [id])).map((row) => row.code);
  }

  /**
   * `count` coupons with the rules given, each `{prefix}-{random}`: written in one transaction
   * (all or none), with one audit entry for the batch. A random code that some coupon already has
   * is drawn again, so the batch always has `count` codes of its own.
   */
  createBatch(actor: StaffIdentity, input: CouponBatchInputDto): Promise<AdminCouponBatch> {
    return this.db.transaction(async (tx) => {
      const terms = await checkedTerms(tx, input);
      const [{ id }] = await tx.query<{ id: number }>(
        'INSERT INTO coupon_batch (prefix, count, name_tr, name_en, staff_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [input.prefix, input.count, input.name.tr, input.name.en, actor.id]);
      const values = ruleValues(input, terms);
      let made = 0;
      while (made < input.count) {
        const codes = Array.from({ length: Math.min(input.count - made, 1_000) }, () => randomCouponCode(input.prefix));
        const inserted = await tx.query<{ code: string }>(
          `INSERT INTO coupon (code, batch_id, ${RULE_COLUMNS})
           SELECT code, $2::int, $3::text, $4::text, $5::text, $6::int, $7::jsonb, $8::jsonb, $9::timestamptz, $10::timestamptz, $11::text, $12::int, $13::int, $14::boolean FROM unnest($1::text[]) AS code
           ON CONFLICT (code) DO NOTHING RETURNING code`,
          [codes, id, ...values]);
        made += inserted.length;
      }
      const saved = (await readCouponBatch(tx, Number(id)))!;
      await this.audit.record(tx, actor, { action: 'coupon-batch.create', thingType: 'coupon_batch', thingId: saved.id, before: null, after: { ...saved, rules: { ...input } } });
      return saved;
    });
  }
}
