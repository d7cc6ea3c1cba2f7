import type { AdminProduct, AdminProductInput, AdminSeo, AdminVariant, Bilingual } from '../../../../../contracts/admin/catalogue';

/**
 * The product form's values: AdminProduct (contracts/admin/catalogue.ts) with the fields a person
 * may leave empty, and filled in by productInputOf before the save.
 */
export type ProductFormValues = Partial<Omit<AdminProduct, 'variants' | 'prices'>> & {
  variants?: (Omit<AdminVariant, 'colour'> & { colour?: Partial<Bilingual> | null })[];
  prices?: { currencyId: number; salesPrice: number; basePrice?: number | null }[];
};

/** A new product's starting values: hidden from the shop until published. */
export const NEW_PRODUCT: ProductFormValues = { published: false, categoryIds: [], attributes: [], variants: [], prices: [] };

/** Lower-case ASCII words joined by "-", as product paths take them ("Işıklı Çelik Saat" → "isikli-celik-saat"). */
export function slugOf(text: string): string {
  return text.toLocaleLowerCase('tr').replace(/ı/g, 'i').normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

const textOf = (value: string | null | undefined) => (value ?? '').trim();
const seoOf = (seo: Partial<AdminSeo> | undefined, name: string): AdminSeo => ({
  title: textOf(seo?.title), description: textOf(seo?.description), slug: textOf(seo?.slug) || slugOf(name),
});

/**
 * The body of POST/PUT /admin/api/products from the form: what a person may leave out is filled
 * as the import fills it (code from the sku, group code from the code, short name from the name,
 * slug from the name, old price equal to the sales price, the first category as the default).
 */
export function productInputOf(values: ProductFormValues): AdminProductInput & { id?: number } {
  const sku = textOf(values.sku);
  const code = textOf(values.code) || sku;
  const name = { tr: textOf(values.name?.tr), en: textOf(values.name?.en) };
  const categoryIds = values.categoryIds ?? [];
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    sku,
    code,
    groupCode: textOf(values.groupCode) || code,
    name,
    shortName: { tr: textOf(values.shortName?.tr) || name.tr, en: textOf(values.shortName?.en) || name.en },
    description: { tr: values.description?.tr ?? '', en: values.description?.en ?? '' },
    brandId: values.brandId as number,
    productTypeId: values.productTypeId as number,
    categoryIds,
    defaultCategoryId: values.defaultCategoryId !== undefined && categoryIds.includes(values.defaultCategoryId) ? values.defaultCategoryId : categoryIds[0],
    hsCode: textOf(values.hsCode),
    attributes: values.attributes ?? [],
    seo: { tr: seoOf(values.seo?.tr, name.tr), en: seoOf(values.seo?.en, name.en) },
    published: values.published ?? false,
    variants: (values.variants ?? []).map((variant) => {
      const colour = { tr: textOf(variant.colour?.tr), en: textOf(variant.colour?.en) };
      return {
        ...(variant.id === undefined ? {} : { id: variant.id }),
        barcode: textOf(variant.barcode),
        size: textOf(variant.size) || null,
        colour: colour.tr || colour.en ? colour : null,
        stock: variant.stock ?? [],
      };
    }),
    prices: (values.prices ?? []).map((price) => ({
      currencyId: price.currencyId, salesPrice: price.salesPrice, basePrice: price.basePrice ?? price.salesPrice,
    })),
  };
}
