import { hasFlag, ProductRequestFlags } from '../../../../contracts/enums.js';
import type { AggregationName, ProductSort } from '../../../../contracts/product/payloads.js';
import { ListColumn, maskOf } from './list-column.js';
import { smallestSorted } from './select.js';

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
  /**
   * Products a text search matched, with their relevance (higher first): the search index's
   * typed arrays (ids ascending), or any id → relevance map.
   */
  textMatches?: TextMatches | ReadonlyMap<number, number>;
  sort: ProductSort;
  offset: number;
  limit: number;
  aggregateBy: ReadonlySet<AggregationName>;
}

/** A text search's matches as the search index hands them over: ids ascending, `scores[k]` the relevance of `ids[k]`. */
export interface TextMatches {
  readonly ids: Int32Array;
  readonly scores: Float64Array;
}

export interface IndexOptions {
  /**
   * Up to this many products passing a request's filters, a page is taken from them sorted by
   * their place in the pre-sorted order rather than by walking that whole order (the answer is the
   * same). Default: 4,096 or 1/64 of the catalogue, whichever is more.
   */
  fewPassing?: number;
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

/** Positions by descending score, ties by position; `score` is indexed by position. */
export function rankByRelevance(positions: ArrayLike<number>, score: Float64Array): Int32Array {
  return rankByScore(positions, Float64Array.from(positions, (i) => score[i]));
}

/**
 * Positions by descending score, ties by position; `scores[k]` is the score of `positions[k]`.
 * With `top`, only the first `top` of that ranking (the rest is not sorted).
 */
export function rankByScore(positions: ArrayLike<number>, scores: Float64Array, top = Infinity): Int32Array {
  const keys = new Float64Array(positions.length);
  for (let k = 0; k < positions.length; k++) {
    const i = positions[k];
    const score = scores[k];
    if (i >= POSITION_SPAN || !(score < MAX_SCORE && score > -MAX_SCORE)) {
      const byPosition = new Map<number, number>();
      for (let j = 0; j < positions.length; j++) byPosition.set(positions[j], scores[j]);
      return Int32Array.from(positions).sort((a, b) => byPosition.get(b)! - byPosition.get(a)! || a - b).slice(0, top);
    }
    keys[k] = (MAX_SCORE * SCORE_STEPS - Math.round(score * SCORE_STEPS)) * POSITION_SPAN + i;
  }
  // A page needs the first few of hundreds of thousands of matches: select them, sort only those.
  const ranked = top < keys.length ? smallestSorted(keys, top) : keys.sort();
  return Int32Array.from(ranked, (key) => key % POSITION_SPAN);
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

/** A text search's matches in catalogue positions: ascending, `scores[k]` the relevance of `positions[k]`. */
interface TextPositions { positions: Int32Array; scores: Float64Array }

interface CurrencyColumns {
  sales: Float64Array; discount: Int16Array; priced: Uint8Array; ascending: Int32Array; descending: Int32Array; byDiscount: Int32Array;
  /** position → its place in `ascending` / `byDiscount`, made on first need (see fewFirst). */
  ascendingRank?: Int32Array; discountRank?: Int32Array;
}

/**
 * Up to this share of the catalogue (and at least FEW_PASSING_MIN products) passing a request's filters, the page is taken from the
 * passing products sorted by their place in the pre-sorted order, not by walking that whole order:
 * a search that matched a few hundred of a million products would walk most of it to fill a page.
 */
const FEW_PASSING_SHARE = 64;
const FEW_PASSING_MIN = 4096;
/** A ranked search sorts at least this many of its matches (see query). */
const RANKED_AT_LEAST = 256;

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
  private passing?: Int32Array;
  /** See IndexOptions.fewPassing. */
  private readonly fewPassing: number;
  private readonly groupCount: number;
  /** Positions ordered by model, then position: a grouped pass meets a model's colours one after another. */
  private readonly byGroup: Int32Array;
  /**
   * True when every model's colours sit next to each other in position order (the usual case: a
   * model's colours are created together): a grouped pass over some positions can then go in
   * position order and still meet a model's colours one after another.
   */
  private readonly groupsContiguous: boolean;
  /** position → its place in byGroup, made on first need when groupsContiguous is false. */
  private groupRank?: Int32Array;
  /** position → its place in newest, made on first need. */
  private newestRank?: Int32Array;
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

  private constructor(snapshot: CatalogueSnapshot, options: IndexOptions) {
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
    const groupSeen = new Uint8Array(groups.size);
    let contiguous = true;
    for (let i = 0; i < n && contiguous; i++) {
      if (i > 0 && this.group[i] === this.group[i - 1]) continue;
      if (groupSeen[this.group[i]]) contiguous = false;
      groupSeen[this.group[i]] = 1;
    }
    this.groupsContiguous = contiguous;
    this.fewPassing = options.fewPassing ?? Math.max(FEW_PASSING_MIN, Math.floor(n / FEW_PASSING_SHARE));
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

  static build(snapshot: CatalogueSnapshot, options: IndexOptions = {}): CatalogueIndex {
    return new CatalogueIndex(snapshot, options);
  }

  /** Number of products indexed. */
  get size(): number {
    return this.ids.length;
  }

  /** The currencies products are priced in. */
  get currencyIds(): number[] {
    return [...this.currencies.keys()].sort((a, b) => a - b);
  }

  /** Up to `limit` approved product ids, newest first: the products lists show first. */
  approvedIds(limit: number): number[] {
    const ids: number[] = [];
    for (let k = 0; k < this.newest.length && ids.length < limit; k++) if (this.approved[this.newest[k]]) ids.push(this.ids[this.newest[k]]);
    return ids;
  }

  /** Whether the product is approved (shown to shoppers); false for an unknown or hidden one. */
  isApproved(productId: number): boolean {
    const index = this.position(productId);
    return index !== undefined && this.approved[index] === 1;
  }

  /** A product's brand and every category on its paths, or undefined when it is not indexed. */
  reachOf(productId: number): { brandId: number; categoryIds: Int32Array } | undefined {
    const index = this.position(productId);
    return index === undefined ? undefined : { brandId: this.brand[index], categoryIds: this.categories.valuesOf(index) };
  }

  /** A product's price in a currency, minor units, as a cart line is priced; undefined when it has none there. */
  salesPriceOf(productId: number, currencyId: number): number | undefined {
    const index = this.position(productId);
    const columns = this.currencies.get(currencyId);
    return index === undefined || !columns?.priced[index] ? undefined : columns.sales[index];
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
    // in the total and in every facet value: grouped, the pass meets a model's colours one after
    // another. A text search visits its matches only: the rest of the catalogue cannot pass or count.
    const passes = new Uint8Array(this.ids.length);
    const countedGroups = grouped ? new Uint8Array(this.groupCount) : undefined;
    const visit = text ? this.visitOrder(text.positions, grouped) : grouped && !this.groupsContiguous ? this.byGroup : undefined;
    const visits = visit ? visit.length : this.ids.length;
    const passList = this.passList();
    let passing = 0;
    let total = 0;
    for (let k = 0; k < visits; k++) {
      const i = visit ? visit[k] : k;
      // Filters that are not facets: failing one leaves the product out of every count.
      if (!columns.priced[i]) continue;
      if (priceNotZero && columns.sales[i] <= 0) continue;
      if (shelfOnly && !this.onShelf[i]) continue;
      if (approvedOnly && !this.approved[i]) continue;
      if (outOfStockOnly && this.stock[i] > 0) continue;
      if (ids && !ids[i]) continue;
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
        passList[passing++] = i;
        if (!countedGroups || !countedGroups[this.group[i]]) total++;
        if (countedGroups) countedGroups[this.group[i]] = 1;
      }
      this.count(tally, i, columns, failures === 0 ? -1 : failed, ownPairs);
    }

    // A ranked search needs the top of its ranking only: the page's products (models, when
    // grouped: a model's colours may rank side by side), all of it when they fall short.
    const wanted = query.offset + query.limit;
    const top = Math.max(RANKED_AT_LEAST, grouped ? wanted * 4 : wanted);
    const passed = passList.subarray(0, passing);
    const order = this.order(query, columns, text, passes, passed, top);
    let page = this.page(order, passes, grouped, query.offset, query.limit);
    if (page.length < query.limit && order.length === top) page = this.page(this.order(query, columns, text, passes, passed, Infinity), passes, grouped, query.offset, query.limit);
    return { ids: page, total, facets: this.facetsOf(tally, want, query.culture) };
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
    if (tally.category && (all || onlyGroup === G_CATEGORY)) this.categories.countInto(i, tally.category, undefined, seen?.category, mark);
    if (tally.brand && (all || onlyGroup === G_BRAND) && (!seen?.brand || seen.brand[this.brand[i]] !== mark)) {
      tally.brand[this.brand[i]]++;
      if (seen?.brand) seen.brand[this.brand[i]] = mark;
    }
    // Scalars need one mark each: a grouped pass meets a model's colours one after another.
    if (tally.prices && (all || onlyGroup === G_PRICE) && (!seen || seen.price !== mark)) {
      if (seen) seen.price = mark;
      tally.prices.push(columns.sales[i]);
    }
    if (tally.sizes && (all || onlyGroup === G_SIZE)) this.sizeIds.countInto(i, tally.sizes, undefined, seen?.sizes, mark);
    if ((all || onlyGroup === G_IN_STOCK) && this.stock[i] > 0 && (!seen || seen.inStock !== mark)) {
      if (seen) seen.inStock = mark;
      tally.inStock++;
    }
    if ((all || onlyGroup === G_DISCOUNTED) && columns.discount[i] > 0 && (!seen || seen.discounted !== mark)) {
      if (seen) seen.discounted = mark;
      tally.discounted++;
    }
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

  /** A text search's matches as catalogue positions (ascending) with their relevance alongside. */
  private textPositions(matches: TextMatches | ReadonlyMap<number, number>): TextPositions {
    const { ids, scores } = matches instanceof Map || !('ids' in matches) ? typedMatches(matches) : matches;
    const positions = new Int32Array(ids.length);
    const kept = new Float64Array(ids.length);
    let count = 0;
    let ascending = true;
    for (let k = 0; k < ids.length; k++) {
      const index = this.position(ids[k]);
      if (index === undefined) continue;
      if (count > 0 && index <= positions[count - 1]) ascending = false;
      positions[count] = index;
      kept[count] = scores[k];
      count++;
    }
    const text = { positions: positions.subarray(0, count), scores: kept.subarray(0, count) };
    // Ids ascend and positions follow ids, so this holds unless a caller broke the contract.
    if (ascending) return text;
    const byPosition = Int32Array.from({ length: count }, (_, k) => k).sort((a, b) => text.positions[a] - text.positions[b]);
    return { positions: Int32Array.from(byPosition, (k) => text.positions[k]), scores: Float64Array.from(byPosition, (k) => text.scores[k]) };
  }

  /**
   * The order a pass visits some positions (ascending) in: as they are, unless grouped and a
   * model's colours are apart in the catalogue; then model by model, as byGroup.
   */
  private visitOrder(positions: Int32Array, grouped: boolean): Int32Array {
    if (!grouped || this.groupsContiguous) return positions;
    this.groupRank ??= inverse(this.byGroup);
    const rank = this.groupRank;
    return Int32Array.from(positions, (i) => rank[i]).sort().map((r) => this.byGroup[r]);
  }

  /** A buffer for the passing positions of a request (requests run one at a time). */
  private passList(): Int32Array {
    this.passing ??= new Int32Array(this.ids.length);
    return this.passing;
  }

  /**
   * `order` (a permutation of every position, `rank` its inverse) narrowed to the passing
   * positions when they are few: the same sequence page() would pick out of the whole order.
   */
  private fewFirst(order: Int32Array, rank: () => Int32Array, passing: Int32Array, reversed = false): ArrayLike<number> {
    const n = this.ids.length;
    if (passing.length > this.fewPassing) return order;
    const ranks = rank();
    const places = new Int32Array(passing.length);
    for (let k = 0; k < passing.length; k++) places[k] = reversed ? n - 1 - ranks[passing[k]] : ranks[passing[k]];
    places.sort();
    for (let k = 0; k < places.length; k++) places[k] = order[places[k]];
    return places;
  }

  /** Product positions in the order of the requested sort (`passing`: the positions that passed, in visit order). */
  private order(query: IndexQuery, columns: CurrencyColumns, text: TextPositions | undefined, passes: Uint8Array, passing: Int32Array, top: number): ArrayLike<number> {
    const ascendingRank = () => (columns.ascendingRank ??= inverse(columns.ascending));
    switch (query.sort) {
      case 'price-asc': return this.fewFirst(columns.ascending, ascendingRank, passing);
      // descending is ascending reversed.
      case 'price-desc': return this.fewFirst(columns.descending, ascendingRank, passing, true);
      case 'newest': return this.fewFirst(this.newest, () => (this.newestRank ??= inverse(this.newest)), passing);
      case 'discount': return this.fewFirst(columns.byDiscount, () => (columns.discountRank ??= inverse(columns.byDiscount)), passing);
      default: break;
    }
    if (query.productIds?.length) {
      return query.productIds.map((id) => this.position(id)).filter((index): index is number => index !== undefined)
        .filter((index, at, list) => list.indexOf(index) === at);
    }
    if (text) {
      // The passing matches in position order, with their relevance.
      let count = 0;
      for (let k = 0; k < text.positions.length; k++) if (passes[text.positions[k]]) count++;
      const hits = new Int32Array(count);
      const scores = new Float64Array(count);
      for (let k = 0, h = 0; k < text.positions.length; k++) {
        if (!passes[text.positions[k]]) continue;
        hits[h] = text.positions[k];
        scores[h++] = text.scores[k];
      }
      return rankByScore(hits, scores, top);
    }
    return this.fewFirst(this.byId, () => this.byId, passing);
  }
}

/** The inverse of a permutation of 0..n-1: the place of each value. */
function inverse(permutation: Int32Array): Int32Array {
  const places = new Int32Array(permutation.length);
  for (let k = 0; k < permutation.length; k++) places[permutation[k]] = k;
  return places;
}

/** Any id → relevance map as the search index's typed matches (ids ascending). */
export function typedMatches(matches: ReadonlyMap<number, number>): TextMatches {
  const ids = Int32Array.from([...matches.keys()].filter((id) => Number.isInteger(id) && id >= 0 && id <= 0x7fffffff)).sort();
  return { ids, scores: Float64Array.from(ids, (id) => matches.get(id)!) };
}
