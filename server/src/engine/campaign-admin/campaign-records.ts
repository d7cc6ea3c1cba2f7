import type { AdminCampaign, CampaignSortField, CampaignState } from '../../../../contracts/admin/campaigns.js';
import { CAMPAIGN_KINDS, CAMPAIGN_STATES } from '../../../../contracts/admin/campaigns.js';
import type { CampaignKind } from '../../../../contracts/campaign/entities.js';
import { BadInputError } from '../../common/errors.js';
import { choiceFilter, everyWordIn, idListFilter, refuseUnknownFilters, searchFilter, sqlParams } from '../common/list-filters.js';
import type { ListRules, SqlListQuery } from '../common/list-query.js';
import type { Queryable } from '../db/database.js';
import { currencyAmounts, type PerCurrency } from './campaign-terms.js';

/** A campaign's state at the transaction's time, as the repository's `running` reads it: ended, then paused, then scheduled. */
const STATE = `CASE WHEN c.ends_at IS NOT NULL AND c.ends_at <= now() THEN 'ended' WHEN NOT c.is_active THEN 'paused'
  WHEN c.starts_at IS NOT NULL AND c.starts_at > now() THEN 'scheduled' ELSE 'active' END`;

export const CAMPAIGN_LIST_RULES: ListRules = {
  sortable: { id: 'c.id', name: 'c.name_tr', kind: 'c.kind', startsAt: 'c.starts_at', endsAt: 'c.ends_at', sortOrder: 'c.sort_order' } satisfies Record<CampaignSortField, string>,
  defaultSort: { field: 'id', order: 'DESC' },
};
const FILTERS = ['q', 'kind', 'state', 'id'];

interface CampaignRecordRow {
  id: number; kind: CampaignKind; name_tr: string; name_en: string; description_tr: string; description_en: string; percent: number | null;
  thresholds: PerCurrency | string; amounts: PerCurrency | string; product_ids: number[]; brand_ids: number[]; category_ids: number[];
  starts_at: Date | string | null; ends_at: Date | string | null; sort_order: number; is_active: boolean; state: CampaignState;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const ids = (list: number[]) => list.map(Number);

function record(row: CampaignRecordRow): AdminCampaign {
  return {
    id: Number(row.id), kind: row.kind, name: { tr: row.name_tr, en: row.name_en }, description: { tr: row.description_tr, en: row.description_en },
    percent: row.percent === null ? null : Number(row.percent), thresholds: currencyAmounts(row.thresholds), amounts: currencyAmounts(row.amounts),
    productIds: ids(row.product_ids), brandIds: ids(row.brand_ids), categoryIds: ids(row.category_ids),
    startsAt: iso(row.starts_at), endsAt: iso(row.ends_at), sortOrder: Number(row.sort_order), active: row.is_active, state: row.state,
  };
}

const SELECT = `SELECT c.id, c.kind, c.name_tr, c.name_en, c.description_tr, c.description_en, c.percent, c.thresholds, c.amounts, c.product_ids, c.brand_ids,
  c.category_ids, c.starts_at, c.ends_at, c.sort_order, c.is_active, ${STATE} AS state FROM campaign c`;

/** One campaign as the console shows it, its state at the time of the read. */
export async function readCampaign(db: Queryable, id: number): Promise<AdminCampaign | undefined> {
  const [row] = await db.query<CampaignRecordRow>(`${SELECT} WHERE c.id = $1`, [id]);
  return row && record(row);
}

/** One page of the console's campaign list, filtered (kind, state, q on the names), sorted and counted in the database. */
export async function listCampaigns(db: Queryable, query: SqlListQuery): Promise<{ rows: AdminCampaign[]; total: number }> {
  const { filter } = query;
  refuseUnknownFilters(filter, FILTERS);
  const { params, param } = sqlParams();
  const where: string[] = [];
  const q = searchFilter(filter.q);
  if (q) where.push(everyWordIn(q, ['c.name_tr', 'c.name_en', 'c.description_tr', 'c.description_en'], param));
  if (filter.kind !== undefined) where.push(`c.kind = ${param(choiceFilter(filter.kind, 'kind', CAMPAIGN_KINDS))}`);
  if (filter.state !== undefined) where.push(`(${STATE}) = ${param(choiceFilter(filter.state, 'state', CAMPAIGN_STATES))}`);
  if (filter.id !== undefined) where.push(`c.id = ANY(${param(idListFilter(filter.id, 'id'))}::int[])`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM campaign c ${whereSql}`, params);
  const direction = query.sort.order === 'DESC' ? 'DESC' : 'ASC';
  const rows = await db.query<CampaignRecordRow>(
    `${SELECT} ${whereSql} ORDER BY ${query.sort.column} ${direction} NULLS LAST, c.id ${direction} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`, params);
  return { rows: rows.map(record), total: Number(total) };
}

/** Refuses currencies the shop does not have: a figure in one would never be priced. */
export async function checkCurrencies(db: Queryable, currencyIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(currencyIds)];
  if (!wanted.length) return;
  const known = new Set((await db.query<{ id: number }>('SELECT id FROM currency WHERE id = ANY($1::int[])', [wanted])).map((row) => Number(row.id)));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length) throw new BadInputError(`unknown currency ${unknown.join(', ')}`);
}
