import type { AdminProductRow, ProductSortField } from '../../../../contracts/admin/catalogue.js';
import { ProductDocumentType } from '../../../../contracts/enums.js';
import type { Database, Queryable } from '../db/database.js';
import { booleanFilter, everyWordIn, idFilter, idListFilter, refuseUnknownFilters, searchFilter, sqlParams } from '../common/list-filters.js';
import type { ListRules, SqlListQuery } from '../common/list-query.js';

const PRICE = 'pp.sales_price';

/**
 * The product list's sorts: each has an index (0001, 0030), so a page of 100,000 products is read
 * in index order, either way; id breaks ties.
 */
export const PRODUCT_LIST_RULES: ListRules = {
  sortable: {
    id: 'p.id', name: 'p.name_tr', sku: 'p.sku', price: PRICE, stock: 'p.stock_total', createdAt: 'p.created_at',
  } satisfies Record<ProductSortField, string>,
  defaultSort: { field: 'id', order: 'DESC' },
};
const FILTERS = ['q', 'brandId', 'categoryId', 'productTypeId', 'published', 'id'];


/**
 * One page of the console's product list, filtered, sorted and counted in the database, read
 * through indexes only. The planner reckons a name word's matches from its trigram statistics,
 * which can be twice the real number (5,675 for 2,613 at 100,000 products), and then prefers
 * reading the table from its start until enough rows match: 37,000 rows for the first 1,001
 * matches of such a word. A whole-table read also passes the buffer cache by (PostgreSQL reads a
 * table larger than a quarter of its buffers through a small ring), so each one came from disk:
 * 175 ms of CPU on PGlite. Through the trigram, price and sort indexes the pages read stay cached.
 */
export function listProducts(db: Database, query: SqlListQuery): Promise<{ rows: AdminProductRow[]; total: number }> {
  return db.transaction(async (tx) => {
    await tx.exec('SET LOCAL enable_seqscan = off');
    return listProductPage(tx, query);
  });
}

async function listProductPage(db: Queryable, query: SqlListQuery): Promise<{ rows: AdminProductRow[]; total: number }> {
  const { filter } = query;
  refuseUnknownFilters(filter, FILTERS);
  const { params, param } = sqlParams();
  const where: string[] = [];
  // Every word typed, anywhere in the sku or a name, folded already in list_text (0038), whose trigram index answers: "isik deri" finds "Deri Kayışlı IŞIK".
  const q = searchFilter(filter.q);
  if (q) where.push(everyWordIn(q, { folded: 'p.list_text' }, param));
  if (filter.brandId !== undefined) where.push(`p.brand_id = ${param(idFilter(filter.brandId, 'brandId'))}`);
  if (filter.productTypeId !== undefined) where.push(`p.product_type_id = ${param(idFilter(filter.productTypeId, 'productTypeId'))}`);
  if (filter.categoryId !== undefined) {
    const categoryId = idFilter(filter.categoryId, 'categoryId');
    where.push(`EXISTS (SELECT 1 FROM product_category pc JOIN category c ON c.id = pc.category_id WHERE pc.product_id = p.id AND c.path @> ARRAY[${param(categoryId)}::int])`);
  }
  if (filter.published !== undefined) where.push(`p.is_on_shelf = ${param(booleanFilter(filter.published, 'published'))}`);
  if (filter.id !== undefined) where.push(`p.id = ANY(${param(idListFilter(filter.id, 'id'))}::int[])`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const currencyId = await firstCurrencyId(db);
  const direction = query.sort.order === 'DESC' ? 'DESC' : 'ASC';
  // Sorted by price, the list is read from the price index (currency, price) and lists the products
  // priced in the first currency (every product the console or an import makes is); else from the product's own.
  const byPrice = query.sort.column === PRICE;
  // A product's price in that currency read from its own index entry (OFFSET 0 keeps the read per
  // row): joined, the planner hashed all 100,000 prices of the currency to count or sort 1,000 matches.
  const pricedEach = `CROSS JOIN LATERAL (SELECT pp.sales_price, pp.product_id FROM product_price pp WHERE pp.product_id = p.id AND pp.currency_id = ${currencyId} OFFSET 0) pp`;
  const total = await listTotal(db, `FROM product p ${byPrice ? pricedEach : ''} ${whereSql}`, [...params], where.length === 0);
  // A filter few products meet (a sku, a rare word) is read through its own index and its matches
  // sorted: in the sort's index order the planner, guessing at the matches, could walk 95,000
  // rows to find 25 (590 ms). COALESCE(x, x) orders as x does but no index answers it. Walking
  // the sort's index reads about (offset + limit) × products / matches rows, mostly in the table's
  // order; sorting reads every match, each from its own page, about four times the cost of a row
  // walked (at 100,000 products). The list sorts when that is cheaper: 1,040 products of a type,
  // page 10 by price, walked 25,000 rows (97 ms of CPU) where sorting read 1,040 (54 ms).
  const sortMatches = where.length > 0
    && (total <= EXACT_TOTAL_UP_TO || SORTED_MATCH_COST * total * total <= (byPrice ? PRICE_WALK_COST : 1) * (query.offset + query.limit) * ((await tableRows(db)) ?? 0));
  const sortBy = (column: string) => (sortMatches ? `COALESCE(${column}, ${column})` : column);
  // Walking the price index, the product is joined to its entry.
  const priced = !byPrice ? '' : sortMatches ? pricedEach : `JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = ${currencyId}`;
  // The page's ids first, then what the page shows of those alone: each row skipped by OFFSET
  // had its photo looked up too (200 lookups for page 8, a fifth of its time).
  const ids = (await db.query<{ id: number }>(
    `SELECT p.id FROM product p ${priced} ${whereSql}
      ORDER BY ${sortBy(query.sort.column)} ${direction}, ${byPrice ? 'pp.product_id' : 'p.id'} ${direction}
      LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`, params)).map((row) => Number(row.id));
  return { total, rows: await pageRows(db, ids, currencyId) };
}

/** The console's rows of these products, in the ids' order, priced in `currencyId`. */
async function pageRows(db: Queryable, ids: number[], currencyId: number): Promise<AdminProductRow[]> {
  if (!ids.length) return [];
  const rows = await db.query<{
    id: number; sku: string; name_tr: string; name_en: string; brand_id: number; product_type_id: number; default_category_id: number;
    is_on_shelf: boolean; sales_price: string | number | null; stock_total: number; photo: string | null; created_at: Date | string;
  }>(
    `SELECT p.id, p.sku, p.name_tr, p.name_en, p.brand_id, p.product_type_id, p.default_category_id, p.is_on_shelf, pp.sales_price, p.stock_total, p.created_at,
            (SELECT d.file_path FROM product_document d WHERE d.product_id = p.id AND d.document_type = ${ProductDocumentType.Image} ORDER BY d.sort_order, d.id LIMIT 1) AS photo
       FROM product p LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = $2
      WHERE p.id = ANY($1::int[])`, [ids, currencyId]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{
      id, sku: row.sku, name: { tr: row.name_tr, en: row.name_en }, brandId: Number(row.brand_id), productTypeId: Number(row.product_type_id),
      defaultCategoryId: Number(row.default_category_id), published: row.is_on_shelf, price: row.sales_price === null ? null : Number(row.sales_price),
      stock: Number(row.stock_total), photo: row.photo, createdAt: new Date(row.created_at).toISOString(),
    }] : [];
  });
}

/** The shop's first currency, the one the list shows prices in (0 before any: no price matches). */
async function firstCurrencyId(db: Queryable): Promise<number> {
  const [first] = await db.query<{ id: number }>('SELECT id FROM currency ORDER BY sort_order, id LIMIT 1');
  return first ? Number(first.id) : 0;
}

/**
 * Lists count exactly up to this many products. Past it, counting every match read all 100,000
 * rows (35 ms unfiltered, 420 ms for a word every sku has) for a figure the console shows as a
 * page count: there the total is estimated (issue 29 item 6, p99 < 100 ms). It is also where a
 * filter's matches stop being sorted (8,000 matches sorted: 200 ms on a loaded machine; in the
 * sort's index order a page of so many is found soon).
 */
export const EXACT_TOTAL_UP_TO = 1_000;
/** A match read to be sorted costs about this many rows walked in an index's order (see listProductPage). */
const SORTED_MATCH_COST = 4;
/**
 * A row walked in the price index costs about this many walked in a product index: each is a
 * price entry and then its product, in price order (the first page of a type's 1,030 products by
 * price walked 2,400 rows: 235 ms, where sorting them took 26).
 */
const PRICE_WALK_COST = 2;
/** Of the product table's pages, the share a filtered estimate reads (TABLESAMPLE SYSTEM). */
const SAMPLE_PERCENT = 10;

/**
 * The list's total for `fromWhere` ("FROM product p ... WHERE ..."): exact up to
 * EXACT_TOTAL_UP_TO, else an estimate above it. Unfiltered: the table's rows as the planner
 * reckons them (its last ANALYZE's rows per page times the pages it has now); filtered: the
 * matches in a fixed tenth of its pages (REPEATABLE: the same figure page after page) times ten.
 */
async function listTotal(db: Queryable, fromWhere: string, params: unknown[], unfiltered: boolean): Promise<number> {
  const [{ counted }] = await db.query<{ counted: number }>(`SELECT count(*)::int AS counted FROM (SELECT 1 ${fromWhere} LIMIT ${EXACT_TOTAL_UP_TO + 1}) t`, params);
  if (Number(counted) <= EXACT_TOTAL_UP_TO) return Number(counted);
  const estimate = unfiltered ? await tableRows(db) : undefined;
  if (estimate !== undefined) return Math.max(EXACT_TOTAL_UP_TO + 1, estimate);
  const [{ sampled }] = await db.query<{ sampled: number }>(`SELECT count(*)::int AS sampled ${fromWhere.replace(/^FROM product p/, `FROM product p TABLESAMPLE SYSTEM (${SAMPLE_PERCENT}) REPEATABLE (29)`)}`, params);
  return Math.max(EXACT_TOTAL_UP_TO + 1, Math.round((Number(sampled) * 100) / SAMPLE_PERCENT));
}

/** The product table's rows as the planner reckons them: its last ANALYZE's rows per page times the pages it has now (undefined before any ANALYZE). */
async function tableRows(db: Queryable): Promise<number | undefined> {
  const [{ estimate }] = await db.query<{ estimate: number | null }>(`SELECT CASE WHEN relpages > 0 AND reltuples > 0
    THEN round(reltuples / relpages * (pg_relation_size(oid) / current_setting('block_size')::int))::int END AS estimate FROM pg_class WHERE oid = 'product'::regclass`);
  return estimate === null || estimate === undefined ? undefined : Number(estimate);
}
