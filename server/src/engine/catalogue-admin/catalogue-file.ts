import type { AdminAttribute, AdminProduct } from '../../../../contracts/admin/catalogue.js';
import { IMPORT_COLUMNS } from '../../../../contracts/admin/catalogue-import.js';
import type { CatalogueRefs } from './catalogue-refs.js';

/**
 * The import and export file's shape (contracts/admin/catalogue-import.ts): its columns for this
 * shop's currencies and warehouses, a product's rows (one per variant) and the cells' spelling.
 * Export writes with it, import reads with it, so the two cannot drift apart.
 */

/** One row: column name → cell text. */
export type FileRow = Record<string, string>;

export const priceColumn = (code: string) => `price:${code}`;
export const basePriceColumn = (code: string) => `base_price:${code}`;
export const stockColumn = (code: string) => `stock:${code}`;

/** Every column of this shop's file, in the export's order. */
export function fileColumns(refs: CatalogueRefs): string[] {
  const currencies = [...refs.currencies.values()];
  return [
    ...IMPORT_COLUMNS,
    ...currencies.flatMap((currency) => [priceColumn(currency.code), basePriceColumn(currency.code)]),
    ...[...refs.warehouses.values()].map((warehouse) => stockColumn(warehouse.code)),
  ];
}

/** The columns that describe the product (repeated on each of its rows, the same on each); the rest are the variant's. */
export const VARIANT_COLUMNS = new Set(['barcode', 'size', 'colour_tr', 'colour_en']);
export const isVariantColumn = (column: string) => VARIANT_COLUMNS.has(column) || column.startsWith('stock:');

/** Minor units as the file writes money: major units with the currency's decimals ("129.90"). */
export function moneyText(minor: number, decimals: number): string {
  if (decimals === 0) return String(minor);
  const text = String(minor).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** The file's money back to minor units; undefined when it is not a price ("12,5", "-3", "1.999" in a 2-decimal currency). */
export function moneyValue(text: string, decimals: number): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2]?.length ?? 0) > decimals) return undefined;
  return Number(match[1]) * 10 ** decimals + Number((match[2] ?? '').padEnd(decimals, '0') || 0);
}

/** Attributes as their cell: a JSON array, '' for none. */
export const attributesText = (attributes: AdminAttribute[]) => (attributes.length ? JSON.stringify(attributes.map(({ code, name, value, isList }) => ({ code, name, value, isList }))) : '');

/** A product's rows, one per variant (no variant: no row). */
export function productRows(product: AdminProduct, refs: CatalogueRefs): FileRow[] {
  const categories = [product.defaultCategoryId, ...product.categoryIds.filter((id) => id !== product.defaultCategoryId)];
  const shared: FileRow = {
    sku: product.sku, code: product.code, group_code: product.groupCode, name_tr: product.name.tr, name_en: product.name.en,
    short_name_tr: product.shortName.tr, short_name_en: product.shortName.en, description_tr: product.description.tr, description_en: product.description.en,
    brand: refs.brands.get(product.brandId)?.name ?? '', product_type: refs.productTypes.get(product.productTypeId)?.code ?? '',
    categories: categories.join('|'), hs_code: product.hsCode, published: String(product.published),
    slug_tr: product.seo.tr.slug, slug_en: product.seo.en.slug, seo_title_tr: product.seo.tr.title, seo_title_en: product.seo.en.title,
    seo_description_tr: product.seo.tr.description, seo_description_en: product.seo.en.description,
    attributes: attributesText(product.attributes), photos: product.photos.map((photo) => photo.url).join('|'),
  };
  for (const currency of refs.currencies.values()) {
    const price = product.prices.find((each) => each.currencyId === currency.id);
    shared[priceColumn(currency.code)] = price ? moneyText(price.salesPrice, currency.decimals) : '';
    shared[basePriceColumn(currency.code)] = price ? moneyText(price.basePrice, currency.decimals) : '';
  }
  return product.variants.map((variant) => {
    const row: FileRow = { ...shared, barcode: variant.barcode, size: variant.size ?? '', colour_tr: variant.colour?.tr ?? '', colour_en: variant.colour?.en ?? '' };
    for (const warehouse of refs.warehouses.values()) row[stockColumn(warehouse.code)] = String(variant.stock.find((line) => line.warehouseId === warehouse.id)?.quantity ?? 0);
    return row;
  });
}

// A spreadsheet runs a cell starting with one of these as a formula. A cell is escaped with a
// leading ' when it starts with one, after any number of 's, so that unescaping (one ' off a
// cell of that form) gives back exactly the cell: "=1" ↔ "'=1", "'=1" ↔ "''=1", "'a" stays "'a".
const NEEDS_ESCAPE = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;

/** A CSV cell as export writes it: a formula start made text (CSV injection). */
export const escapeFormula = (cell: string) => (NEEDS_ESCAPE.test(cell) ? `'${cell}` : cell);

/** A CSV cell as import reads it: exactly what escapeFormula added, taken off. */
export const unescapeFormula = (cell: string) => (ESCAPED.test(cell) ? cell.slice(1) : cell);
