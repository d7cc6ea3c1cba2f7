import fc from 'fast-check';
import { ProductRequestFlags as F } from '../../../../contracts/enums.js';
import type { AggregationName, ProductSort } from '../../../../contracts/product/payloads.js';
import { CatalogueIndex, rankByScore, typedMatches, type CatalogueSnapshot, type FacetCounts, type IndexQuery } from './catalogue-index.js';

// The index's one-pass filters, disjunctive facet counts, text matches and pre-sorted orders,
// checked against a plain reading of the same rules on random catalogues: product by product,
// Sets and Array.sort, nothing shared with the index.

const FACETS: AggregationName[] = ['Category', 'Brand', 'Price', 'Attributes', 'Size', 'InStock', 'Discounted'];
const SORTS: ProductSort[] = ['relevance', 'price-asc', 'price-desc', 'newest', 'discount'];
/** Category paths of a small tree: 1 > 11, 12 > 121; 2 > 21. */
const PATHS = [[1], [1, 11], [1, 12], [1, 12, 121], [2], [2, 21]];
const COLOURS = [['Siyah', 'Black'], ['Mavi', 'Blue'], ['Kırmızı', 'Red']];
const MATERIALS = [['Çelik', 'Steel'], ['Deri', 'Leather'], ['Deri', 'Hide']];
const SIZES = ['S', 'M', 'L'];

type Row = CatalogueSnapshot['products'][number];

const productArb = fc.record({
  brand_id: fc.integer({ min: 1, max: 4 }),
  product_type_id: fc.integer({ min: 1, max: 2 }),
  model: fc.integer({ min: 0, max: 5 }),
  is_approved: fc.boolean(),
  is_on_shelf: fc.boolean(),
  stock_total: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 })),
  created_at: fc.integer({ min: 0, max: 5 }),
  prices: fc.array(fc.record({ currency_id: fc.integer({ min: 1, max: 2 }), sales_price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6 }).map((p) => p * 1000)), discount_rate: fc.constantFrom(0, 0, 10, 25) }), { maxLength: 2 }),
  paths: fc.subarray(PATHS, { maxLength: 2 }),
  colours: fc.subarray([0, 1, 2], { maxLength: 2 }),
  materials: fc.subarray([0, 1, 2], { maxLength: 2 }),
  sizes: fc.subarray(SIZES),
});

/** A catalogue of up to 40 products with ids in any order, and whether a model's colours sit together. */
const catalogueArb = fc.record({ products: fc.array(productArb, { minLength: 4, maxLength: 40 }), ids: fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 40, maxLength: 40 }), together: fc.boolean() })
  .map(({ products, ids, together }): CatalogueSnapshot => {
    const sorted = together ? [...products].sort((a, b) => a.model - b.model) : products;
    const byId = sorted.map((product, k) => ({ ...product, id: together ? [...ids].sort((a, b) => a - b)[k] : ids[k] }));
    const row = (p: (typeof byId)[number]): Row => ({
      id: p.id, brand_id: p.brand_id, product_type_id: p.product_type_id, group_code: `M${p.model}`, is_approved: p.is_approved, is_on_shelf: p.is_on_shelf,
      stock_total: p.stock_total, created_at: p.created_at,
    });
    const seenCurrency = (p: (typeof byId)[number]) => p.prices.filter((price, k, all) => all.findIndex((other) => other.currency_id === price.currency_id) === k);
    return {
      products: byId.map(row),
      prices: byId.flatMap((p) => seenCurrency(p).map((price) => ({ product_id: p.id, ...price }))),
      categories: byId.flatMap((p) => p.paths.map((path) => ({ product_id: p.id, path }))),
      attributes: byId.flatMap((p) => [
        ...p.colours.map((c) => ({ product_id: p.id, integration_code: 'attr_color', value_tr: COLOURS[c][0], value_en: COLOURS[c][1] })),
        ...p.materials.map((m) => ({ product_id: p.id, integration_code: 'attr_material', value_tr: MATERIALS[m][0], value_en: MATERIALS[m][1] })),
      ]),
      sizes: byId.flatMap((p) => p.sizes.map((size) => ({ product_id: p.id, size }))),
      brands: [1, 2, 3, 4].map((id) => ({ id, name: `Brand ${id}`, slug: `brand-${id}` })),
      attributeNames: [{ integration_code: 'attr_color', name_tr: 'Renk', name_en: 'Colour' }, { integration_code: 'attr_material', name_tr: 'Malzeme', name_en: 'Material' }],
    };
  });

const flagsArb = fc.tuple(
  fc.constantFrom(F.None, F.Default, F.PriceIsNotZero, F.OffTheShelf),
  fc.subarray([F.GroupVariations, F.IgnoreApproval, F.InStock, F.OutOfStock, F.Discounted]),
).map(([base, extra]) => extra.reduce((flags, flag) => flags | flag, base));

const queryArb = fc.record({
  currencyId: fc.constantFrom(1, 1, 2),
  flags: flagsArb,
  culture: fc.constantFrom('tr' as const, 'en' as const),
  /** Products by their place in the catalogue (past its end: ids it does not hold). */
  productIds: fc.option(fc.array(fc.integer({ min: 0, max: 45 }), { maxLength: 8 }), { nil: undefined }),
  categoryIds: fc.option(fc.subarray([1, 2, 11, 12, 121, 21, 99], { minLength: 1 }), { nil: undefined }),
  brandIds: fc.option(fc.subarray([1, 2, 3, 4], { minLength: 1 }), { nil: undefined }),
  productTypeIds: fc.option(fc.subarray([1, 2], { minLength: 1 }), { nil: undefined }),
  attributes: fc.option(fc.subarray([
    { integrationCode: 'attr_color', values: ['Siyah', 'Blue'] },
    { integrationCode: 'attr_material', values: ['Deri', 'Steel'] },
  ], { minLength: 1 }), { nil: undefined }),
  sizes: fc.option(fc.subarray([...SIZES, 'XXL'], { minLength: 1 }), { nil: undefined }),
  minPriceMinor: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: undefined }),
  maxPriceMinor: fc.option(fc.integer({ min: 0, max: 7000 }), { nil: undefined }),
  /** Text matches: a relevance (quarter steps, ties on purpose) per product, by place as productIds. */
  text: fc.option(fc.array(fc.tuple(fc.integer({ min: 0, max: 45 }), fc.integer({ min: 0, max: 12 }).map((q) => q / 4)), { minLength: 3, maxLength: 40 }), { nil: undefined }),
  sort: fc.constantFrom(...SORTS),
  offset: fc.integer({ min: 0, max: 6 }),
  limit: fc.integer({ min: 1, max: 30 }),
  aggregateBy: fc.subarray(FACETS),
});

type QueryInput = Omit<IndexQuery, 'textMatches' | 'aggregateBy'> & { text?: Record<string, number>; aggregateBy: AggregationName[] };
type QueryArb = Omit<QueryInput, 'text'> & { text?: [number, number][] };

/** Products named by their place in the snapshot as ids (an id the catalogue lacks past its end). */
function withIds(snapshot: CatalogueSnapshot, q: QueryArb): QueryInput {
  const id = (place: number) => snapshot.products[place]?.id ?? 1000 + place;
  return { ...q, productIds: q.productIds?.map(id), text: q.text ? Object.fromEntries(q.text.map(([place, score]) => [String(id(place)), score])) : undefined };
}

const has = (flags: number, flag: number) => (flags & flag) === flag;

/** The rules of a list request, read one product at a time. */
function reference(snapshot: CatalogueSnapshot, q: QueryInput): { ids: number[]; total: number; facets: FacetCounts } {
  const products = [...snapshot.products].sort((a, b) => a.id - b.id);
  const price = new Map(snapshot.prices.filter((row) => row.currency_id === q.currencyId).map((row) => [row.product_id, row]));
  // A currency nothing is priced in: no list at all, not even empty facets.
  if (price.size === 0) return { ids: [], total: 0, facets: {} };
  const categories = (id: number) => new Set(snapshot.categories.filter((row) => row.product_id === id).flatMap((row) => row.path));
  const attributes = (id: number) => snapshot.attributes.filter((row) => row.product_id === id);
  const sizes = (id: number) => new Set(snapshot.sizes.filter((row) => row.product_id === id).map((row) => row.size));
  const text = q.text ? new Map(Object.entries(q.text).map(([id, score]) => [Number(id), score])) : undefined;
  const value = (row: { value_tr: string; value_en: string }) => (q.culture === 'tr' ? row.value_tr : row.value_en);
  const { flags } = q;
  const grouped = has(flags, F.GroupVariations);
  const inStockOnly = has(flags, F.InStock) && !has(flags, F.OutOfStock);
  const outOfStockOnly = has(flags, F.OutOfStock) && !has(flags, F.InStock);

  // Each product: left out entirely, or the facet groups it fails (none: it passes).
  const candidates = products.flatMap((p) => {
    const priced = price.get(p.id);
    if (!priced) return [];
    if (has(flags, F.PriceIsNotZero) && priced.sales_price <= 0) return [];
    if (has(flags, F.OffTheShelf) && !p.is_on_shelf) return [];
    if (!has(flags, F.IgnoreApproval) && !p.is_approved) return [];
    if (outOfStockOnly && p.stock_total > 0) return [];
    if (q.productIds?.length && !q.productIds.includes(p.id)) return [];
    if (text && !text.has(p.id)) return [];
    if (q.productTypeIds?.length && !q.productTypeIds.includes(p.product_type_id)) return [];
    const failed: string[] = [];
    if (q.categoryIds?.length && !q.categoryIds.some((id) => categories(p.id).has(id))) failed.push('category');
    if (q.brandIds?.length && !q.brandIds.includes(p.brand_id)) failed.push('brand');
    if ((q.minPriceMinor !== undefined && priced.sales_price < q.minPriceMinor) || (q.maxPriceMinor !== undefined && priced.sales_price > q.maxPriceMinor)) failed.push('price');
    if (q.sizes?.length && !q.sizes.some((size) => sizes(p.id).has(size))) failed.push('size');
    if (inStockOnly && p.stock_total <= 0) failed.push('inStock');
    if (has(flags, F.Discounted) && priced.discount_rate <= 0) failed.push('discounted');
    (q.attributes ?? []).forEach((filter, a) => {
      if (!attributes(p.id).some((row) => row.integration_code === filter.integrationCode && filter.values.includes(value(row)))) failed.push(`attribute${a}`);
    });
    return failed.length > 1 ? [] : [{ p, priced, failed: failed[0] }];
  });
  const passing = candidates.filter((c) => c.failed === undefined);
  const model = (p: Row) => (grouped ? p.group_code : String(p.id));
  // A facet counts a model once per value, over the products that fail nothing but that facet.
  const countBy = <K>(facet: string, values: (c: (typeof candidates)[number]) => Iterable<K>) => {
    const models = new Map<K, Set<string>>();
    for (const c of candidates) {
      if (c.failed !== undefined && c.failed !== facet) continue;
      for (const key of values(c)) models.set(key, (models.get(key) ?? new Set()).add(model(c.p)));
    }
    return new Map([...models].map(([key, set]) => [key, set.size]));
  };
  const want = new Set(q.aggregateBy);
  const facets: FacetCounts = {};
  if (want.has('Category')) facets.category = countBy('category', (c) => categories(c.p.id));
  if (want.has('Brand')) facets.brand = countBy('brand', (c) => [c.p.brand_id]);
  if (want.has('Size')) facets.size = countBy('size', (c) => sizes(c.p.id));
  if (want.has('Attributes')) {
    // One count per attribute row kind (code, tr, en), summed under the value shown.
    const perPair = new Map<string, Set<string>>();
    for (const c of candidates) {
      const own = c.failed?.startsWith('attribute') ? q.attributes![Number(c.failed.slice(9))].integrationCode : undefined;
      if (c.failed !== undefined && own === undefined) continue;
      for (const row of new Set(attributes(c.p.id).map((row) => `${row.integration_code}\u0000${row.value_tr}\u0000${row.value_en}`))) {
        if (own !== undefined && !row.startsWith(`${own}\u0000`)) continue;
        perPair.set(row, (perPair.get(row) ?? new Set()).add(model(c.p)));
      }
    }
    facets.attributes = new Map();
    for (const [key, models] of perPair) {
      const [code, tr, en] = key.split('\u0000');
      const values = facets.attributes.get(code) ?? new Map<string, number>();
      const shown = q.culture === 'tr' ? tr : en;
      values.set(shown, (values.get(shown) ?? 0) + models.size);
      facets.attributes.set(code, values);
    }
  }
  if (want.has('Price')) {
    // Grouped: the price of the model's first colour (by id) that counts there.
    const first = new Map<string, number>();
    for (const c of candidates) if ((c.failed === undefined || c.failed === 'price') && !first.has(model(c.p))) first.set(model(c.p), c.priced.sales_price);
    facets.prices = [...first.values()];
  }
  if (want.has('InStock')) facets.inStock = new Set(candidates.filter((c) => (c.failed === undefined || c.failed === 'inStock') && c.p.stock_total > 0).map((c) => model(c.p))).size;
  if (want.has('Discounted')) facets.discounted = new Set(candidates.filter((c) => (c.failed === undefined || c.failed === 'discounted') && c.priced.discount_rate > 0).map((c) => model(c.p))).size;

  const byId = (a: Row, b: Row) => a.id - b.id;
  const sales = (p: Row) => price.get(p.id)!.sales_price;
  const discount = (p: Row) => price.get(p.id)!.discount_rate;
  let ordered = passing.map((c) => c.p);
  if (q.sort === 'price-asc') ordered.sort((a, b) => sales(a) - sales(b) || byId(a, b));
  else if (q.sort === 'price-desc') ordered.sort((a, b) => sales(b) - sales(a) || byId(b, a));
  else if (q.sort === 'newest') ordered.sort((a, b) => b.created_at - a.created_at || byId(b, a));
  else if (q.sort === 'discount') ordered.sort((a, b) => discount(b) - discount(a) || byId(a, b));
  else if (q.productIds?.length) {
    const wanted = [...new Set(q.productIds)];
    ordered = wanted.flatMap((id) => ordered.filter((p) => p.id === id));
  } else if (text) ordered.sort((a, b) => text.get(b.id)! - text.get(a.id)! || byId(a, b));
  const shown = new Set<string>();
  const list = ordered.filter((p) => { if (shown.has(model(p))) return false; shown.add(model(p)); return true; });
  return { ids: list.slice(q.offset, q.offset + q.limit).map((p) => p.id), total: new Set(passing.map((c) => model(c.p))).size, facets };
}

/** Facets in a comparable shape: prices as a sorted list (their order is not part of the answer). */
function comparable(facets: FacetCounts) {
  return { ...facets, prices: facets.prices ? [...facets.prices].sort((a, b) => a - b) : undefined };
}

function indexQuery(q: QueryInput, typed: boolean): IndexQuery {
  const { text, aggregateBy, ...rest } = q;
  const map = text ? new Map(Object.entries(text).map(([id, score]) => [Number(id), score])) : undefined;
  return { ...rest, aggregateBy: new Set(aggregateBy), textMatches: map && typed ? typedMatches(map) : map };
}

describe('CatalogueIndex against a plain reading of the list rules (S3.02)', () => {
  it('S3.02 answers the same page, total and facet counts on random catalogues, text matches as typed arrays or a Map', () => {
    fc.assert(fc.property(catalogueArb, queryArb, (snapshot, arb) => {
      const q = withIds(snapshot, arb);
      const expected = reference(snapshot, q);
      expected.facets = comparable(expected.facets);
      // Both ways of taking a page: out of the whole pre-sorted order, and from the few passing products.
      for (const index of [CatalogueIndex.build(snapshot), CatalogueIndex.build(snapshot, { fewPassing: -1 })]) {
        for (const typed of [true, false]) {
          const result = index.query(indexQuery(q, typed));
          expect({ ids: result.ids, total: result.total, facets: comparable(result.facets) }).toEqual(expected);
        }
      }
    }), { numRuns: 400, seed: 17 });
  });

  it('S3.02 GroupVariations counts a model once when its colours are apart in the catalogue, text matches or not', () => {
    // Models A (ids 1, 3) and B (id 2), one brand: the colours of A are not neighbours.
    const product = (id: number, model: string) => ({ id, brand_id: 1, product_type_id: 1, group_code: model, is_approved: true, is_on_shelf: true, stock_total: 1, created_at: id });
    const snapshot: CatalogueSnapshot = {
      products: [product(1, 'A'), product(2, 'B'), product(3, 'A')],
      prices: [1, 2, 3].map((id) => ({ product_id: id, currency_id: 1, sales_price: id * 100, discount_rate: 10 })),
      categories: [1, 2, 3].map((id) => ({ product_id: id, path: [1] })),
      attributes: [], sizes: [1, 2, 3].map((id) => ({ product_id: id, size: 'M' })), brands: [{ id: 1, name: 'Alfa', slug: 'alfa' }], attributeNames: [],
    };
    const index = CatalogueIndex.build(snapshot);
    for (const textMatches of [undefined, typedMatches(new Map([[1, 1], [2, 1], [3, 1]]))]) {
      const { total, facets } = index.query({ currencyId: 1, flags: F.GroupVariations, culture: 'tr', sort: 'relevance', offset: 0, limit: 10, aggregateBy: new Set(FACETS), textMatches });
      expect(total).toBe(2);
      expect(Object.fromEntries(facets.brand!)).toEqual({ 1: 2 });
      expect(Object.fromEntries(facets.category!)).toEqual({ 1: 2 });
      expect(Object.fromEntries(facets.size!)).toEqual({ M: 2 });
      expect([facets.inStock, facets.discounted, facets.prices!.length]).toEqual([2, 2, 2]);
    }
  });

  it('S3.02 a catalogue large enough for both page paths gives the same pages either way', () => {
    // Thousands of products: random catalogues side by side under new ids and models.
    const parts = fc.sample(catalogueArb, { numRuns: 1000, seed: 9 });
    const big: CatalogueSnapshot = { ...parts[0], products: [], prices: [], categories: [], attributes: [], sizes: [] };
    parts.forEach((snapshot, copy) => {
      const id = (old: number) => copy * 1000 + old;
      big.products.push(...snapshot.products.map((p) => ({ ...p, id: id(p.id), group_code: `${p.group_code}-${copy}` })));
      big.prices.push(...snapshot.prices.map((row) => ({ ...row, product_id: id(row.product_id) })));
      big.categories.push(...snapshot.categories.map((row) => ({ ...row, product_id: id(row.product_id) })));
      big.attributes.push(...snapshot.attributes.map((row) => ({ ...row, product_id: id(row.product_id) })));
      big.sizes.push(...snapshot.sizes.map((row) => ({ ...row, product_id: id(row.product_id) })));
    });
    expect(big.products.length).toBeGreaterThan(2000);
    const whole = CatalogueIndex.build(big, { fewPassing: -1 });
    const narrowed = CatalogueIndex.build(big, { fewPassing: Number.MAX_SAFE_INTEGER });
    const samples = fc.sample(queryArb, { numRuns: 200, seed: 5 });
    let pages = 0;
    for (const q of samples) {
      const query = indexQuery({ ...q, productIds: undefined, text: undefined, offset: q.offset * 7 }, true);
      const expected = whole.query(query);
      expect(narrowed.query(query)).toEqual(expected);
      if (expected.ids.length > 0) pages++;
    }
    expect(pages).toBeGreaterThan(20);
  });

  it('S3.02 a search matching thousands ranks only the top of them and still answers every page as the rules say', () => {
    const parts = fc.sample(catalogueArb, { numRuns: 200, seed: 21 });
    const big: CatalogueSnapshot = { ...parts[0], products: [], prices: [], categories: [], attributes: [], sizes: [] };
    parts.forEach((snapshot, copy) => {
      const id = (old: number) => copy * 1000 + old;
      // Few models across copies: grouped pages skip many colours ranked side by side.
      big.products.push(...snapshot.products.map((p) => ({ ...p, id: id(p.id), group_code: `${p.group_code}-${copy % 7}` })));
      big.prices.push(...snapshot.prices.map((row) => ({ ...row, product_id: id(row.product_id) })));
      big.categories.push(...snapshot.categories.map((row) => ({ ...row, product_id: id(row.product_id) })));
      big.attributes.push(...snapshot.attributes.map((row) => ({ ...row, product_id: id(row.product_id) })));
      big.sizes.push(...snapshot.sizes.map((row) => ({ ...row, product_id: id(row.product_id) })));
    });
    const index = CatalogueIndex.build(big);
    const text = Object.fromEntries(big.products.map((p, k) => [String(p.id), (k % 9) / 4]));
    for (const [k, q] of fc.sample(queryArb, { numRuns: 12, seed: 22 }).entries()) {
      const query: QueryInput = { ...q, productIds: undefined, sort: 'relevance', text, currencyId: 1, flags: k % 2 ? F.GroupVariations : F.None, offset: k * 40, limit: 24 };
      const expected = reference(big, query);
      const result = index.query(indexQuery(query, true));
      expect({ ...result, facets: comparable(result.facets) }).toEqual({ ...expected, facets: comparable(expected.facets) });
    }
  });
});

describe('rankByScore', () => {
  it('with a top, answers the head of the full ranking', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 5000 }), { maxLength: 600 }), fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: 40 }), (positions, top, steps) => {
      const scores = Float64Array.from(positions, (position) => (position % steps) / 4);
      const full = Array.from(rankByScore(positions, scores));
      expect(full).toEqual([...positions].sort((a, b) => (b % steps) - (a % steps) || a - b));
      expect(Array.from(rankByScore(positions, scores, top))).toEqual(full.slice(0, top));
    }), { numRuns: 300, seed: 19 });
  });
});
