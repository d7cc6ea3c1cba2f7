import { ProductRequestFlags as F } from '../../../../contracts/enums.js';
import type { AggregationName } from '../../../../contracts/product/payloads.js';
import { CatalogueIndex, rankByRelevance, type CatalogueSnapshot, type IndexQuery } from './catalogue-index.js';

/** Six products: two brands, two categories under one top, colours, sizes, one of each special case. */
function snapshot(): CatalogueSnapshot {
  const product = (id: number, brand: number, extra: Partial<CatalogueSnapshot['products'][number]> = {}) => ({
    id, brand_id: brand, product_type_id: 1, group_code: `G${id}`, is_approved: true, is_on_shelf: true, stock_total: 5, created_at: id * 1000, ...extra,
  });
  return {
    products: [
      product(1, 10), product(2, 10, { group_code: 'G1' }), product(3, 20, { stock_total: 0 }),
      product(4, 20, { is_approved: false }), product(5, 10, { is_on_shelf: false }), product(6, 20),
    ],
    prices: [[1, 10000, 0], [2, 20000, 10], [3, 30000, 0], [4, 40000, 0], [5, 50000, 0], [6, 0, 0]]
      .map(([id, sales, discount]) => ({ product_id: id, currency_id: 1, sales_price: sales, discount_rate: discount })),
    categories: [[1, [1, 11]], [2, [1, 11]], [3, [1, 12]], [4, [1, 12]], [5, [1, 11]], [6, [1, 12]]].map(([id, path]) => ({ product_id: id as number, path: path as number[] })),
    attributes: [[1, 'Siyah', 'Black'], [2, 'Mavi', 'Blue'], [3, 'Siyah', 'Black'], [6, 'Mavi', 'Blue']]
      .map(([id, tr, en]) => ({ product_id: id as number, integration_code: 'attr_color', value_tr: tr as string, value_en: en as string })),
    sizes: [{ product_id: 1, size: 'M' }, { product_id: 1, size: 'L' }, { product_id: 2, size: 'L' }],
    brands: [{ id: 10, name: 'Alfa', slug: 'alfa' }, { id: 20, name: 'Beta', slug: 'beta' }],
    attributeNames: [{ integration_code: 'attr_color', name_tr: 'Renk', name_en: 'Colour' }],
  };
}

const index = CatalogueIndex.build(snapshot());
const run = (query: Partial<IndexQuery>, facets: AggregationName[] = []) =>
  index.query({ currencyId: 1, flags: F.None, culture: 'tr', sort: 'relevance', offset: 0, limit: 100, aggregateBy: new Set(facets), ...query });

describe('CatalogueIndex (S3.02 flags, facets)', () => {
  it('S3.02 None keeps approved products only; IgnoreApproval adds the rest', () => {
    expect(run({}).ids).toEqual([1, 2, 3, 5, 6]);
    expect(run({ flags: F.None | F.IgnoreApproval }).ids).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('S3.02 Default drops zero prices and products off the shelf', () => {
    expect(run({ flags: F.Default }).ids).toEqual([1, 2, 3]);
  });

  it('S3.02 InStock, OutOfStock and Discounted', () => {
    expect(run({ flags: F.InStock }).ids).toEqual([1, 2, 5, 6]);
    expect(run({ flags: F.OutOfStock }).ids).toEqual([3]);
    expect(run({ flags: F.InStock | F.OutOfStock }).ids).toEqual([1, 2, 3, 5, 6]);
    expect(run({ flags: F.Discounted }).ids).toEqual([2]);
  });

  it('S3.02 GroupVariations keeps the first product of each model in the list order', () => {
    expect(run({ flags: F.GroupVariations }).ids).toEqual([1, 3, 5, 6]);
    expect(run({ flags: F.GroupVariations, sort: 'price-desc' }).ids).toEqual([5, 3, 2, 6]);
  });

  it('filters by category (descendants), brand, colour, size and price', () => {
    expect(run({ categoryIds: [1] }).ids).toEqual([1, 2, 3, 5, 6]);
    expect(run({ categoryIds: [12] }).ids).toEqual([3, 6]);
    expect(run({ brandIds: [20] }).ids).toEqual([3, 6]);
    expect(run({ attributes: [{ integrationCode: 'attr_color', values: ['Siyah'] }] }).ids).toEqual([1, 3]);
    expect(run({ culture: 'en', attributes: [{ integrationCode: 'attr_color', values: ['Black', 'Blue'] }] }).ids).toEqual([1, 2, 3, 6]);
    expect(run({ sizes: ['L'] }).ids).toEqual([1, 2]);
    expect(run({ minPriceMinor: 15000, maxPriceMinor: 30000 }).ids).toEqual([2, 3]);
  });

  it('an unknown facet value matches nothing instead of failing', () => {
    expect(run({ attributes: [{ integrationCode: 'attr_color', values: ['Mor'] }] }).ids).toEqual([]);
    expect(run({ sizes: ['XXXL'] }).ids).toEqual([]);
  });

  it('sorts by price, newest and discount, and keeps asked ids in their order', () => {
    expect(run({ sort: 'price-asc' }).ids).toEqual([6, 1, 2, 3, 5]);
    expect(run({ sort: 'newest' }).ids).toEqual([6, 5, 3, 2, 1]);
    expect(run({ sort: 'discount' }).ids[0]).toBe(2);
    expect(run({ productIds: [5, 1, 3] }).ids).toEqual([5, 1, 3]);
  });

  it('ranks text matches by relevance, ties in catalogue order, and keeps the other filters', () => {
    const textMatches = new Map([[3, 1.5], [1, 4], [6, 1.5], [2, 0.25], [4, 9]]);
    expect(run({ textMatches }).ids).toEqual([1, 3, 6, 2]);
    expect(run({ textMatches, brandIds: [20] }).ids).toEqual([3, 6]);
    expect(run({ textMatches, sort: 'price-desc' }).ids).toEqual([3, 2, 1, 6]);
  });

  it('S3.02 GroupVariations pages and counts models, not variants; facet counts do not change with the sort', () => {
    const grouped = { flags: F.GroupVariations };
    expect(run({ ...grouped, offset: 1, limit: 2 })).toMatchObject({ ids: [3, 5], total: 4 });
    const byPrice = run({ ...grouped, sort: 'price-desc' }, ['Brand', 'Price']).facets;
    expect(run(grouped, ['Brand', 'Price']).facets).toEqual(byPrice);
  });

  it('S3.02 GroupVariations counts each model once per facet value, however many of its colours fall there', () => {
    const { facets } = run({ flags: F.GroupVariations }, ['Brand', 'Category', 'Attributes', 'Price']);
    expect(Object.fromEntries(facets.brand!)).toEqual({ 10: 2, 20: 2 });
    expect(Object.fromEntries(facets.category!)).toEqual({ 1: 4, 11: 2, 12: 2 });
    expect(Object.fromEntries(facets.attributes!.get('attr_color')!)).toEqual({ Siyah: 2, Mavi: 2 });
    expect(facets.prices).toHaveLength(4);
    // Products 1 and 2 (one model) both fail only the brand filter: brand 10 still adds two models, not three products.
    expect(Object.fromEntries(run({ flags: F.GroupVariations, brandIds: [20] }, ['Brand']).facets.brand!)).toEqual({ 10: 2, 20: 2 });
  });

  it('S3.02 GroupVariations with a colour filter shows the model by its matching colour', () => {
    expect(run({ flags: F.GroupVariations, attributes: [{ integrationCode: 'attr_color', values: ['Mavi'] }] })).toMatchObject({ ids: [2, 6], total: 2 });
  });

  it('S3.03 names the colours of a model a list may show, none for a one-colour model', () => {
    expect(Object.fromEntries(index.coloursOf([2, 3], 1, F.None))).toEqual({ 2: [1, 2] });
    expect(index.coloursOf([1], 9, F.None).size).toBe(0);
  });

  it('pages and counts the whole result', () => {
    const page = run({ offset: 2, limit: 2 });
    expect(page).toMatchObject({ ids: [3, 5], total: 5 });
  });

  it('counts facets disjunctively: a facet ignores its own filter but honours the others', () => {
    const { facets } = run({ brandIds: [10], attributes: [{ integrationCode: 'attr_color', values: ['Siyah'] }] }, ['Brand', 'Attributes']);
    // Brand counts ignore the brand filter but keep colour = Siyah: products 1 (brand 10) and 3 (brand 20).
    expect(Object.fromEntries(facets.brand!)).toEqual({ 10: 1, 20: 1 });
    // Colour counts ignore the colour filter but keep brand 10: products 1 (Siyah), 2 (Mavi), 5 (no colour).
    expect(Object.fromEntries(facets.attributes!.get('attr_color')!)).toEqual({ Siyah: 1, Mavi: 1 });
  });

  it('counts categories, sizes, prices, stock and discount over the matches', () => {
    const { facets } = run({}, ['Category', 'Size', 'Price', 'InStock', 'Discounted']);
    expect(Object.fromEntries(facets.category!)).toEqual({ 1: 5, 11: 3, 12: 2 });
    expect(Object.fromEntries(facets.size!)).toEqual({ M: 1, L: 2 });
    expect(facets.prices!.sort((a, b) => a - b)).toEqual([0, 10000, 20000, 30000, 50000]);
    expect(facets.inStock).toBe(4);
    expect(facets.discounted).toBe(1);
  });

  it('keeps list filters right after a stock change', () => {
    const copy = CatalogueIndex.build(snapshot());
    copy.setStock(3, 4);
    expect(copy.query({ currencyId: 1, flags: F.OutOfStock, culture: 'tr', sort: 'relevance', offset: 0, limit: 10, aggregateBy: new Set() }).ids).toEqual([]);
  });

  it('answers nothing for a currency without prices', () => {
    expect(run({ currencyId: 9 })).toMatchObject({ ids: [], total: 0 });
  });
});

describe('rankByRelevance', () => {
  it('orders positions by descending score, ties by position', () => {
    const score = Float64Array.from([0, 2.7, 0.25, 2.7, 1000.25, -1]);
    expect(Array.from(rankByRelevance([0, 1, 2, 3, 4, 5], score))).toEqual([4, 1, 3, 2, 0, 5]);
  });

  it('ranks the same way when scores are too large to pack', () => {
    const score = Float64Array.from([1e12, 3, 1e12 + 5]);
    expect(Array.from(rankByRelevance([0, 1, 2], score))).toEqual([2, 0, 1]);
  });

  it('ranks like a comparator sort when every score differs', () => {
    const score = Float64Array.from({ length: 200 }, (_, i) => ((i * 37) % 101) / 7);
    const positions = Array.from({ length: 200 }, (_, i) => i);
    const expected = [...positions].sort((a, b) => score[b] - score[a] || a - b);
    expect(Array.from(rankByRelevance(positions, score))).toEqual(expected);
  });
});
