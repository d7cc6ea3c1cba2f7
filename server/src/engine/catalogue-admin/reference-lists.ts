import type { AdminBrand, AdminCategory, AdminCurrency, AdminProductType, AdminWarehouse } from '../../../../contracts/admin/catalogue.js';
import type { Queryable } from '../db/database.js';
import { everyWordIn, idFilter, idListFilter, refuseUnknownFilters, searchFilter, sqlParams } from '../common/list-filters.js';
import type { SqlListQuery } from '../common/list-query.js';

/** How one reference table is listed: its columns, its sorts, the columns `q` searches, the row as the console sees it. */
export interface ReferenceTable<T> {
  resource: string;
  table: string;
  select: string;
  sorts: Record<string, string>;
  searched: string[];
  /** Filters besides q and id: filter field → column (whole numbers). */
  idFilters?: Record<string, string>;
  toRecord: (row: Record<string, unknown>) => T;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const BRANDS: ReferenceTable<AdminBrand> = {
  resource: 'brands', table: 'brand', select: 'id, name, slug', sorts: { id: 'id', name: 'name', slug: 'slug' }, searched: ['name', 'slug'],
  toRecord: (row) => ({ id: Number(row.id), name: text(row.name), slug: text(row.slug) }),
};

export const CATEGORIES: ReferenceTable<AdminCategory> = {
  resource: 'categories', table: 'category', select: 'id, parent_id, name_tr, name_en, slug_tr, slug_en, sort_order, depth, route_path_tr, route_path_en',
  sorts: { id: 'id', name: 'name_tr', sortOrder: 'sort_order', depth: 'depth' }, searched: ['name_tr', 'name_en'], idFilters: { parentId: 'parent_id' },
  toRecord: (row) => ({
    id: Number(row.id), parentId: row.parent_id === null ? null : Number(row.parent_id), name: { tr: text(row.name_tr), en: text(row.name_en) },
    slug: { tr: text(row.slug_tr), en: text(row.slug_en) }, sortOrder: Number(row.sort_order), depth: Number(row.depth),
    routePath: { tr: text(row.route_path_tr), en: text(row.route_path_en) },
  }),
};

export const PRODUCT_TYPES: ReferenceTable<AdminProductType> = {
  resource: 'product-types', table: 'product_type', select: 'id, code, name_tr, name_en', sorts: { id: 'id', code: 'code', name: 'name_tr' }, searched: ['code', 'name_tr', 'name_en'],
  toRecord: (row) => ({ id: Number(row.id), code: text(row.code), name: { tr: text(row.name_tr), en: text(row.name_en) } }),
};

export const WAREHOUSES: ReferenceTable<AdminWarehouse> = {
  resource: 'warehouses', table: 'warehouse', select: 'id, code, name', sorts: { id: 'id', code: 'code', name: 'name' }, searched: ['code', 'name'],
  toRecord: (row) => ({ id: Number(row.id), code: text(row.code), name: text(row.name) }),
};

export const CURRENCIES: ReferenceTable<AdminCurrency> = {
  resource: 'currencies', table: 'currency', select: 'id, code, name_tr, name_en, symbol, decimals, sort_order', sorts: { id: 'id', code: 'code', sortOrder: 'sort_order' },
  searched: ['code', 'name_tr', 'name_en'],
  toRecord: (row) => ({ id: Number(row.id), code: text(row.code), name: { tr: text(row.name_tr), en: text(row.name_en) }, symbol: text(row.symbol), decimals: Number(row.decimals) }),
};

/** One page of a reference table, filtered (`q`, `id`, its id filters), sorted and counted in the database. */
export async function listReference<T>(db: Queryable, spec: ReferenceTable<T>, query: SqlListQuery): Promise<{ rows: T[]; total: number }> {
  const { params, param } = sqlParams();
  const where: string[] = [];
  refuseUnknownFilters(query.filter, ['q', 'id', ...Object.keys(spec.idFilters ?? {})]);
  const q = searchFilter(query.filter.q);
  if (q) where.push(everyWordIn(q, spec.searched, param));
  if (query.filter.id !== undefined) where.push(`id = ANY(${param(idListFilter(query.filter.id, 'id'))}::int[])`);
  for (const [field, column] of Object.entries(spec.idFilters ?? {})) {
    // null: the top of a tree (categories without a parent).
    if (query.filter[field] === null) where.push(`${column} IS NULL`);
    else if (query.filter[field] !== undefined) where.push(`${column} = ${param(idFilter(query.filter[field], field))}`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  const direction = query.sort.order === 'DESC' ? 'DESC' : 'ASC';
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${spec.select} FROM ${spec.table} ${whereSql} ORDER BY ${query.sort.column} ${direction}, id ${direction}
      LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`, params);
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${spec.table} ${whereSql}`, countParams);
  return { rows: rows.map(spec.toRecord), total: Number(total) };
}

/** One record of a reference table, or none. */
export async function readReference<T>(db: Queryable, spec: ReferenceTable<T>, id: number): Promise<T | undefined> {
  const [row] = await db.query<Record<string, unknown>>(`SELECT ${spec.select} FROM ${spec.table} WHERE id = $1`, [id]);
  return row ? spec.toRecord(row) : undefined;
}
