import { Injectable } from '@nestjs/common';
import { ProductDocumentType } from '../../../../contracts/enums.js';
import { BadInputError } from '../../common/errors.js';
import type { Queryable } from '../db/database.js';
import { CatalogueWriteService } from '../product/catalogue-write.service.js';
import { insertRows, type ColumnSpec } from '../seed/batch-insert.js';
import { nextTurn } from './catalogue-import.js';
import type { ProductDraft } from './product-draft.js';
import { pathOfSlug } from './product-reader.js';

const PRODUCT_COLUMNS: readonly ColumnSpec[] = [['id', 'int'], ['sku', 'text'], ['code', 'text'], ['group_code', 'text'], ['name_tr', 'text'], ['name_en', 'text'],
  ['short_name_tr', 'text'], ['short_name_en', 'text'], ['description_tr', 'text'], ['description_en', 'text'], ['brand_id', 'int'], ['product_type_id', 'int'],
  ['default_category_id', 'int'], ['is_on_shelf', 'bool'], ['hs_code', 'text'], ['route_path_tr', 'text'], ['route_path_en', 'text'], ['extension_data', 'jsonb'],
  ['created_at', 'timestamptz'], ['stock_total', 'int']];
// What a save changes of a product the shop has: not its id, creation time, stock total (kept by the stock write) or other extension data.
const PRODUCT_UPDATE = `ON CONFLICT (id) DO UPDATE SET ${PRODUCT_COLUMNS.map(([name]) => name).filter((name) => !['id', 'created_at', 'extension_data', 'stock_total'].includes(name))
  .map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, extension_data = product.extension_data || EXCLUDED.extension_data`;
const BARCODE_COLUMNS: readonly ColumnSpec[] = [['id', 'int'], ['product_id', 'int'], ['barcode', 'text'], ['size', 'text'], ['color_tr', 'text'], ['color_en', 'text'], ['sort_order', 'int']];
const BARCODE_UPDATE = 'ON CONFLICT (id) DO UPDATE SET barcode = EXCLUDED.barcode, size = EXCLUDED.size, color_tr = EXCLUDED.color_tr, color_en = EXCLUDED.color_en, sort_order = EXCLUDED.sort_order';

export interface WriteOptions {
  /** true (a console save): variants the draft does not name are deleted; false (an import): kept. */
  replaceVariants: boolean;
  /** Called as each batch of products is written (an import's progress). */
  progress?: (written: number) => void;
}

/**
 * A new product's stock total as its draft gives it, written with its row: the stock write then
 * finds it right and leaves the row alone (rewriting 100,000 new rows was a fifth of an import).
 */
const unitsOf = (draft: ProductDraft) => draft.variants.reduce((sum, variant) => sum + variant.stock.reduce((units, line) => units + line.quantity, 0), 0);

/** Products written per round of statements: bounded statement size and memory, progress to show. */
const BATCH = 5_000;

/**
 * Writes whole products (rows, categories, attributes, variants, photos by path; prices and stock
 * through CatalogueWriteService, the one write path of those) in the caller's transaction, a few
 * statements per batch of products. Products of the shop are known by `id`; the others get new
 * ids. Answers the ids in the drafts' order. The caller announces the change after the commit.
 */
@Injectable()
export class ProductWriter {
  constructor(private readonly writes: CatalogueWriteService) {}

  async write(tx: Queryable, drafts: readonly ProductDraft[], options: WriteOptions): Promise<number[]> {
    // New ids and barcodes are taken as max + 1: one writer at a time (readers are not held).
    await tx.exec('LOCK TABLE product, barcode IN SHARE ROW EXCLUSIVE MODE');
    const [{ next_product: nextProduct, next_barcode: nextBarcode }] = await tx.query<{ next_product: number; next_barcode: number }>(
      'SELECT (SELECT COALESCE(max(id), 0) + 1 FROM product) AS next_product, (SELECT COALESCE(max(id), 0) + 1 FROM barcode) AS next_barcode');
    let productId = Number(nextProduct);
    let barcodeId = Number(nextBarcode);
    const ids = drafts.map((draft) => draft.id ?? productId++);
    const barcodes = await this.barcodeOwners(tx, drafts.flatMap((draft) => draft.variants.map((variant) => variant.barcode)));
    const variantIds = drafts.map((draft, index) => draft.variants.map((variant) => {
      const owner = barcodes.get(variant.barcode);
      if (owner && owner.productId !== ids[index]) throw new BadInputError(`barcode ${variant.barcode} belongs to another product (${owner.productId})`);
      if (variant.id !== undefined && owner && owner.id !== variant.id) throw new BadInputError(`barcode ${variant.barcode} is another variant's`);
      return owner?.id ?? variant.id ?? barcodeId++;
    }));
    const now = new Date().toISOString();
    for (let start = 0; start < drafts.length; start += BATCH) {
      const batch = drafts.slice(start, start + BATCH).map((draft, offset) => ({ draft, id: ids[start + offset], variantIds: variantIds[start + offset] }));
      await this.writeBatch(tx, batch, now, options);
      options.progress?.(Math.min(drafts.length, start + BATCH));
      // On the embedded database each statement holds the process: let waiting requests (a progress poll) through.
      await nextTurn();
    }
    return ids;
  }

  private async writeBatch(tx: Queryable, batch: { draft: ProductDraft; id: number; variantIds: number[] }[], now: string, options: WriteOptions): Promise<void> {
    const ids = batch.map(({ id }) => id);
    await insertRows(tx, 'product', PRODUCT_COLUMNS, batch.map(({ draft: d, id }) => [id, d.sku, d.code, d.groupCode, d.name.tr, d.name.en, d.shortName.tr, d.shortName.en,
      d.description.tr, d.description.en, d.brandId, d.productTypeId, d.defaultCategoryId, d.published, d.hsCode, pathOfSlug(d.seo.tr.slug, id, 'tr'), pathOfSlug(d.seo.en.slug, id, 'en'),
      JSON.stringify({ seo: { tr: { title: d.seo.tr.title, description: d.seo.tr.description }, en: { title: d.seo.en.title, description: d.seo.en.description } } }), now, unitsOf(d)]), PRODUCT_UPDATE);
    await tx.query('DELETE FROM product_category WHERE product_id = ANY($1::int[])', [ids]);
    await insertRows(tx, 'product_category', [['product_id', 'int'], ['category_id', 'int'], ['is_default', 'bool']],
      batch.flatMap(({ draft, id }) => draft.categoryIds.map((categoryId) => [id, categoryId, categoryId === draft.defaultCategoryId])));
    await tx.query('DELETE FROM product_attribute WHERE product_id = ANY($1::int[])', [ids]);
    await insertRows(tx, 'product_attribute', [['product_id', 'int'], ['integration_code', 'text'], ['name_tr', 'text'], ['name_en', 'text'], ['value_tr', 'text'], ['value_en', 'text'], ['is_list', 'bool'], ['sort_order', 'int']],
      batch.flatMap(({ draft, id }) => draft.attributes.map((a, index) => [id, a.code, a.name.tr, a.name.en, a.value.tr, a.value.en, a.isList, index + 1])));
    if (options.replaceVariants) {
      await tx.query('DELETE FROM barcode WHERE product_id = ANY($1::int[]) AND NOT (id = ANY($2::int[]))', [ids, batch.flatMap(({ variantIds }) => variantIds)]);
    }
    // A barcode moved between two variants of one save would meet itself: free the old spellings first.
    await tx.query(`UPDATE barcode SET barcode = '~' || id WHERE id = ANY($1::int[])`, [batch.flatMap(({ variantIds }) => variantIds)]);
    await insertRows(tx, 'barcode', BARCODE_COLUMNS, batch.flatMap(({ draft, id, variantIds }) => draft.variants.map((v, index) =>
      [variantIds[index], id, v.barcode, v.size || null, v.colour?.tr ?? null, v.colour?.en ?? null, index + 1])), BARCODE_UPDATE);
    const withPhotos = batch.filter(({ draft }) => draft.photoPaths !== undefined);
    if (withPhotos.length) {
      await tx.query('DELETE FROM product_document WHERE product_id = ANY($1::int[]) AND document_type = $2', [withPhotos.map(({ id }) => id), ProductDocumentType.Image]);
      await insertRows(tx, 'product_document', [['product_id', 'int'], ['document_type', 'int'], ['is_default', 'bool'], ['file_path', 'text'], ['name', 'text'], ['sort_order', 'int']],
        withPhotos.flatMap(({ draft, id }) => draft.photoPaths!.map((path, index) => [id, ProductDocumentType.Image, index === 0, path, draft.name.tr, index + 1])));
    }
    await this.writes.writePricesAndStock(tx, batch.map(({ draft, id, variantIds }) => ({
      productId: id,
      created: draft.id === undefined,
      prices: draft.prices,
      barcodeIds: variantIds,
      stock: draft.variants.flatMap((variant, index) => variant.stock.map((line) => ({ barcodeId: variantIds[index], warehouseId: line.warehouseId, quantity: line.quantity }))),
    })));
  }

  private async barcodeOwners(tx: Queryable, barcodes: string[]): Promise<Map<string, { id: number; productId: number }>> {
    const rows = await tx.query<{ id: number; product_id: number; barcode: string }>('SELECT id, product_id, barcode FROM barcode WHERE barcode = ANY($1::text[])', [barcodes]);
    return new Map(rows.map((row) => [row.barcode, { id: Number(row.id), productId: Number(row.product_id) }]));
  }
}
