import type { AdminCoupon, AdminCouponBatch, AdminCouponRules, AdminCouponUse, CouponSortField, CouponState } from '../../../../contracts/admin/campaigns.js';
import { COUPON_KINDS, COUPON_STATES } from '../../../../contracts/admin/campaigns.js';
import { BadInputError } from '../../common/errors.js';
import { choiceFilter, everyWordIn, idFilter, likeLiteral, refuseUnknownFilters, searchFilter, sqlParams, textFilter } from '../common/list-filters.js';
import type { ListRules, SqlListQuery } from '../common/list-query.js';
import type { Queryable } from '../db/database.js';
import { checkDates, currencyAmounts, instant, perCurrency, type PerCurrency } from './campaign-terms.js';

/** A coupon's state at the transaction's time: withdrawn, then expired, then scheduled. */
const STATE = `CASE WHEN c.used THEN 'withdrawn' WHEN c.valid_until IS NOT NULL AND c.valid_until <= now() THEN 'expired'
  WHEN c.valid_from IS NOT NULL AND c.valid_from > now() THEN 'scheduled' ELSE 'active' END`;
const USES = '(SELECT count(*)::int FROM coupon_use u WHERE u.code = c.code AND u.released_at IS NULL)';

export const COUPON_LIST_RULES: ListRules = {
  sortable: { code: 'c.code', name: 'c.name_tr', validFrom: 'c.valid_from', validUntil: 'c.valid_until', uses: USES, createdAt: 'c.created_at' } satisfies Record<CouponSortField, string>,
  defaultSort: { field: 'createdAt', order: 'DESC' },
};
const FILTERS = ['q', 'kind', 'state', 'batchId', 'id'];

interface CouponRecordRow {
  code: string; name_tr: string; name_en: string; kind: AdminCoupon['kind']; percent: number | null; amounts: PerCurrency | string; minimums: PerCurrency | string;
  valid_from: Date | string | null; valid_until: Date | string | null; member_id: number | null; used: boolean; audience: AdminCoupon['audience'];
  uses_per_shopper: number | null; total_uses: number | null; first_order_only: boolean; batch_id: number | null; uses: number; state: CouponState;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const count = (value: number | null) => (value === null ? null : Number(value));

function record(row: CouponRecordRow): AdminCoupon {
  return {
    id: row.code, code: row.code, name: { tr: row.name_tr, en: row.name_en }, kind: row.kind, percent: count(row.percent),
    amounts: currencyAmounts(row.amounts), minimums: currencyAmounts(row.minimums), validFrom: iso(row.valid_from), validUntil: iso(row.valid_until),
    audience: row.audience, usesPerShopper: count(row.uses_per_shopper), totalUses: count(row.total_uses), firstOrderOnly: row.first_order_only,
    withdrawn: row.used, memberId: count(row.member_id), batchId: count(row.batch_id), uses: Number(row.uses), state: row.state,
  };
}

const SELECT = `SELECT c.code, c.name_tr, c.name_en, c.kind, c.percent, c.amounts, c.minimums, c.valid_from, c.valid_until, c.member_id, c.used, c.audience,
  c.uses_per_shopper, c.total_uses, c.first_order_only, c.batch_id, ${USES} AS uses, ${STATE} AS state FROM coupon c`;

export async function readCoupon(db: Queryable, code: string): Promise<AdminCoupon | undefined> {
  const [row] = await db.query<CouponRecordRow>(`${SELECT} WHERE c.code = upper($1)`, [code]);
  return row && record(row);
}

/** A code list of react-admin's getMany: {"id":["A","B"]} or one code. */
function codeListFilter(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 1000) throw new BadInputError('id names at most 1000 codes');
  return list.map((code) => textFilter(code, 'id', 40).toUpperCase());
}

/** One page of the console's coupon list: q on the code (from its start) and names, kind, state, batch. */
export async function listCoupons(db: Queryable, query: SqlListQuery): Promise<{ rows: AdminCoupon[]; total: number }> {
  const { filter } = query;
  refuseUnknownFilters(filter, FILTERS);
  const { params, param } = sqlParams();
  const where: string[] = [];
  const q = searchFilter(filter.q);
  if (q) {
    // A code is typed as written (upper case) and found from its start; names as every search box finds them.
    where.push(`(c.code LIKE ${param(`${likeLiteral(q.toUpperCase())}%`)} OR ${everyWordIn(q, ['c.name_tr', 'c.name_en'], param)})`);
  }
  if (filter.kind !== undefined) where.push(`c.kind = ${param(choiceFilter(filter.kind, 'kind', COUPON_KINDS))}`);
  if (filter.state !== undefined) where.push(`(${STATE}) = ${param(choiceFilter(filter.state, 'state', COUPON_STATES))}`);
  if (filter.batchId !== undefined) where.push(`c.batch_id = ${param(idFilter(filter.batchId, 'batchId'))}`);
  if (filter.id !== undefined) where.push(`c.code = ANY(${param(codeListFilter(filter.id))}::text[])`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM coupon c ${whereSql}`, params);
  const direction = query.sort.order === 'DESC' ? 'DESC' : 'ASC';
  const rows = await db.query<CouponRecordRow>(
    `${SELECT} ${whereSql} ORDER BY ${query.sort.column} ${direction} NULLS LAST, c.code ${direction} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`, params);
  return { rows: rows.map(record), total: Number(total) };
}

/** A coupon's rules as its row stores them. */
export interface CouponTerms {
  percent: number | null;
  amounts: PerCurrency;
  minimums: PerCurrency;
  validFrom: Date | null;
  validUntil: Date | null;
}

/** What each kind needs for the cart's coupon rule (coupon-rules.ts couponRule) to give what it says. */
export function couponTerms(rules: AdminCouponRules): CouponTerms {
  const percent = rules.percent ?? null;
  if (rules.kind === 'percent' && percent === null) throw new BadInputError('a percent coupon needs percent (1 to 100)');
  if (rules.kind === 'percent' && rules.amounts.length) throw new BadInputError('a percent coupon takes no amounts');
  if (rules.kind === 'amount' && percent !== null) throw new BadInputError('an amount coupon takes no percent');
  if (rules.kind === 'amount' && !rules.amounts.length) throw new BadInputError('an amount coupon needs an amount in at least one currency');
  if (rules.amounts.some((entry) => entry.amount < 1)) throw new BadInputError('a coupon\'s amounts must be more than 0');
  const validFrom = instant(rules.validFrom);
  const validUntil = instant(rules.validUntil);
  checkDates(validFrom, validUntil, ['validFrom', 'validUntil']);
  return { percent, amounts: perCurrency(rules.amounts, 'amounts'), minimums: perCurrency(rules.minimums, 'minimums'), validFrom, validUntil };
}

export const COUPON_USE_LIST_RULES: ListRules = {
  sortable: { id: 'u.id', usedAt: 'u.used_at', code: 'u.code' },
  defaultSort: { field: 'usedAt', order: 'DESC' },
};

/** Uses of one coupon (`code`) or of a batch's coupons (`batchId`), newest first; released ones (cancelled orders) included and marked. */
export async function listCouponUses(db: Queryable, query: SqlListQuery): Promise<{ rows: AdminCouponUse[]; total: number }> {
  const { filter } = query;
  refuseUnknownFilters(filter, ['code', 'batchId']);
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (filter.code !== undefined) where.push(`u.code = ${param(textFilter(filter.code, 'code', 40).toUpperCase())}`);
  if (filter.batchId !== undefined) where.push(`u.code IN (SELECT code FROM coupon WHERE batch_id = ${param(idFilter(filter.batchId, 'batchId'))})`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM coupon_use u ${whereSql}`, params);
  const direction = query.sort.order === 'DESC' ? 'DESC' : 'ASC';
  const rows = await db.query<{ id: number; code: string; order_id: number; doc_no: string; member_id: number; email: string; used_at: Date | string; released_at: Date | string | null }>(
    `SELECT u.id, u.code, u.order_id, o.doc_no, u.member_id, u.email, u.used_at, u.released_at FROM coupon_use u JOIN orders o ON o.id = u.order_id
     ${whereSql} ORDER BY ${query.sort.column} ${direction}, u.id ${direction} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`, params);
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: Number(row.id), code: row.code, orderId: Number(row.order_id), orderNumber: row.doc_no, memberId: Number(row.member_id), email: row.email,
      usedAt: new Date(row.used_at).toISOString(), releasedAt: iso(row.released_at),
    })),
  };
}

export const COUPON_BATCH_LIST_RULES: ListRules = {
  sortable: { id: 'b.id', createdAt: 'b.created_at', prefix: 'b.prefix' },
  defaultSort: { field: 'id', order: 'DESC' },
};

const BATCH_SELECT = `SELECT b.id, b.prefix, b.count, b.name_tr, b.name_en, b.created_at,
  (SELECT count(*)::int FROM coupon_use u JOIN coupon c ON c.code = u.code WHERE c.batch_id = b.id AND u.released_at IS NULL) AS uses FROM coupon_batch b`;
type BatchRow = { id: number; prefix: string; count: number; name_tr: string; name_en: string; created_at: Date | string; uses: number };
const batch = (row: BatchRow): AdminCouponBatch => ({
  id: Number(row.id), prefix: row.prefix, count: Number(row.count), name: { tr: row.name_tr, en: row.name_en }, createdAt: new Date(row.created_at).toISOString(), uses: Number(row.uses),
});

export async function readCouponBatch(db: Queryable, id: number): Promise<AdminCouponBatch | undefined> {
  const [row] = await db.query<BatchRow>(`${BATCH_SELECT} WHERE b.id = $1`, [id]);
  return row && batch(row);
}

export async function listCouponBatches(db: Queryable, query: SqlListQuery): Promise<{ rows: AdminCouponBatch[]; total: number }> {
  refuseUnknownFilters(query.filter, ['prefix']);
  const params: unknown[] = [];
  const where = query.filter.prefix === undefined ? '' : (params.push(textFilter(query.filter.prefix, 'prefix', 16).toUpperCase()), 'WHERE b.prefix = $1');
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM coupon_batch b ${where}`, params);
  const direction = query.sort.order === 'DESC' ? 'DESC' : 'ASC';
  const rows = await db.query<BatchRow>(
    `${BATCH_SELECT} ${where} ORDER BY ${query.sort.column} ${direction}, b.id ${direction} LIMIT ${query.limit} OFFSET ${query.offset}`, params);
  return { rows: rows.map(batch), total: Number(total) };
}
