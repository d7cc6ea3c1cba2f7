import type { Database, Queryable } from '../db/database.js';
import { analyzeFilledTables } from '../db/analyze-filled-tables.js';
import { insertRows, type ColumnSpec } from './batch-insert.js';
import { BRANDS } from './brands.js';
import { buildBanners, buildMenu } from './content.js';
import { generateProducts, type GeneratedProducts } from './product-generator.js';
import { TREE } from './product-plan.js';
import { slugify } from './slug.js';

export interface SeedOptions {
  /** Number of products (ids 1..products). */
  products: number;
}

/** Rows written per table, and how long it took. */
export interface SeedReport {
  rows: Record<string, number>;
  ms: number;
}

// Products are generated and written in chunks so 100k products never sit in memory at once.
const CHUNK_PRODUCTS = 5_000;

type Table<T> = { name: string; columns: readonly ColumnSpec[]; row: (record: T) => unknown[] };

const PRODUCT_TABLES: { [K in keyof GeneratedProducts]: Table<GeneratedProducts[K][number]> } = {
  products: {
    name: 'product',
    columns: [['id', 'int'], ['sku', 'text'], ['code', 'text'], ['group_code', 'text'], ['name_tr', 'text'], ['name_en', 'text'],
      ['short_name_tr', 'text'], ['short_name_en', 'text'], ['description_tr', 'text'], ['description_en', 'text'], ['brand_id', 'int'],
      ['product_type_id', 'int'], ['default_category_id', 'int'], ['scope_type_id', 'int'], ['is_approved', 'bool'], ['is_on_shelf', 'bool'],
      ['hs_code', 'text'], ['route_path_tr', 'text'], ['route_path_en', 'text'], ['stock_total', 'int'], ['created_at', 'timestamptz']],
    row: (p) => [p.id, p.sku, p.code, p.groupCode, p.name[0], p.name[1], p.shortName[0], p.shortName[1], p.description[0], p.description[1],
      p.brandId, p.productTypeId, p.defaultCategoryId, p.scopeTypeId, p.isApproved, p.isOnShelf, p.hsCode, p.routePath[0], p.routePath[1],
      p.stockTotal, p.createdAt],
  },
  prices: {
    name: 'product_price',
    columns: [['product_id', 'int'], ['currency_id', 'int'], ['base_price', 'bigint'], ['sales_price', 'bigint'], ['discount_rate', 'int']],
    row: (p) => [p.productId, p.currencyId, p.basePrice, p.salesPrice, p.discountRate],
  },
  categories: {
    name: 'product_category',
    columns: [['product_id', 'int'], ['category_id', 'int'], ['is_default', 'bool']],
    row: (c) => [c.productId, c.categoryId, c.isDefault],
  },
  attributes: {
    name: 'product_attribute',
    columns: [['product_id', 'int'], ['integration_code', 'text'], ['name_tr', 'text'], ['name_en', 'text'], ['value_tr', 'text'],
      ['value_en', 'text'], ['is_list', 'bool'], ['sort_order', 'int']],
    row: (a) => [a.productId, a.code, a.name[0], a.name[1], a.value[0], a.value[1], a.isList, a.sortOrder],
  },
  documents: {
    name: 'product_document',
    columns: [['product_id', 'int'], ['document_type', 'int'], ['is_default', 'bool'], ['file_path', 'text'], ['name', 'text'], ['sort_order', 'int']],
    row: (d) => [d.productId, d.documentType, d.isDefault, d.filePath, d.name, d.sortOrder],
  },
  barcodes: {
    name: 'barcode',
    columns: [['id', 'int'], ['product_id', 'int'], ['barcode', 'text'], ['size', 'text'], ['color_tr', 'text'], ['color_en', 'text'], ['sort_order', 'int']],
    row: (b) => [b.id, b.productId, b.barcode, b.size, b.colour[0], b.colour[1], b.sortOrder],
  },
  stocks: {
    name: 'stock',
    columns: [['barcode_id', 'int'], ['warehouse_id', 'int'], ['quantity', 'int']],
    row: (s) => [s.barcodeId, s.warehouseId, s.quantity],
  },
};

/** The fixed tables: currencies, brands, categories, types, warehouses, banners and menus. */
function referenceTables(): { name: string; columns: readonly ColumnSpec[]; rows: unknown[][] }[] {
  return [
    {
      name: 'currency',
      columns: [['id', 'int'], ['code', 'text'], ['name_tr', 'text'], ['name_en', 'text'], ['symbol', 'text'], ['symbol_on_right', 'bool'], ['decimals', 'int'], ['sort_order', 'int']],
      rows: [
        [1, 'TRY', 'Türk Lirası', 'Turkish Lira', '₺', true, 2, 1],
        [2, 'USD', 'Amerikan Doları', 'US Dollar', '$', false, 2, 2],
        [3, 'EUR', 'Euro', 'Euro', '€', false, 2, 3],
      ],
    },
    { name: 'brand', columns: [['id', 'int'], ['name', 'text'], ['slug', 'text']], rows: BRANDS.map((brand, index) => [index + 1, brand.name, slugify(brand.name)]) },
    {
      name: 'category',
      columns: [['id', 'int'], ['parent_id', 'int'], ['name_tr', 'text'], ['name_en', 'text'], ['slug_tr', 'text'], ['slug_en', 'text'], ['path', 'int[]'],
        ['depth', 'int'], ['sort_order', 'int'], ['route_path_tr', 'text'], ['route_path_en', 'text']],
      rows: TREE.categories.map((c) => [c.id, c.parentId, c.name[0], c.name[1], c.slug[0], c.slug[1], c.path, c.depth, c.sortOrder, c.routePath[0], c.routePath[1]]),
    },
    { name: 'product_type', columns: [['id', 'int'], ['code', 'text'], ['name_tr', 'text'], ['name_en', 'text']], rows: TREE.productTypes.map((t) => [t.id, t.code, t.name[0], t.name[1]]) },
    { name: 'warehouse', columns: [['id', 'int'], ['code', 'text'], ['name', 'text']], rows: [[1, 'IST', 'İstanbul Merkez Depo'], [2, 'ANK', 'Ankara Depo']] },
    {
      name: 'banner',
      columns: [['id', 'int'], ['name_tr', 'text'], ['name_en', 'text'], ['key', 'text'], ['description_tr', 'text'], ['description_en', 'text'], ['image_link', 'text'],
        ['target_link', 'text'], ['target_link_en', 'text'], ['container_ids', 'int[]'], ['tag_ids', 'int[]'], ['sort_order', 'int'], ['extension_data_tr', 'jsonb'], ['extension_data_en', 'jsonb']],
      rows: buildBanners().map((b) => [b.id, b.name[0], b.name[1], b.key, b.description?.[0] ?? null, b.description?.[1] ?? null, b.imageLink ?? null,
        b.targetLink ?? null, b.targetLinkEn ?? null, b.containerIds, b.tagIds, b.sortOrder, JSON.stringify(b.extension[0]), JSON.stringify(b.extension[1])]),
    },
    {
      name: 'menu_item',
      columns: [['id', 'int'], ['parent_id', 'int'], ['key', 'text'], ['name_tr', 'text'], ['name_en', 'text'], ['class_name', 'text'], ['sort_order', 'int'],
        ['extension_data_tr', 'jsonb'], ['extension_data_en', 'jsonb']],
      rows: buildMenu().map((m) => [m.id, m.parentId, m.key, m.name[0], m.name[1], m.className, m.sortOrder, JSON.stringify(m.extension[0]), JSON.stringify(m.extension[1])]),
    },
  ];
}

const addRows = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [name, count] of Object.entries(from)) into[name] = (into[name] ?? 0) + count;
};

/** Writes the fixed tables (currencies, brands, categories, ...) into empty tables; answers rows per table. */
export async function writeReferenceTables(db: Queryable): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of referenceTables()) rows[table.name] = await insertRows(db, table.name, table.columns, table.rows);
  return rows;
}

/** Writes products `fromId`..`toId` with all their rows; answers rows per table. */
export async function writeProductRange(db: Queryable, fromId: number, toId: number): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  const chunk = generateProducts(fromId, toId);
  for (const key of Object.keys(PRODUCT_TABLES) as (keyof GeneratedProducts)[]) {
    const table = PRODUCT_TABLES[key] as Table<unknown>;
    rows[table.name] = await insertRows(db, table.name, table.columns, (chunk[key] as unknown[]).map(table.row));
  }
  return rows;
}

/** Writes the whole demo catalogue into empty tables of 0001_catalogue.sql. */
async function writeCatalogue(db: Queryable, products: number): Promise<Record<string, number>> {
  const rows = await writeReferenceTables(db);
  for (let from = 1; from <= products; from += CHUNK_PRODUCTS) addRows(rows, await writeProductRange(db, from, Math.min(products, from + CHUNK_PRODUCTS - 1)));
  // Fresh statistics: the planner otherwise treats the new tables as empty and picks slow plans.
  await analyzeFilledTables(db);
  return rows;
}

/**
 * Seeds the deterministic demo catalogue (same rows on every run) into empty catalogue tables.
 * Runs in one transaction when handed a Database; a transaction's Queryable is used as is.
 */
export async function seedCatalogue(db: Queryable & { transaction?: Database['transaction'] }, options: SeedOptions): Promise<SeedReport> {
  if (!Number.isSafeInteger(options.products) || options.products < 0 || options.products > 9_999_999) {
    throw new RangeError(`products must be an integer from 0 to 9999999: ${options.products}`);
  }
  const started = performance.now();
  const rows = db.transaction
    ? await db.transaction((tx) => writeCatalogue(tx, options.products))
    : await writeCatalogue(db, options.products);
  return { rows, ms: Math.round(performance.now() - started) };
}

/**
 * true once the shop's reference tables are written (currencies first: the seed writes them in the
 * transaction that writes its products, if any); the seed then leaves the catalogue alone, products
 * or none, and whatever the operator has made of it since.
 */
export async function isCatalogueSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM currency) AS seeded');
  return row?.seeded === true;
}
