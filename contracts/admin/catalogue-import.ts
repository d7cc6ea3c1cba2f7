/**
 * The catalogue's import and export file (issue 29 item 5): CSV (RFC 4180, UTF-8, first line the
 * column names) or the same as JSON (an array of objects keyed by the same column names, values
 * as the CSV cells hold them: strings, or numbers and booleans where a column is one).
 *
 * ONE ROW PER VARIANT: a product with three sizes has three rows, and the product's columns are
 * repeated on each (they must agree; the first row of a sku is the one read, a later row that
 * differs is an error). A product is known by its `sku`: a sku the shop has is updated, a new one
 * is created. A variant is known by its `barcode`: variants of the file are added or updated, a
 * variant the file does not name is kept as it is.
 *
 * Columns (order free, names exact; an unknown column is an error, so is a missing required one):
 *
 * | column | required | what |
 * | --- | --- | --- |
 * | `sku` | yes | the product's stock keeping unit, unique in the shop (1-64 characters) |
 * | `code` | no | the product's own code (model + colour); defaults to the sku |
 * | `group_code` | no | products of one model in several colours share it (the shop shows them as swatches); defaults to `code` |
 * | `name_tr`, `name_en` | yes | the product's name (1-200 characters) |
 * | `short_name_tr`, `short_name_en` | no | short name for tight places; defaults to the name |
 * | `description_tr`, `description_en` | no | description (plain text or the shop's HTML subset) |
 * | `brand` | yes | the brand's name as GET /admin/api/brands lists it (case ignored); an unknown brand is an error |
 * | `product_type` | yes | the product type's code (GET /admin/api/product-types); unknown is an error |
 * | `categories` | yes | category ids separated by `\|`, the first is the default category ("57\|12"); unknown is an error |
 * | `hs_code` | no | customs tariff code |
 * | `published` | no | `true` (on the shelf, the default) or `false` (hidden) |
 * | `slug_tr`, `slug_en` | no | the product's path is /{slug}-p-{id} and /en/{slug}-p-{id}; defaults to the name in lower-case ASCII words |
 * | `seo_title_tr`, `seo_title_en`, `seo_description_tr`, `seo_description_en` | no | the page title and meta description |
 * | `attributes` | no | a JSON array of { "code", "name": {tr,en}, "value": {tr,en}, "isList" } (facets, product page details) |
 * | `photos` | no | /media/ paths of photos the shop already has (its own media, as the export writes them), separated by `\|`, in order; a URL of another site is an error |
 * | `barcode` | yes | the variant's barcode, unique in the shop (1-64 characters) |
 * | `size` | no | the variant's size ("M", "42"); empty: no size |
 * | `colour_tr`, `colour_en` | no | the variant's colour name; both or neither |
 * | `price:{CODE}` | one currency at least | sales price in that currency (TRY, USD, EUR: the codes of GET /admin/api/currencies), in major units with a dot ("129.99"); every row of a product the same |
 * | `base_price:{CODE}` | no | the old price shown struck through; not below `price:{CODE}`; defaults to it |
 * | `stock:{CODE}` | no | units in that warehouse (warehouse codes of GET /admin/api/warehouses), a whole number 0 or more; empty: 0 |
 *
 * Spreadsheets run a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula, so the CSV export writes such a cell with a `'` in front, and the import takes exactly
 * that one `'` off again: exporting and importing back changes nothing.
 *
 * At most MAX_IMPORT_COLUMNS columns and MAX_IMPORT_BYTES bytes a file.
 */
export const MAX_IMPORT_COLUMNS = 200;
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;

/** Column names every file has (besides the per-currency and per-warehouse ones). */
export const IMPORT_COLUMNS = [
  'sku', 'code', 'group_code', 'name_tr', 'name_en', 'short_name_tr', 'short_name_en', 'description_tr', 'description_en',
  'brand', 'product_type', 'categories', 'hs_code', 'published', 'slug_tr', 'slug_en',
  'seo_title_tr', 'seo_title_en', 'seo_description_tr', 'seo_description_en', 'attributes', 'photos',
  'barcode', 'size', 'colour_tr', 'colour_en',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** One bad cell or row: `line` is the file's line (the header is line 1) or, in JSON, the row's index + 1; `column` the column name, or '' for the row as a whole. */
export interface ImportError {
  line: number;
  column: string;
  reason: string;
}

/**
 * The answer of POST /admin/api/catalogue-import?dryRun=true (200), and of an import job
 * (its `report` once checked): the rows read, the products they make, and
 * every error. A dry run writes nothing. The body is multipart/form-data with the file in the
 * field `file` (a name ending .json or the type application/json is read as JSON, else CSV).
 */
export interface ImportReport {
  rows: number;
  products: number;
  errors: ImportError[];
}

/**
 * POST /admin/api/catalogue-import (no dryRun) answers 202 with this job and imports in the
 * background: every row checked (state 'checking'), then written in ONE transaction ('writing';
 * nothing is written if any row is bad: 'failed' with the report's errors). The console polls
 * GET /admin/api/catalogue-import/{jobId} for the progress (done of total) until 'done' or 'failed'.
 */
export interface ImportJob {
  jobId: string;
  state: 'checking' | 'writing' | 'done' | 'failed';
  /** Rows checked or products written so far, of `total`. */
  done: number;
  total: number;
  /** When done or failed: what was read and the errors (none when done). */
  report?: ImportReport;
  /** When failed for another reason than bad rows. */
  message?: string;
}

/** First characters a spreadsheet reads as a formula: a CSV cell starting with one gets a leading '. */
export const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * POST /admin/api/catalogue-photos[?dryRun=true] (multipart, field `file`: a zip): product photos
 * in bulk (issue 29 item 5). Each photo names its product by sku: `{sku}.jpg`, `{sku}-2.jpg`
 * (a numbered photo of the same product) or any name in a folder `{sku}/`; they are added after
 * the product's photos, in the order of their names. Every entry is checked first; any error and
 * nothing is written.
 */
export interface PhotoArchiveReport {
  /** Photos found for known products (all of them added, unless a dry run or an error). */
  photos: number;
  products: number;
  errors: PhotoArchiveError[];
}

/** A zip entry that cannot be added, and why. */
export interface PhotoArchiveError {
  entry: string;
  reason: string;
}

/** Largest photo archive accepted (bytes, compressed). */
export const MAX_PHOTO_ARCHIVE_BYTES = 200 * 1024 * 1024;
/** Most entries a photo archive may hold: a zip of a million tiny entries is a way to stall the shop, not a catalogue's photos. */
export const MAX_PHOTO_ARCHIVE_ENTRIES = 5_000;
