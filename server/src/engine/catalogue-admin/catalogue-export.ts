import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../db/database.js';
import { readCatalogueRefs } from './catalogue-refs.js';
import { escapeFormula, fileColumns, productRows, type FileRow } from './catalogue-file.js';
import { readProducts } from './product-reader.js';

/** Products read per round: a few statements each, bounded memory per round. */
const BATCH = 2_000;

/**
 * The whole catalogue as the import file (contracts/admin/catalogue-import.ts), one row per
 * variant in product id order: CSV with formula starts escaped (a spreadsheet opening it runs no
 * formula), or JSON with the same columns and cells as they are.
 */
export async function exportCatalogue(db: Queryable, format: 'csv' | 'json'): Promise<string> {
  const refs = await readCatalogueRefs(db);
  const columns = fileColumns(refs);
  const rows: FileRow[] = [];
  for (let after = 0; ;) {
    const ids = (await db.query<{ id: number }>('SELECT id FROM product WHERE id > $1 ORDER BY id LIMIT $2', [after, BATCH])).map((row) => Number(row.id));
    if (!ids.length) break;
    for (const product of await readProducts(db, ids)) rows.push(...productRows(product, refs));
    after = ids[ids.length - 1];
  }
  if (format === 'json') return JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? '']))));
  return stringify([columns, ...rows.map((row) => columns.map((column) => escapeFormula(row[column] ?? '')))], { record_delimiter: '\r\n' });
}
