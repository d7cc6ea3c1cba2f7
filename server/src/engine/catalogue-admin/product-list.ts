import type { AdminProductRow, ProductSortField } from '../../../../contracts/admin/catalogue.js';
import type { ListQuery } from '../../../../contracts/admin/list-query.js';
import { ProductDocumentType } from '../../../../contracts/enums.js';
import { BadInputError } from '../../common/errors.js';
import type { Queryable } from '../db/database.js';
import { filterId, filterIds, filterText } from '../common/list-request.js';

// Each sort has an index (0001, 0030) so a page of 100,000 products is read in index order; id breaks ties.
const ORDER: Record<ProductSortField, string> = {
  id: 'p.id', name: 'p.name_tr', sku: 'p.sku', price: 'pp.sales_price', stock: 'p.stock_total', createdAt: 'p.created_at',
};

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the console's product list, filtered, sorted and counted in the database. */
export async function listProducts(db: Queryable, query: ListQuery): Promise<{ rows: AdminProductRow[]; total: number }> {
  const { filter } = query;
  const params: unknown[] = [];
  const param = (value: unknown) => { params.push(value); return `$${params.length}`; };
  const where: string[] = [];
  const q = filterText(filter, 'q');
  if (q) {
    const words = param(`%${literal(q)}%`);
    where.push(`(p.name_tr ILIKE ${words} OR p.name_en ILIKE ${words} OR p.sku ILIKE ${param(`${literal(q)}%`)})`);
  }
  const brandId = filterId(filter, 'brandId');
  if (brandId) where.push(`p.brand_id = ${param(brandId)}`);
  const productTypeId = filterId(filter, 'productTypeId');
  if (productTypeId) where.push(`p.product_type_id = ${param(productTypeId)}`);
  const categoryId = filterId(filter, 'categoryId');
  if (categoryId) {
    where.push(`EXISTS (SELECT 1 FROM product_category pc JOIN category c ON c.id = pc.category_id WHERE pc.product_id = p.id AND c.path @> ARRAY[${param(categoryId)}::int])`);
  }
  if (filter.published !== undefined) {
    if (typeof filter.published !== 'boolean') throw new BadInputError('filter.published must be true or false');
    where.push(`p.is_on_shelf = ${param(filter.published)}`);
  }
  const ids = filterIds(filter);
  if (ids) where.push(`p.id = ANY(${param(ids)}::int[])`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  const [first, last] = query.range;
  const direction = query.sort.order === 'DESC' ? 'DESC' : 'ASC';
  const rows = await db.query<{
    id: number; sku: string; name_tr: string; name_en: string; brand_id: number; product_type_id: number; default_category_id: number;
    is_on_shelf: boolean; sales_price: string | number | null; stock_total: number; photo: string | null; created_at: Date | string;
  }>(
    `SELECT p.id, p.sku, p.name_tr, p.name_en, p.brand_id, p.product_type_id, p.default_category_id, p.is_on_shelf, pp.sales_price, p.stock_total, p.created_at,
            (SELECT d.file_path FROM product_document d WHERE d.product_id = p.id AND d.document_type = ${ProductDocumentType.Image} ORDER BY d.sort_order, d.id LIMIT 1) AS photo
       FROM product p
       LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = (SELECT id FROM currency ORDER BY sort_order, id LIMIT 1)
       ${whereSql}
      ORDER BY ${ORDER[query.sort.field as ProductSortField]} ${direction} NULLS LAST, p.id ${direction}
      LIMIT ${param(last - first + 1)} OFFSET ${param(first)}`, params);
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM product p ${whereSql}`, countParams);
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: Number(row.id), sku: row.sku, name: { tr: row.name_tr, en: row.name_en }, brandId: Number(row.brand_id), productTypeId: Number(row.product_type_id),
      defaultCategoryId: Number(row.default_category_id), published: row.is_on_shelf, price: row.sales_price === null ? null : Number(row.sales_price),
      stock: Number(row.stock_total), photo: row.photo, createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
