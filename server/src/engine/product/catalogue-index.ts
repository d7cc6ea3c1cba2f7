import { hasFlag, ProductRequestFlags } from '../../../../contracts/enums.js';
import type { AggregationName, ProductSort } from '../../../../contracts/product/payloads.js';
import { ListColumn, maskOf } from './list-column.js';

/** The catalogue as the index is built from it (one snapshot read at start and on change). */
export interface CatalogueSnapshot {
  products: { id: number; brand_id: number; product_type_id: number; group_code: string; is_approved: boolean; is_on_shelf: boolean; stock_total: number; created_at: number }[];
  prices: { product_id: number; currency_id: number; sales_price: number; discount_rate: number }[];
  /** Every category a product sits in, as its path from the top (ancestors included). */
  categories: { product_id: number; path: number[] }[];
  /** List attributes only: the ones facets are made of. */
  attributes: { product_id: number; integration_code: string; value_tr: string; value_en: string }[];
  sizes: { product_id: number; size: string }[];
  brands: { id: number; name: string; slug: string }[];
  attributeNames: { integration_code: string; name_tr: string; name_en: string }[];
}

/** What one list request asks of the index; prices in minor units. */
export interface IndexQuery {
  currencyId: number;
  flags: number;
  culture: 'tr' | 'en';
  productIds?: number[];
  categoryIds?: number[];
  brandIds?: number[];
  productTypeIds?: number[];
  attributes?: { integrationCode: string; values: string[] }[];
  sizes?: string[];
  minPriceMinor?: number;
  maxPriceMinor?: number;
  /** Products a text search matched, with their relevance (higher first). */
  textMatches?: ReadonlyMap<number, number>;
  sort: ProductSort;
  offset: number;
  limit: number;
  aggregateBy: ReadonlySet<AggregationName>;
}

/** Raw facet counts; labels are added by the caller. */
export interface FacetCounts {
  category?: Map<number, number>;
  brand?: Map<number, number>;
  /** attribute code → value in the request's language → count */
  attributes?: Map<string, Map<string, number>>;
  size?: Map<string, number>;
  prices?: number[];
  inStock?: number;
  discounted?: number;
}

export interface IndexResult {
  ids: number[];
  total: number;
  facets: FacetCounts;
}

const has = hasFlag;

// Relevance ranking packs (score, position) into one number so a native numeric sort does the
// work: a comparator called per comparison is several times slower on 20,000 hits. Scores are
// kept to 1/10,000 (the search index's weights differ by 0.05 at least).
const SCORE_STEPS = 10_000;
const POSITION_SPAN = 2 ** 21;
const MAX_SCORE = 2 ** 50 / POSITION_SPAN / SCORE_STEPS;

/** Positions by descending score, ties by position. */
export function rankByRelevance(positions: ArrayLike<number>, score: Float64Array): Int32Array {
  const keys = new Float64Array(positions.length);
  for (let k = 0; k < positions.length; k++) {
    const i = positions[k];
    if (i >= POSITION_SPAN || !(score[i] < MAX_SCORE && score[i] > -MAX_SCORE)) {
      return Int32Array.from(positions).sort((a, b) => score[b] - score[a] || a - b);
    }
    keys[k] = (MAX_SCORE * SCORE_STEPS - Math.round(score[i] * SCORE_STEPS)) * POSITION_SPAN + i;
  }
  keys.sort();
  return Int32Array.from(keys, (key) => key % POSITION_SPAN);
}

const EMPTY = new Int32Array(0);

// Facet filter groups: a product failing exactly one of them still counts for that facet.
const G_CATEGORY = 0, G_BRAND = 1, G_PRICE = 2, G_SIZE = 3, G_IN_STOCK = 4, G_DISCOUNTED = 5, G_ATTRIBUTE = 6;

/**
 * Per facet value, the mark (group + 1) of the last model counted there: in a grouped list a
 * model counts once per value however many of its colours fall in it.
 */
interface Seen { category?: Int32Array; brand?: Int32Array; pairs?: Int32Array; sizes?: Int32Array; price: number; inStock: number; discounted: number }

interface Tally {
  seen?: Seen;
  category?: Int32Array;
  brand?: Int32Array;
  pairs?: Int32Array;
  sizes?: Int32Array;
  prices?: number[];
  inStock: number;
  discounted: number;
}

interface TextPositions { matched: Uint8Array; score: Float64Array }

interface CurrencyColumns { sales: Float64Array; discount: Int16Array; priced: Uint8Array; ascending: Int32Array; descending: Int32Array; byDiscount: Int32Array }

/**
 * The catalogue's list attributes in memory, column by column, so a product list with facets
 * over 100,000 products is one pass over arrays instead of several GROUP BY queries. Filters
 * and disjunctive facet counts come from the same pass; pre-sorted orders make sorting free.
 */
export class CatalogueIndex {
  /** product id → position, -1 when not indexed: an array read instead of a Map lookup per text hit. */
  private readonly positions: Int32Array;
  private readonly ids: Int32Array;
  private readonly brand: Int32Array;
  private readonly type: Int32Array;
  private readonly group: Int32Array;
  private readonly approved: Uint8Array;
  private readonly onShelf: Uint8Array;
  private readonly stock: Int32Array;
  private readonly categories: ListColumn;
  private readonly attributePairs: ListColumn;
  private readonly sizeIds: ListColumn;
  private readonly currencies = new Map<number, CurrencyColumns>();
  private readonly newest: Int32Array;
  private readonly groupCount: number;
  /** Positions ordered by model, then position: a grouped pass meets a model's colours one after another. */
  private readonly byGroup: Int32Array;
  /** group → positions of its products (its colours), in id order. */
  private readonly members: ListColumn;
  private readonly byId: Int32Array;
  /** pair id → attribute code and values per language */
  private readonly pairs: { code: string; tr: string; en: string }[] = [];
  /** pair id → index of its attribute code in attributeCodes */
  private pairCode = new Int32Array(0);
  private readonly attributeCodes: string[] = [];
  private readonly pairsByValue = new Map<string, number[]>();
  private readonly sizeNames: string[] = [];
  private readonly maxCategoryId: number;
  private readonly maxBrandId: number;
  /** Facet labels. */
  readonly brandNames: ReadonlyMap<number, string>;
  /** Every brand, by name. */
  readonly brands: readonly { id: number; name: string; slug: string }[];
  readonly attributeNames: ReadonlyMap<string, { tr: string; en: string }>;

  private constructor(snapshot: CatalogueSnapshot) {
    this.brandNames = new Map(snapshot.brands.map((brand) => [brand.id, brand.name]));
    this.brands = [...snapshot.brands].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    this.attributeNames = new Map(snapshot.attributeNames.map((row) => [row.integration_code, { tr: row.name_tr, en: row.name_en }]));
    const rows = [...snapshot.products].sort((a, b) => a.id - b.id);
    const n = rows.length;
    this.ids = Int32Array.from(rows, (row) => row.id);
    // Product ids come from the engine's own sequence: dense, so an array by id stays small.
    this.positions = new Int32Array((rows.at(-1)?.id ?? 0) + 1).fill(-1);
    rows.forEach((row, index) => { this.positions[row.id] = index; });
    this.brand = Int32Array.from(rows, (row) => row.brand_id);
    this.type = Int32Array.from(rows, (row) => row.product_type_id);
    const groups = new Map<string, number>();
    this.group = Int32Array.from(rows, (row) => {
      if (!groups.has(row.group_code)) groups.set(row.group_code, groups.size);
      return groups.get(row.group_code)!;
    });
    this.approved = Uint8Array.from(rows, (row) => (row.is_approved ? 1 : 0));
    this.onShelf = Uint8Array.from(rows, (row) => (row.is_on_shelf ? 1 : 0));
    this.stock = Int32Array.from(rows, (row) => row.stock_total);
    const created = Float64Array.from(rows, (row) => row.created_at);
    this.byId = Int32Array.from({ length: n }, (_, i) => i);
    this.newest = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => created[b] - created[a] || this.ids[b] - this.ids[a]);

    this.groupCount = groups.size;
    this.byGroup = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => this.group[a] - this.group[b] || a - b);
    const members: number[][] = Array.from({ length: this.groupCount }, () => []);
    this.group.forEach((group, i) => members[group].push(i));
    this.members = ListColumn.from(members);

    this.categories = this.perProduct(n, snapshot.categories, (row, add) => row.path.forEach(add));
    this.maxCategoryId = Math.max(0, this.categories.max());
    this.maxBrandId = this.brand.reduce((max, id) => Math.max(max, id), 0);
    const pairIds = new Map<string, number>();
    this.attributePairs = this.perProduct(n, snapshot.attributes, (row, add) => {
      const key = `${row.integration_code}\u0000${row.value_tr}\u0000${row.value_en}`;
      let id = pairIds.get(key);
      if (id === undefined) {
        id = this.pairs.length;
        pairIds.set(key, id);
        this.pairs.push({ code: row.integration_code, tr: row.value_tr, en: row.value_en });
        for (const culture of ['tr', 'en'] as const) {
          const lookup = `${row.integration_code}\u0000${culture}\u0000${culture === 'tr' ? row.value_tr : row.value_en}`;
          this.pairsByValue.set(lookup, [...(this.pairsByValue.get(lookup) ?? []), id]);
        }
      }
      add(id);
    });
    this.pairCode = Int32Array.from(this.pairs, (pair) => {
      if (!this.attributeCodes.includes(pair.code)) this.attributeCodes.push(pair.code);
      return this.attributeCodes.indexOf(pair.code);
    });
    const sizeIds = new Map<string, number>();
    this.sizeIds = this.perProduct(n, snapshot.sizes, (row, add) => {
      if (!sizeIds.has(row.size)) { sizeIds.set(row.size, this.sizeNames.length); this.sizeNames.push(row.size); }
      add(sizeIds.get(row.size)!);
    });

    for (const price of snapshot.prices) {
      const index = this.position(price.product_id);
      if (index === undefined) continue;
      let columns = this.currencies.get(price.currency_id);
      if (!columns) {
        columns = { sales: new Float64Array(n), discount: new Int16Array(n), priced: new Uint8Array(n), ascending: EMPTY, descending: EMPTY, byDiscount: EMPTY };
        this.currencies.set(price.currency_id, columns);
      }
      columns.sales[index] = price.sales_price;
      columns.discount[index] = price.discount_rate;
      columns.priced[index] = 1;
    }
    for (const columns of this.currencies.values()) {
      columns.ascending = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => columns.sales[a] - columns.sales[b] || a - b);
      columns.descending = Int32Array.from(columns.ascending).reverse();
      columns.byDiscount = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => columns.discount[b] - columns.discount[a] || a - b);
    }
  }

  static build(snapshot: CatalogueSnapshot): CatalogueIndex {
    return new CatalogueIndex(snapshot);
  }

  /** Number of products indexed. */
  get size(): number {
    return this.ids.length;
  }

  /** A product's brand and every category on its paths, or undefined when it is not indexed. */
  reachOf(productId: number): { brandId: number; categoryIds: Int32Array } | undefined {
    const index = this.position(productId);
    return index === undefined ? undefined : { brandId: this.brand[index], categoryIds: this.categories.valuesOf(index) };
  }

  /** Keeps list filters right after a sale or a restock without rebuilding. */
  setStock(productId: number, stockTotal: number): void {
    const index = this.position(productId);
    if (index !== undefined) this.stock[index] = stockTotal;
  }

  private perProduct<T extends { product_id: number }>(n: number, rows: T[], each: (row: T, add: (value: number) => void) => void): ListColumn {
    const lists: number[][] = Array.from({ length: n }, () => []);
    for (const row of rows) {
      const index = this.position(row.product_id);
      if (index === undefined) continue;
      const list = lists[index];
      each(row, (value) => list.push(value));
    }
    return ListColumn.from(lists);
  }

  query(query: IndexQuery): IndexResult {
    const columns = this.currencies.get(query.currencyId);
    if (!columns) return { ids: [], total: 0, facets: {} };
    const { flags } = query;
    const priceNotZero = has(flags, ProductRequestFlags.PriceIsNotZero);
    const shelfOnly = has(flags, ProductRequestFlags.OffTheShelf);
    const approvedOnly = !has(flags, ProductRequestFlags.IgnoreApproval);
    const inStockOnly = has(flags, ProductRequestFlags.InStock) && !has(flags, ProductRequestFlags.OutOfStock);
    const outOfStockOnly = has(flags, ProductRequestFlags.OutOfStock) && !has(flags, ProductRequestFlags.InStock);
    const discountedOnly = has(flags, ProductRequestFlags.Discounted);
    const grouped = has(flags, ProductRequestFlags.GroupVariations);

    // Every filter as a mask over positions or value ids: the pass below reads typed arrays only.
    const ids = query.productIds?.length ? this.positionMask(query.productIds) : undefined;
    const text = query.textMatches ? this.textPositions(query.textMatches) : undefined;
    const types = query.productTypeIds?.length ? new Set(query.productTypeIds) : undefined;
    const categories = query.categoryIds?.length ? maskOf(query.categoryIds, this.maxCategoryId + 1) : undefined;
    const brands = query.brandIds?.length ? maskOf(query.brandIds, this.maxBrandId + 1) : undefined;
    const sizes = query.sizes?.length ? maskOf(query.sizes.map((size) => this.sizeNames.indexOf(size)), this.sizeNames.length) : undefined;
    const attributeGroups = (query.attributes ?? []).map((filter) => maskOf(filter.values.flatMap((value) =>
      this.pairsByValue.get(`${filter.integrationCode}\u0000${query.culture}\u0000${value}`) ?? []), this.pairs.length));
    // Per attribute filter, the pairs of its own attribute: a product failing only that filter counts there.
    const ownPairs = (query.attributes ?? []).map((filter) => {
      const code = this.attributeCodes.indexOf(filter.integrationCode);
      return Uint8Array.from(this.pairCode, (pairCode) => (pairCode === code ? 1 : 0));
    });
    const minPrice = query.minPriceMinor;
    const maxPrice = query.maxPriceMinor;

    const want = query.aggregateBy;
    // Counted in typed arrays indexed by id (a pass over 100k products stays a few ms), then
    // turned into maps once.
    const tally: Tally = {
      category: want.has('Category') ? new Int32Array(this.maxCategoryId + 1) : undefined,
      brand: want.has('Brand') ? new Int32Array(this.maxBrandId + 1) : undefined,
      pairs: want.has('Attributes') ? new Int32Array(this.pairs.length) : undefined,
      sizes: want.has('Size') ? new Int32Array(this.sizeNames.length) : undefined,
      prices: want.has('Price') ? [] : undefined,
      inStock: 0,
      discounted: 0,
    };
    if (grouped) {
      const seen = (counts: Int32Array | undefined) => (counts ? new Int32Array(counts.length) : undefined);
      tally.seen = { category: seen(tally.category), brand: seen(tally.brand), pairs: seen(tally.pairs), sizes: seen(tally.sizes), price: 0, inStock: 0, discounted: 0 };
    }

    // Filters and counts in position order: reading every column front to back is several times
    // faster than following a sort order around them. A group (GroupVariations) is counted once,
    // in the total and in every facet value: grouped, the pass goes model by model.
    const passes = new Uint8Array(this.ids.length);
    const countedGroups = grouped ? new Uint8Array(this.groupCount) : undefined;
    let total = 0;
    for (let k = 0; k < this.ids.length; k++) {
      const i = grouped ? this.byGroup[k] : k;
      // Filters that are not facets: failing one leaves the product out of every count.
      if (!columns.priced[i]) continue;
      if (priceNotZero && columns.sales[i] <= 0) continue;
      if (shelfOnly && !this.onShelf[i]) continue;
      if (approvedOnly && !this.approved[i]) continue;
      if (outOfStockOnly && this.stock[i] > 0) continue;
      if (ids && !ids[i]) continue;
      if (text && !text.matched[i]) continue;
      if (types && !types.has(this.type[i])) continue;

      // Facet filters: remember which failed; two failures leave the product out of every count.
      let failed = -1;
      let failures = 0;
      if (categories && !this.categories.anyIn(i, categories)) { failures++; failed = G_CATEGORY; }
      if (brands && !brands[this.brand[i]]) { failures++; failed = G_BRAND; }
      if (failures < 2 && ((minPrice !== undefined && columns.sales[i] < minPrice) || (maxPrice !== undefined && columns.sales[i] > maxPrice))) { failures++; failed = G_PRICE; }
      if (failures < 2 && sizes && !this.sizeIds.anyIn(i, sizes)) { failures++; failed = G_SIZE; }
      if (failures < 2 && inStockOnly && this.stock[i] <= 0) { failures++; failed = G_IN_STOCK; }
      if (failures < 2 && discountedOnly && columns.discount[i] <= 0) { failures++; failed = G_DISCOUNTED; }
      for (let a = 0; failures < 2 && a < attributeGroups.length; a++) {
        if (!this.attributePairs.anyIn(i, attributeGroups[a])) { failures++; failed = G_ATTRIBUTE + a; }
      }
      if (failures > 1) continue;

      if (failures === 0) {
        passes[i] = 1;
        if (!countedGroups || !countedGroups[this.group[i]]) total++;
        if (countedGroups) countedGroups[this.group[i]] = 1;
      }
      this.count(tally, i, columns, failures === 0 ? -1 : failed, ownPairs);
    }

    return { ids: this.page(this.order(query, columns, text, passes), passes, grouped, query.offset, query.limit), total, facets: this.facetsOf(tally, want, query.culture) };
  }

  /**
   * The ids of one page: the passing products in sort order, the first of each group only when
   * grouped. Stops as soon as the page is full, so early pages of a sorted list are cheap.
   */
  private page(order: ArrayLike<number>, passes: Uint8Array, grouped: boolean, offset: number, limit: number): number[] {
    const shownGroups = grouped ? new Uint8Array(this.groupCount) : undefined;
    const page: number[] = [];
    let skipped = 0;
    for (let k = 0; k < order.length && page.length < limit; k++) {
      const i = order[k];
      if (!passes[i]) continue;
      if (shownGroups) {
        if (shownGroups[this.group[i]]) continue;
        shownGroups[this.group[i]] = 1;
      }
      if (skipped < offset) skipped++;
      else page.push(this.ids[i]);
    }
    return page;
  }

  private facetsOf(tally: Tally, want: ReadonlySet<AggregationName>, culture: 'tr' | 'en'): FacetCounts {
    const nonZero = (counts: Int32Array) => {
      const map = new Map<number, number>();
      counts.forEach((count, id) => { if (count > 0) map.set(id, count); });
      return map;
    };
    const facets: FacetCounts = {};
    if (tally.category) facets.category = nonZero(tally.category);
    if (tally.brand) facets.brand = nonZero(tally.brand);
    if (tally.sizes) facets.size = new Map([...nonZero(tally.sizes)].map(([id, count]) => [this.sizeNames[id], count]));
    if (tally.pairs) {
      facets.attributes = new Map();
      for (const [pairId, count] of nonZero(tally.pairs)) {
        const pair = this.pairs[pairId];
        const value = culture === 'tr' ? pair.tr : pair.en;
        let values = facets.attributes.get(pair.code);
        if (!values) { values = new Map(); facets.attributes.set(pair.code, values); }
        values.set(value, (values.get(value) ?? 0) + count);
      }
    }
    if (tally.prices) facets.prices = tally.prices;
    if (want.has('InStock')) facets.inStock = tally.inStock;
    if (want.has('Discounted')) facets.discounted = tally.discounted;
    return facets;
  }

  /** Adds product i to the tally; `onlyGroup` ≥ 0 means it failed that facet's own filter only. */
  private count(tally: Tally, i: number, columns: CurrencyColumns, onlyGroup: number, ownPairs: Uint8Array[]): void {
    const all = onlyGroup === -1;
    const seen = tally.seen;
    const mark = this.group[i] + 1;
    // Scalars need one mark each: a grouped pass meets a model's colours one after another.
    const first = (key: 'price' | 'inStock' | 'discounted') => {
      if (!seen) return true;
      if (seen[key] === mark) return false;
      seen[key] = mark;
      return true;
    };
    if (tally.category && (all || onlyGroup === G_CATEGORY)) this.categories.countInto(i, tally.category, undefined, seen?.category, mark);
    if (tally.brand && (all || onlyGroup === G_BRAND) && (!seen?.brand || seen.brand[this.brand[i]] !== mark)) {
      tally.brand[this.brand[i]]++;
      if (seen?.brand) seen.brand[this.brand[i]] = mark;
    }
    if (tally.prices && (all || onlyGroup === G_PRICE) && first('price')) tally.prices.push(columns.sales[i]);
    if (tally.sizes && (all || onlyGroup === G_SIZE)) this.sizeIds.countInto(i, tally.sizes, undefined, seen?.sizes, mark);
    if ((all || onlyGroup === G_IN_STOCK) && this.stock[i] > 0 && first('inStock')) tally.inStock++;
    if ((all || onlyGroup === G_DISCOUNTED) && columns.discount[i] > 0 && first('discounted')) tally.discounted++;
    if (tally.pairs && (all || onlyGroup >= G_ATTRIBUTE)) this.attributePairs.countInto(i, tally.pairs, all ? undefined : ownPairs[onlyGroup - G_ATTRIBUTE], seen?.pairs, mark);
  }

  /**
   * The colours of each product's model (GroupVariations): the ids of the model's products a list
   * with these flags may show (priced in the currency, approved, on the shelf as the flags ask), in
   * id order. Products whose model has a single such colour are left out.
   */
  coloursOf(productIds: readonly number[], currencyId: number, flags: number): Map<number, number[]> {
    const columns = this.currencies.get(currencyId);
    const colours = new Map<number, number[]>();
    if (!columns) return colours;
    const priceNotZero = has(flags, ProductRequestFlags.PriceIsNotZero);
    const shelfOnly = has(flags, ProductRequestFlags.OffTheShelf);
    const approvedOnly = !has(flags, ProductRequestFlags.IgnoreApproval);
    for (const id of productIds) {
      const index = this.position(id);
      if (index === undefined) continue;
      const ids: number[] = [];
      for (const i of this.members.valuesOf(this.group[index])) {
        if (!columns.priced[i] || (priceNotZero && columns.sales[i] <= 0) || (shelfOnly && !this.onShelf[i]) || (approvedOnly && !this.approved[i])) continue;
        ids.push(this.ids[i]);
      }
      if (ids.length > 1) colours.set(id, ids);
    }
    return colours;
  }

  /** The position of a product id, undefined when it is not in the index. */
  private position(id: number): number | undefined {
    const index = Number.isInteger(id) && id >= 0 && id < this.positions.length ? this.positions[id] : -1;
    return index === -1 ? undefined : index;
  }

  /** A mask over positions of the given product ids (unknown ids ignored). */
  private positionMask(productIds: Iterable<number>): Uint8Array {
    const mask = new Uint8Array(this.ids.length);
    for (const id of productIds) {
      const index = this.position(id);
      if (index !== undefined) mask[index] = 1;
    }
    return mask;
  }

  /** The matched positions of a text search as a mask, and their relevance by position. */
  private textPositions(matches: ReadonlyMap<number, number>): TextPositions {
    const matched = new Uint8Array(this.ids.length);
    const score = new Float64Array(this.ids.length);
    for (const [id, relevance] of matches) {
      const index = this.position(id);
      if (index === undefined) continue;
      matched[index] = 1;
      score[index] = relevance;
    }
    return { matched, score };
  }

  /** Product positions in the order of the requested sort. */
  private order(query: IndexQuery, columns: CurrencyColumns, text: TextPositions | undefined, passes: Uint8Array): ArrayLike<number> {
    switch (query.sort) {
      case 'price-asc': return columns.ascending;
      case 'price-desc': return columns.descending;
      case 'newest': return this.newest;
      case 'discount': return columns.byDiscount;
      default: break;
    }
    if (query.productIds?.length) {
      return query.productIds.map((id) => this.position(id)).filter((index): index is number => index !== undefined)
        .filter((index, at, list) => list.indexOf(index) === at);
    }
    if (text) {
      const hits: number[] = [];
      for (let i = 0; i < passes.length; i++) if (passes[i]) hits.push(i);
      return rankByRelevance(hits, text.score);
    }
    return this.byId;
  }
}
