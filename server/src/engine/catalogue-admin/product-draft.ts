import type { AdminProductInput } from '../../../../contracts/admin/catalogue.js';
import type { CatalogueRefs } from './catalogue-refs.js';

/**
 * A product about to be written: the console's input, or an import's rows of one sku. `id` is
 * set for a product the shop has; `photoPaths`, when set, replaces its photos (an import's
 * /media/ paths; the console has routes of its own for photos).
 */
export interface ProductDraft extends AdminProductInput {
  id?: number;
  photoPaths?: string[];
}

/** A problem of a draft: the field (a column of the import file, a property of the console's body) and why. */
export interface DraftProblem {
  field: string;
  reason: string;
}

/** A slug the shop's paths take: lower-case ASCII words joined by dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What a draft names must exist and add up (shapes are checked before: by the DTO, or the import's
 * cells): brand, type, categories, warehouses and currencies known; the default category among
 * the categories; no price below 0 or above its old price; no stock below 0; no barcode twice.
 */
export function draftProblems(draft: ProductDraft, refs: CatalogueRefs): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const problem = (field: string, reason: string) => problems.push({ field, reason });
  if (!refs.brands.has(draft.brandId)) problem('brandId', `unknown brand ${draft.brandId}`);
  if (!refs.productTypes.has(draft.productTypeId)) problem('productTypeId', `unknown product type ${draft.productTypeId}`);
  for (const id of draft.categoryIds) if (!refs.categories.has(id)) problem('categoryIds', `unknown category ${id}`);
  if (!draft.categoryIds.length) problem('categoryIds', 'a product needs at least one category');
  else if (!draft.categoryIds.includes(draft.defaultCategoryId)) problem('defaultCategoryId', 'the default category must be one of categoryIds');
  if (new Set(draft.categoryIds).size !== draft.categoryIds.length) problem('categoryIds', 'a category is named twice');
  for (const side of ['tr', 'en'] as const) if (!SLUG.test(draft.seo[side].slug)) problem(`seo.${side}.slug`, 'a slug is lower-case letters a-z and digits in words joined by "-"');
  if (!draft.prices.length) problem('prices', 'a product needs a price in at least one currency');
  const currencies = new Set<number>();
  for (const price of draft.prices) {
    if (!refs.currencies.has(price.currencyId)) problem('prices', `unknown currency ${price.currencyId}`);
    if (currencies.has(price.currencyId)) problem('prices', `currency ${price.currencyId} is priced twice`);
    currencies.add(price.currencyId);
    if (price.salesPrice < 0 || price.basePrice < 0) problem('prices', 'a price is never below 0');
    if (price.salesPrice > price.basePrice) problem('prices', `the sales price (${price.salesPrice}) is above the base price (${price.basePrice}) in currency ${price.currencyId}`);
  }
  if (!draft.variants.length) problem('variants', 'a product needs at least one variant (barcode)');
  const barcodes = new Set<string>();
  for (const variant of draft.variants) {
    if (barcodes.has(variant.barcode)) problem('variants', `barcode ${variant.barcode} is named twice`);
    barcodes.add(variant.barcode);
    const warehouses = new Set<number>();
    for (const line of variant.stock) {
      if (!refs.warehouses.has(line.warehouseId)) problem('variants', `unknown warehouse ${line.warehouseId}`);
      if (warehouses.has(line.warehouseId)) problem('variants', `warehouse ${line.warehouseId} is named twice for barcode ${variant.barcode}`);
      warehouses.add(line.warehouseId);
      if (line.quantity < 0) problem('variants', `stock is never below 0 (barcode ${variant.barcode})`);
    }
  }
  const codes = new Set(draft.attributes.map((attribute) => attribute.code));
  if (codes.size !== draft.attributes.length) problem('attributes', 'an attribute code is named twice');
  return problems;
}
