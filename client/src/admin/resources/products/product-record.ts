/**
 * A product as the console edits it. contracts/admin/catalogue.ts (the catalogue routes' work,
 * branch i29-catalogue) is the source of truth: when it lands, this file re-exports its type and
 * the forms' `source` names follow it.
 */
export interface ConsoleProduct {
  id: number;
  sku: string;
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  brandId: number;
  productTypeId: number;
  categoryIds: number[];
  published: boolean;
  seo: { titleTr: string; titleEn: string; descriptionTr: string; descriptionEn: string; slugTr: string; slugEn: string };
  variants: { id?: number; barcode: string; size: string | null; colorTr: string | null; colorEn: string | null; stock: { warehouseId: number; quantity: number }[] }[];
  /** Minor units (money-input.ts); oldPrice is the struck-through price of a discount, or null. */
  prices: { currencyId: number; salesPrice: number; oldPrice: number | null }[];
  photos: { id: number | string; url: string }[];
}

/** A new product's starting values: hidden from the shop until published. */
export const NEW_PRODUCT: Partial<ConsoleProduct> = { published: false, categoryIds: [], variants: [], prices: [], photos: [] };
