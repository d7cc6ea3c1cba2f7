import { parse } from 'csv-parse';
import type { AdminAttribute, AdminPrice } from '../../../../contracts/admin/catalogue.js';
import { IMPORT_COLUMNS, MAX_IMPORT_COLUMNS, type ImportError } from '../../../../contracts/admin/catalogue-import.js';
import { BadInputError } from '../../common/errors.js';
import { slugify } from '../seed/slug.js';
import type { CatalogueRefs } from './catalogue-refs.js';
import { basePriceColumn, fileColumns, isVariantColumn, moneyValue, priceColumn, stockColumn, unescapeFormula, type FileRow } from './catalogue-file.js';
import { draftProblems, SLUG, type ProductDraft } from './product-draft.js';

/** A row of the file and the line it starts on (JSON: its index + 2, as if the keys were a header line). */
export interface LineRow {
  line: number;
  cells: FileRow;
}

export interface ImportFile {
  columns: string[];
  rows: LineRow[];
}

export type ImportFormat = 'csv' | 'json';

const REQUIRED = ['sku', 'name_tr', 'name_en', 'brand', 'product_type', 'categories', 'barcode'];
const MAX_TEXT = 200;

/** Bytes handed to the CSV parser at a time: between two, the process answers other requests. */
const PARSE_CHUNK = 1024 * 1024;

/** Lets the process answer waiting requests (timers and I/O, not only promise callbacks) before going on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The file's rows: CSV (first line the columns) or JSON (an array of objects). A file that is no
 * such table answers 400. A big CSV is parsed a chunk at a time, so the shop keeps answering.
 */
export async function readImportFile(bytes: Buffer, format: ImportFormat): Promise<ImportFile> {
  if (format === 'json') return readJson(bytes.toString('utf8'));
  const records: string[][] = [];
  // The line each record ends on, noted from the parser's context as the record is made: its
  // `info` option copies that context for every record, half of a 200 MB file's parse.
  const lineOf = new WeakMap<string[], number>();
  const parser = parse({ bom: true, on_record: (record: string[], { lines }) => { lineOf.set(record, lines); return record; } });
  // The parser's failure is kept, not a rejected promise: one that came while chunks were still
  // being written had no handler yet, and Node ended the whole process for it (a 2 MB file with a
  // short row near its start took the shop down).
  let failure: Error | undefined;
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', (error: Error) => { failure = error; resolve(); });
  });
  parser.on('data', (record: string[]) => {
    // A file of 10,000 columns is refused at its first line, before its rows are read.
    if (!records.length && record.length > MAX_IMPORT_COLUMNS) {
      parser.destroy(new BadInputError(`The file has ${record.length} columns; a catalogue file has at most ${MAX_IMPORT_COLUMNS}`));
    }
    // Empty lines are skipped here, not by the parser: its own check costs a fifth of a big file's parse.
    if (record.length > 1 || record[0] !== '') records.push(record);
  });
  for (let start = 0; start < bytes.length && !failure && !parser.destroyed; start += PARSE_CHUNK) {
    parser.write(bytes.subarray(start, start + PARSE_CHUNK));
    await nextTurn();
  }
  if (!failure && !parser.destroyed) parser.end();
  await ended;
  if (failure instanceof BadInputError) throw failure;
  if (failure) throw new BadInputError(`The file is not readable CSV: ${failure.message}`);
  if (!records.length) throw new BadInputError('The file is empty: its first line names the columns');
  const columns = records[0].map((name) => name.trim());
  const rows: LineRow[] = records.slice(1).map((record) => ({
    line: lineOf.get(record) ?? 0,
    cells: Object.fromEntries(columns.map((column, i) => [column, unescapeFormula(record[i] ?? '')])),
  }));
  return { columns, rows };
}

function readJson(text: string): ImportFile {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new BadInputError('The file is not readable JSON');
  }
  if (!Array.isArray(data)) throw new BadInputError('A JSON catalogue is an array of rows (objects keyed by column name)');
  const columns = new Set<string>();
  const rows = data.map((item: unknown, index): LineRow => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new BadInputError(`Row ${index + 1} is not an object`);
    const cells: FileRow = {};
    for (const [key, value] of Object.entries(item)) {
      columns.add(key);
      if (columns.size > MAX_IMPORT_COLUMNS) throw new BadInputError(`The file has more than ${MAX_IMPORT_COLUMNS} columns`);
      cells[key] = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : value === null ? '' : JSON.stringify(value);
    }
    return { line: index + 2, cells };
  });
  return { columns: [...columns], rows };
}

/** The file's products checked against the shop's lists: drafts (with the first line of each) and every error found. */
export interface CheckedRows {
  drafts: { line: number; draft: ProductDraft }[];
  errors: ImportError[];
}

/**
 * Reads every row into products, collecting every error (a row's bad cells, a product's rows that
 * disagree, a barcode twice, what draftProblems finds) rather than stopping at the first.
 * `ownPhoto` tells whether a photo path is the shop's own media.
 */
export async function checkRows(file: ImportFile, refs: CatalogueRefs, ownPhoto: (path: string) => boolean, progress?: (done: number) => void): Promise<CheckedRows> {
  const errors: ImportError[] = [];
  const known = new Set(fileColumns(refs));
  for (const column of file.columns) if (!known.has(column)) errors.push({ line: 1, column, reason: `unknown column (columns are ${[...IMPORT_COLUMNS].join(', ')}, price:/base_price:{currency code}, stock:{warehouse code})` });
  for (const column of REQUIRED) if (!file.columns.includes(column)) errors.push({ line: 1, column, reason: 'required column missing' });
  if (!file.columns.some((column) => column.startsWith('price:'))) errors.push({ line: 1, column: 'price:TRY', reason: 'a price column (price:{currency code}) is required' });
  if (errors.length) return { drafts: [], errors };
  const brands = new Map<string, number>();
  for (const brand of [...refs.brands.values()].reverse()) brands.set(brand.name.toLocaleLowerCase('tr'), brand.id);
  const types = new Map([...refs.productTypes.values()].map((type) => [type.code, type.id]));
  const products = new Map<string, { line: number; draft: ProductDraft; cells: FileRow }>();
  const barcodes = new Map<string, number>();
  for (const [index, row] of file.rows.entries()) {
    if (index % 5_000 === 0) {
      progress?.(index);
      await nextTurn();
    }
    checkRow(row);
  }
  function checkRow(row: LineRow): void {
    const bad = (column: string, reason: string) => { errors.push({ line: row.line, column, reason }); };
    const sku = row.cells.sku ?? '';
    if (!/^[\x21-\x7e]{1,64}$/.test(sku)) return bad('sku', 'sku must be 1-64 printable ASCII characters without spaces');
    const barcode = row.cells.barcode ?? '';
    if (!/^[\x21-\x7e]{1,64}$/.test(barcode)) bad('barcode', 'barcode must be 1-64 printable ASCII characters without spaces');
    else if (barcodes.has(barcode)) bad('barcode', `barcode ${barcode} is on line ${barcodes.get(barcode)} too`);
    else barcodes.set(barcode, row.line);
    const variant = readVariant(row, refs, bad);
    const existing = products.get(sku);
    if (existing) {
      for (const column of file.columns) {
        if (!isVariantColumn(column) && (existing.cells[column] ?? '') !== (row.cells[column] ?? '')) bad(column, `differs from line ${existing.line}: every row of sku ${sku} repeats its product's columns`);
      }
      existing.draft.variants.push(variant);
      return;
    }
    const draft = readProduct(row, file.columns, refs, brands, types, ownPhoto, bad);
    if (!draft) return;
    draft.variants.push(variant);
    products.set(sku, { line: row.line, draft, cells: row.cells });
  }
  for (const { line, draft } of products.values()) {
    for (const problem of draftProblems(draft, refs)) {
      // Shape problems are reported by cell above; these are the ones only the whole product shows.
      if (!['variants', 'seo.tr.slug', 'seo.en.slug'].includes(problem.field) || problem.reason.includes('at least one')) errors.push({ line, column: columnOf(problem.field), reason: problem.reason });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { drafts: [...products.values()].map(({ line, draft }) => ({ line, draft })), errors };
}

const columnOf = (field: string) => ({ brandId: 'brand', productTypeId: 'product_type', categoryIds: 'categories', defaultCategoryId: 'categories', prices: 'price', variants: 'barcode', attributes: 'attributes' })[field] ?? field;

type Bad = (column: string, reason: string) => void;

function text(cells: FileRow, column: string, bad: Bad, { required = false, max = MAX_TEXT } = {}): string {
  const value = cells[column] ?? '';
  if (required && !value) bad(column, 'must not be empty');
  if (value.length > max) bad(column, `at most ${max} characters`);
  return value;
}

function readProduct(row: LineRow, columns: string[], refs: CatalogueRefs, brands: Map<string, number>, types: Map<string, number>, ownPhoto: (path: string) => boolean, bad: Bad): ProductDraft | undefined {
  const cells = row.cells;
  const name = { tr: text(cells, 'name_tr', bad, { required: true }), en: text(cells, 'name_en', bad, { required: true }) };
  const brandId = brands.get((cells.brand ?? '').toLocaleLowerCase('tr'));
  if (brandId === undefined) bad('brand', `unknown brand "${cells.brand ?? ''}"`);
  const productTypeId = types.get(cells.product_type ?? '');
  if (productTypeId === undefined) bad('product_type', `unknown product type "${cells.product_type ?? ''}"`);
  const categoryIds = (cells.categories ?? '').split('|').filter(Boolean).map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : NaN));
  if (!categoryIds.length || categoryIds.some(Number.isNaN)) bad('categories', 'category ids separated by |, the first the default ("57|12")');
  const published = cells.published ?? '';
  if (!['', 'true', 'false'].includes(published)) bad('published', 'true or false');
  const slug = (culture: 'tr' | 'en') => {
    const given = cells[`slug_${culture}`] ?? '';
    if (given && !SLUG.test(given)) bad(`slug_${culture}`, 'lower-case letters a-z and digits in words joined by "-"');
    return given || slugOf(name[culture]);
  };
  const prices: AdminPrice[] = [];
  for (const currency of refs.currencies.values()) {
    const salesText = cells[priceColumn(currency.code)] ?? '';
    const baseText = cells[basePriceColumn(currency.code)] ?? '';
    if (!salesText) {
      if (baseText) bad(basePriceColumn(currency.code), 'an old price needs a price');
      continue;
    }
    const salesPrice = moneyValue(salesText, currency.decimals);
    const basePrice = baseText ? moneyValue(baseText, currency.decimals) : salesPrice;
    if (salesPrice === undefined) bad(priceColumn(currency.code), `a price in ${currency.code} with a dot and at most ${currency.decimals} decimals, 0 or more ("129.90"), not "${salesText}"`);
    else if (basePrice === undefined) bad(basePriceColumn(currency.code), `a price in ${currency.code} with a dot and at most ${currency.decimals} decimals, 0 or more, not "${baseText}"`);
    else if (salesPrice > basePrice) bad(priceColumn(currency.code), `the price (${salesText}) is above the old price (${baseText})`);
    else prices.push({ currencyId: currency.id, salesPrice, basePrice });
  }
  const attributes = readAttributes(cells.attributes ?? '', bad);
  const photos = columns.includes('photos') ? (cells.photos ?? '').split('|').filter(Boolean) : undefined;
  for (const photo of photos ?? []) if (!ownPhoto(photo)) bad('photos', `"${photo}" is not the shop's own media (a /media/ path the shop serves)`);
  if (brandId === undefined || productTypeId === undefined) return undefined;
  return {
    sku: cells.sku, code: text(cells, 'code', bad, { max: 64 }) || cells.sku, groupCode: text(cells, 'group_code', bad, { max: 64 }) || cells.code || cells.sku,
    name, shortName: { tr: text(cells, 'short_name_tr', bad) || name.tr, en: text(cells, 'short_name_en', bad) || name.en },
    description: { tr: text(cells, 'description_tr', bad, { max: 20_000 }), en: text(cells, 'description_en', bad, { max: 20_000 }) },
    brandId, productTypeId, categoryIds: categoryIds.filter((id) => !Number.isNaN(id)), defaultCategoryId: categoryIds[0] ?? 0, hsCode: text(cells, 'hs_code', bad, { max: 20 }),
    attributes, published: published !== 'false',
    seo: {
      tr: { title: text(cells, 'seo_title_tr', bad), description: text(cells, 'seo_description_tr', bad, { max: 500 }), slug: slug('tr') },
      en: { title: text(cells, 'seo_title_en', bad), description: text(cells, 'seo_description_en', bad, { max: 500 }), slug: slug('en') },
    },
    variants: [], prices, ...(photos ? { photoPaths: photos } : {}),
  };
}

/** A name's slug for a path (ASCII words, as the seed makes them); a name of symbols alone makes "p". */
const slugOf = (name: string) => slugify(name) || 'p';

function readVariant(row: LineRow, refs: CatalogueRefs, bad: Bad): ProductDraft['variants'][number] {
  const cells = row.cells;
  const colour = { tr: text(cells, 'colour_tr', bad), en: text(cells, 'colour_en', bad) };
  if (!colour.tr !== !colour.en) bad(colour.tr ? 'colour_en' : 'colour_tr', 'a colour is named in both languages or in neither');
  const size = text(cells, 'size', bad, { max: 40 });
  const stock = [...refs.warehouses.values()].flatMap((warehouse) => {
    const value = cells[stockColumn(warehouse.code)] ?? '';
    if (value === '') return [];
    if (!/^\d{1,9}$/.test(value)) {
      bad(stockColumn(warehouse.code), /^-\d+$/.test(value) ? 'stock is never below 0' : `a whole number of units, 0 or more, not "${value}"`);
      return [];
    }
    return [{ warehouseId: warehouse.id, quantity: Number(value) }];
  });
  return { barcode: cells.barcode ?? '', size: size || null, colour: colour.tr && colour.en ? colour : null, stock };
}

function readAttributes(cell: string, bad: Bad): AdminAttribute[] {
  if (!cell) return [];
  let data: unknown;
  try {
    data = JSON.parse(cell);
  } catch {
    bad('attributes', 'a JSON array of {"code","name":{"tr","en"},"value":{"tr","en"},"isList"}');
    return [];
  }
  const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
  const isPair = (value: unknown): value is { tr: string; en: string } =>
    typeof value === 'object' && value !== null && isText((value as { tr?: unknown }).tr) && isText((value as { en?: unknown }).en);
  if (!Array.isArray(data) || data.length > 100 || !data.every((item: unknown) => {
    const a = item as Partial<AdminAttribute> | null;
    return typeof a === 'object' && a !== null && typeof a.code === 'string' && /^[a-z0-9_]{1,64}$/.test(a.code) && isPair(a.name) && isPair(a.value) && typeof a.isList === 'boolean';
  })) {
    bad('attributes', 'a JSON array (at most 100) of {"code" (a-z, 0-9, _),"name":{"tr","en"},"value":{"tr","en"},"isList": true or false}');
    return [];
  }
  return (data as AdminAttribute[]).map(({ code, name, value, isList }) => ({ code, name: { tr: name.tr, en: name.en }, value: { tr: value.tr, en: value.en }, isList }));
}
