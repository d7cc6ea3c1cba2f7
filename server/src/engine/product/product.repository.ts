import type { ProductDocumentType } from '../../../../contracts/enums.js';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '../db/database.js';
import { readByProduct } from '../db/bulk-read.js';
import type { CatalogueSnapshot } from './catalogue-index.js';

export interface ProductRow {
  id: number; sku: string; code: string; name_tr: string; name_en: string; short_name_tr: string; short_name_en: string;
  description_tr: string; description_en: string; brand_id: number; brand_name: string; product_type_id: number;
  type_name_tr: string; type_name_en: string; scope_type_id: number; is_approved: boolean; hs_code: string;
  route_path_tr: string; route_path_en: string; extension_data: Record<string, unknown>;
  base_price: number; sales_price: number; discount_rate: number;
}
export interface DocumentRow { product_id: number; document_type: ProductDocumentType; is_default: boolean; file_path: string; name: string }
export interface AttributeRow { product_id: number; integration_code: string; name_tr: string; name_en: string; value_tr: string; value_en: string; is_list: boolean }
export interface BarcodeRow { id: number; product_id: number; barcode: string; size: string | null; color_tr: string | null; color_en: string | null }
export interface StockRow { product_id: number; barcode_id: number; warehouse_id: number; quantity: number }
export interface ProductTypeRow { id: number; code: string; name_tr: string; name_en: string }
export interface ProductCategoryRow { product_id: number; category_id: number; is_default: boolean }
export interface ColourRow { id: number; route_path_tr: string; route_path_en: string; colour_tr: string | null; colour_en: string | null; image: string | null; sold_out: boolean }

export interface ProductDetailRows {
  product: ProductRow; documents: DocumentRow[]; attributes: AttributeRow[]; barcodes: BarcodeRow[]; stocks: StockRow[];
  categories: ProductCategoryRow[]; colours: ColourRow[];
}

/** A product's own columns, with its brand, type and price in the currency of parameter $2. */
const PRODUCT_COLUMNS = `p.id, p.sku, p.code, p.name_tr, p.name_en, p.short_name_tr, p.short_name_en, p.description_tr,
  p.description_en, p.brand_id, b.name AS brand_name, p.product_type_id, t.name_tr AS type_name_tr,
  t.name_en AS type_name_en, p.scope_type_id, p.is_approved, p.hs_code, p.route_path_tr, p.route_path_en,
  p.extension_data, pp.base_price, pp.sales_price, pp.discount_rate`;
const PRODUCT_FROM = `FROM product p
  JOIN brand b ON b.id = p.brand_id
  JOIN product_type t ON t.id = p.product_type_id
  LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.currency_id = $2`;
/** ColourRow of the products `alias` the caller's WHERE names. */
const colourSelect = (alias: string) => `SELECT ${alias}.id, ${alias}.route_path_tr, ${alias}.route_path_en, a.value_tr AS colour_tr, a.value_en AS colour_en,
    ${alias}.stock_total <= 0 AS sold_out,
    (SELECT d.file_path FROM product_document d WHERE d.product_id = ${alias}.id AND d.document_type = 1
      ORDER BY d.is_default DESC, d.sort_order, d.id LIMIT 1) AS image
  FROM product ${alias}
  LEFT JOIN product_attribute a ON a.product_id = ${alias}.id AND a.integration_code = 'attr_color'`;
/** The rows of a select as one JSON array in `order` (the order's columns come along as extra fields). */
const jsonRows = (select: string, order: string) => `(SELECT coalesce(json_agg(part ORDER BY ${order}), '[]') FROM (${select}) part)`;

/** Product reads of the engine: one page of ids, then the parts a page asks for, in batches. */
@Injectable()
export class ProductRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Everything the catalogue index is built from, in a handful of reads. */
  async catalogueSnapshot(): Promise<CatalogueSnapshot> {
    // One read at a time: on a large catalogue (a million products) each takes seconds, and seven
    // side by side would hold the connections that the search index's reads and requests wait for.
    const products = await readByProduct<CatalogueSnapshot['products'][number]>(this.db,
      `SELECT id, brand_id, product_type_id, group_code, is_approved, is_on_shelf, stock_total,
              (extract(epoch FROM created_at) * 1000)::float8 AS created_at FROM product`, 'id');
    const prices = await readByProduct<CatalogueSnapshot['prices'][number]>(this.db, 'SELECT product_id, currency_id, sales_price, discount_rate FROM product_price');
    const categories = await readByProduct<CatalogueSnapshot['categories'][number]>(this.db, 'SELECT pc.product_id, c.path FROM product_category pc JOIN category c ON c.id = pc.category_id');
    const attributes = await readByProduct<CatalogueSnapshot['attributes'][number]>(this.db, 'SELECT product_id, integration_code, value_tr, value_en FROM product_attribute WHERE is_list');
    const sizes = await readByProduct<CatalogueSnapshot['sizes'][number]>(this.db, 'SELECT DISTINCT product_id, size FROM barcode WHERE size IS NOT NULL');
    const brands = await this.db.query<CatalogueSnapshot['brands'][number]>('SELECT id, name, slug FROM brand');
    const attributeNames = await this.db.query<CatalogueSnapshot['attributeNames'][number]>(
      'SELECT DISTINCT ON (integration_code) integration_code, name_tr, name_en FROM product_attribute WHERE is_list ORDER BY integration_code');
    return { products, prices, categories, attributes, sizes, brands, attributeNames };
  }

  products(ids: number[], currencyId: number): Promise<ProductRow[]> {
    return this.db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} ${PRODUCT_FROM} WHERE p.id = ANY($1::int[])`, [ids, currencyId]);
  }

  /**
   * One product with every part its detail page shows, and the swatch rows of its model's other
   * colours, in one statement: on the embedded database each statement costs a round through
   * its protocol and planner, and a first visitor's answer waited for seven of them (issue 12
   * item 5). Each part's rows, columns and order are those of the list reads below (documents,
   * attributes with every attribute, barcodes, stocks, categories, colours); the product detail
   * API test compares the two.
   *
   * The swatches are asked as the product's own model (its group) among `colourIds`, which the
   * catalogue index takes from that model: the same rows, but a plan the database keeps. Its plan
   * cache re-plans a prepared statement for every run while the plan made for unknown values
   * looks dearer than a fresh one, and for `id = ANY($3)` alone it assumes ten swatches (three
   * look-ups each): planned afresh, the statement took 2.2 ms of CPU, with its kept plan 0.7
   * (issue 28 item 3). The group narrows the estimate to the model's few products.
   */
  async detail(id: number, currencyId: number, colourIds: readonly number[]): Promise<ProductDetailRows | undefined> {
    const [row] = await this.db.query<ProductRow & Omit<ProductDetailRows, 'product'>>(
      `SELECT ${PRODUCT_COLUMNS},
              ${jsonRows(`SELECT product_id, document_type, is_default, file_path, name, sort_order, id FROM product_document WHERE product_id = p.id`, 'is_default DESC, sort_order, id')} AS documents,
              ${jsonRows(`SELECT product_id, integration_code, name_tr, name_en, value_tr, value_en, is_list, sort_order FROM product_attribute WHERE product_id = p.id`, 'sort_order, integration_code')} AS attributes,
              ${jsonRows(`SELECT id, product_id, barcode, size, color_tr, color_en, sort_order FROM barcode WHERE product_id = p.id`, 'sort_order, id')} AS barcodes,
              ${jsonRows(`SELECT b.product_id, s.barcode_id, s.warehouse_id, s.quantity FROM stock s JOIN barcode b ON b.id = s.barcode_id WHERE b.product_id = p.id`, 'barcode_id, warehouse_id')} AS stocks,
              ${jsonRows(`SELECT product_id, category_id, is_default FROM product_category WHERE product_id = p.id`, 'is_default DESC, category_id')} AS categories,
              ${jsonRows(`${colourSelect('c')} WHERE c.group_code = p.group_code AND c.id = ANY($3::int[])`, 'id')} AS colours
         ${PRODUCT_FROM}
        WHERE p.id = $1`,
      [id, currencyId, colourIds]);
    if (!row) return undefined;
    const { documents, attributes, barcodes, stocks, categories, colours, ...product } = row;
    return { product, documents, attributes, barcodes, stocks, categories, colours };
  }

  /** One page of the approved, shelved products in id order, and how many there are. */
  async sellablePage(offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.db.query<{ id: number }>('SELECT id FROM product WHERE is_approved AND is_on_shelf ORDER BY id LIMIT $1 OFFSET $2', [limit, offset]),
      this.db.query<{ total: number }>('SELECT count(*)::int AS total FROM product WHERE is_approved AND is_on_shelf'),
    ]);
    return { ids: rows.map((row) => row.id), total: count.total };
  }

  productTypes(): Promise<ProductTypeRow[]> {
    return this.db.query<ProductTypeRow>('SELECT id, code, name_tr, name_en FROM product_type ORDER BY id');
  }

  /** The default category of an approved product; undefined for an unknown or hidden one (its related products are not shown either). */
  async defaultCategory(productId: number): Promise<number | undefined> {
    const [row] = await this.db.query<{ id: number }>('SELECT default_category_id AS id FROM product WHERE id = $1 AND is_approved', [productId]);
    return row?.id;
  }

  documents(ids: number[]): Promise<DocumentRow[]> {
    return this.db.query<DocumentRow>(
      `SELECT product_id, document_type, is_default, file_path, name FROM product_document
        WHERE product_id = ANY($1::int[]) ORDER BY product_id, is_default DESC, sort_order, id`, [ids]);
  }

  attributes(ids: number[], all: boolean): Promise<AttributeRow[]> {
    return this.db.query<AttributeRow>(
      `SELECT product_id, integration_code, name_tr, name_en, value_tr, value_en, is_list FROM product_attribute
        WHERE product_id = ANY($1::int[]) AND ($2::boolean OR is_list) ORDER BY product_id, sort_order, integration_code`, [ids, all]);
  }

  barcodes(ids: number[]): Promise<BarcodeRow[]> {
    return this.db.query<BarcodeRow>(
      `SELECT id, product_id, barcode, size, color_tr, color_en FROM barcode
        WHERE product_id = ANY($1::int[]) ORDER BY product_id, sort_order, id`, [ids]);
  }

  stocks(ids: number[]): Promise<StockRow[]> {
    return this.db.query<StockRow>(
      `SELECT b.product_id, s.barcode_id, s.warehouse_id, s.quantity FROM stock s JOIN barcode b ON b.id = s.barcode_id
        WHERE b.product_id = ANY($1::int[]) ORDER BY b.product_id, s.barcode_id, s.warehouse_id`, [ids]);
  }

  /** What a colour swatch shows of each product: its colour (attr_color), page and default image. */
  colours(ids: number[]): Promise<ColourRow[]> {
    return this.db.query<ColourRow>(`${colourSelect('p')} WHERE p.id = ANY($1::int[])`, [ids]);
  }

  categories(ids: number[], justDefault: boolean): Promise<ProductCategoryRow[]> {
    return this.db.query<ProductCategoryRow>(
      `SELECT product_id, category_id, is_default FROM product_category
        WHERE product_id = ANY($1::int[]) AND (NOT $2::boolean OR is_default) ORDER BY product_id, is_default DESC, category_id`,
      [ids, justDefault]);
  }
}
