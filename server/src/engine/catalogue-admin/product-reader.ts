import type { AdminProduct, AdminSeo } from '../../../../contracts/admin/catalogue.js';
import { ProductDocumentType } from '../../../../contracts/enums.js';
import type { Queryable } from '../db/database.js';

interface ProductRow {
  id: number; sku: string; code: string; group_code: string; name_tr: string; name_en: string; short_name_tr: string; short_name_en: string;
  description_tr: string; description_en: string; brand_id: number; product_type_id: number; default_category_id: number; hs_code: string;
  is_on_shelf: boolean; route_path_tr: string; route_path_en: string; extension_data: { seo?: Partial<Record<'tr' | 'en', { title?: string; description?: string }>> };
  created_at: Date | string;
}

/** The slug of a product path: "/celik-saat-p-12" and "/en/steel-watch-p-12" → "celik-saat", "steel-watch". */
export const slugOfPath = (path: string, id: number) => path.replace(/^\/(?:en\/)?/, '').replace(new RegExp(`-?p-${id}$`), '');

/** A product's path from its slug (the shop's /{slug}-p-{id} form). */
export const pathOfSlug = (slug: string, id: number, culture: 'tr' | 'en') => `${culture === 'en' ? '/en' : ''}/${slug ? `${slug}-` : ''}p-${id}`;

/**
 * Whole products as the console edits them, for many ids in a statement per table (a product
 * page, the audit log's before and after, an export's batch). Answers them in the order of `ids`;
 * an unknown id has none.
 */
export async function readProducts(db: Queryable, ids: readonly number[]): Promise<AdminProduct[]> {
  if (!ids.length) return [];
  const list = [...ids];
  const [rows, categories, attributes, barcodes, stock, prices, photos] = await Promise.all([
    db.query<ProductRow>(`SELECT id, sku, code, group_code, name_tr, name_en, short_name_tr, short_name_en, description_tr, description_en, brand_id, product_type_id,
        default_category_id, hs_code, is_on_shelf, route_path_tr, route_path_en, extension_data, created_at FROM product WHERE id = ANY($1::int[])`, [list]),
    db.query<{ product_id: number; category_id: number; is_default: boolean }>(
      'SELECT product_id, category_id, is_default FROM product_category WHERE product_id = ANY($1::int[]) ORDER BY product_id, is_default DESC, category_id', [list]),
    db.query<{ product_id: number; integration_code: string; name_tr: string; name_en: string; value_tr: string; value_en: string; is_list: boolean }>(
      `SELECT product_id, integration_code, name_tr, name_en, value_tr, value_en, is_list FROM product_attribute WHERE product_id = ANY($1::int[])
        ORDER BY product_id, sort_order, integration_code`, [list]),
    db.query<{ id: number; product_id: number; barcode: string; size: string | null; color_tr: string | null; color_en: string | null }>(
      'SELECT id, product_id, barcode, size, color_tr, color_en FROM barcode WHERE product_id = ANY($1::int[]) ORDER BY product_id, sort_order, id', [list]),
    db.query<{ barcode_id: number; warehouse_id: number; quantity: number }>(
      'SELECT s.barcode_id, s.warehouse_id, s.quantity FROM stock s JOIN barcode b ON b.id = s.barcode_id WHERE b.product_id = ANY($1::int[]) ORDER BY s.barcode_id, s.warehouse_id', [list]),
    db.query<{ product_id: number; currency_id: number; sales_price: string | number; base_price: string | number }>(
      'SELECT product_id, currency_id, sales_price, base_price FROM product_price WHERE product_id = ANY($1::int[]) ORDER BY product_id, currency_id', [list]),
    db.query<{ id: number; product_id: number; file_path: string; sort_order: number }>(
      'SELECT id, product_id, file_path, sort_order FROM product_document WHERE product_id = ANY($1::int[]) AND document_type = $2 ORDER BY product_id, sort_order, id',
      [list, ProductDocumentType.Image]),
  ]);
  const byProduct = <T extends { product_id: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) map.set(Number(item.product_id), [...(map.get(Number(item.product_id)) ?? []), item]);
    return map;
  };
  const [categoriesOf, attributesOf, barcodesOf, pricesOf, photosOf] = [byProduct(categories), byProduct(attributes), byProduct(barcodes), byProduct(prices), byProduct(photos)];
  const stockOf = new Map<number, { warehouseId: number; quantity: number }[]>();
  for (const line of stock) stockOf.set(Number(line.barcode_id), [...(stockOf.get(Number(line.barcode_id)) ?? []), { warehouseId: Number(line.warehouse_id), quantity: Number(line.quantity) }]);
  const products = new Map(rows.map((row) => {
    const id = Number(row.id);
    const seo = (culture: 'tr' | 'en'): AdminSeo => ({
      title: row.extension_data?.seo?.[culture]?.title ?? '', description: row.extension_data?.seo?.[culture]?.description ?? '',
      slug: slugOfPath(culture === 'tr' ? row.route_path_tr : row.route_path_en, id),
    });
    const product: AdminProduct = {
      id, sku: row.sku, code: row.code, groupCode: row.group_code,
      name: { tr: row.name_tr, en: row.name_en }, shortName: { tr: row.short_name_tr, en: row.short_name_en }, description: { tr: row.description_tr, en: row.description_en },
      brandId: Number(row.brand_id), productTypeId: Number(row.product_type_id),
      categoryIds: (categoriesOf.get(id) ?? []).map((c) => Number(c.category_id)), defaultCategoryId: Number(row.default_category_id), hsCode: row.hs_code,
      attributes: (attributesOf.get(id) ?? []).map((a) => ({ code: a.integration_code, name: { tr: a.name_tr, en: a.name_en }, value: { tr: a.value_tr, en: a.value_en }, isList: a.is_list })),
      seo: { tr: seo('tr'), en: seo('en') },
      published: row.is_on_shelf,
      variants: (barcodesOf.get(id) ?? []).map((b) => ({
        id: Number(b.id), barcode: b.barcode, size: b.size, colour: b.color_tr !== null || b.color_en !== null ? { tr: b.color_tr ?? '', en: b.color_en ?? '' } : null,
        stock: stockOf.get(Number(b.id)) ?? [],
      })),
      prices: (pricesOf.get(id) ?? []).map((p) => ({ currencyId: Number(p.currency_id), salesPrice: Number(p.sales_price), basePrice: Number(p.base_price) })),
      photos: (photosOf.get(id) ?? []).map((d) => ({ id: Number(d.id), url: d.file_path, sortOrder: Number(d.sort_order) })),
      createdAt: new Date(row.created_at).toISOString(),
    };
    return [id, product] as const;
  }));
  return list.flatMap((id) => products.get(id) ?? []);
}
