import { ProductRequestFlags } from '../../../../contracts/enums.js';
import type { AggregationName, ProductSort } from '../../../../contracts/product/payloads.js';

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

const has = (flags: number, flag: ProductRequestFlags) => (flags & flag) === flag;
const EMPTY = new Int32Array(0);

// Facet filter groups: a product failing exactly one of them still counts for that facet.
const G_CATEGORY = 0, G_BRAND = 1, G_PRICE = 2, G_SIZE = 3, G_IN_STOCK = 4, G_DISCOUNTED = 5, G_ATTRIBUTE = 6;

interface Tally {
  category?: Int32Array;
  brand?: Int32Array;
  pairs?: Int32Array;
  sizes?: Int32Array;
  prices?: number[];
  inStock: number;
  discounted: number;
}

interface CurrencyColumns { sales: Float64Array; discount: Int16Array; priced: Uint8Array; ascending: Int32Array; byDiscount: Int32Array }

/**
 * The catalogue's list attributes in memory, column by column, so a product list with facets
 * over 100,000 products is one pass over arrays instead of several GROUP BY queries. Filters
 * and disjunctive facet counts come from the same pass; pre-sorted orders make sorting free.
 */
export class CatalogueIndex {
  private readonly position = new Map<number, number>();
  private readonly ids: Int32Array;
  private readonly brand: Int32Array;
  private readonly type: Int32Array;
  private readonly group: Int32Array;
  private readonly approved: Uint8Array;
  private readonly onShelf: Uint8Array;
  private readonly stock: Int32Array;
  private readonly categories: Int32Array[];
  private readonly attributePairs: Int32Array[];
  private readonly sizeIds: Int32Array[];
  private readonly currencies = new Map<number, CurrencyColumns>();
  private readonly newest: Int32Array;
  private readonly byId: Int32Array;
  /** pair id → attribute code and values per language */
  private readonly pairs: { code: string; tr: string; en: string }[] = [];
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
    rows.forEach((row, index) => this.position.set(row.id, index));
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

    this.categories = this.perProduct(n, snapshot.categories, (row, add) => row.path.forEach(add));
    this.maxCategoryId = this.categories.reduce((max, ids) => ids.reduce((m, id) => Math.max(m, id), max), 0);
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
    const sizeIds = new Map<string, number>();
    this.sizeIds = this.perProduct(n, snapshot.sizes, (row, add) => {
      if (!sizeIds.has(row.size)) { sizeIds.set(row.size, this.sizeNames.length); this.sizeNames.push(row.size); }
      add(sizeIds.get(row.size)!);
    });

    for (const price of snapshot.prices) {
      const index = this.position.get(price.product_id);
      if (index === undefined) continue;
      let columns = this.currencies.get(price.currency_id);
      if (!columns) {
        columns = { sales: new Float64Array(n), discount: new Int16Array(n), priced: new Uint8Array(n), ascending: EMPTY, byDiscount: EMPTY };
        this.currencies.set(price.currency_id, columns);
      }
      columns.sales[index] = price.sales_price;
      columns.discount[index] = price.discount_rate;
      columns.priced[index] = 1;
    }
    for (const columns of this.currencies.values()) {
      columns.ascending = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => columns.sales[a] - columns.sales[b] || a - b);
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

  /** Keeps list filters right after a sale or a restock without rebuilding. */
  setStock(productId: number, stockTotal: number): void {
    const index = this.position.get(productId);
    if (index !== undefined) this.stock[index] = stockTotal;
  }

  private perProduct<T extends { product_id: number }>(n: number, rows: T[], each: (row: T, add: (value: number) => void) => void): Int32Array[] {
    const lists: number[][] = Array.from({ length: n }, () => []);
    for (const row of rows) {
      const index = this.position.get(row.product_id);
      if (index === undefined) continue;
      const list = lists[index];
      each(row, (value) => { if (!list.includes(value)) list.push(value); });
    }
    return lists.map((list) => (list.length ? Int32Array.from(list) : EMPTY));
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

    const ids = query.productIds?.length ? new Set(query.productIds) : undefined;
    const types = query.productTypeIds?.length ? new Set(query.productTypeIds) : undefined;
    const categories = query.categoryIds?.length ? new Set(query.categoryIds) : undefined;
    const brands = query.brandIds?.length ? new Set(query.brandIds) : undefined;
    const sizes = query.sizes?.length ? new Set(query.sizes.map((size) => this.sizeNames.indexOf(size))) : undefined;
    const attributeGroups = (query.attributes ?? []).map((filter) => new Set(filter.values.flatMap((value) =>
      this.pairsByValue.get(`${filter.integrationCode}\u0000${query.culture}\u0000${value}`) ?? [])));
    const attributeCodes = (query.attributes ?? []).map((filter) => filter.integrationCode);
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

    const order = this.order(query, columns);
    const matched: number[] = [];
    const seenGroups = grouped ? new Set<number>() : undefined;
    const text = query.textMatches;

    for (let k = 0; k < order.length; k++) {
      const i = order[k];
      // Filters that are not facets: failing one leaves the product out of every count.
      if (!columns.priced[i]) continue;
      if (priceNotZero && columns.sales[i] <= 0) continue;
      if (shelfOnly && !this.onShelf[i]) continue;
      if (approvedOnly && !this.approved[i]) continue;
      if (outOfStockOnly && this.stock[i] > 0) continue;
      if (ids && !ids.has(this.ids[i])) continue;
      if (types && !types.has(this.type[i])) continue;
      if (text && !text.has(this.ids[i])) continue;

      // Facet filters: remember which failed; two failures leave the product out of every count.
      let failed = -1;
      let failures = 0;
      if (categories && !this.anyIn(this.categories[i], categories)) { failures++; failed = G_CATEGORY; }
      if (brands && !brands.has(this.brand[i])) { failures++; failed = G_BRAND; }
      if (failures < 2 && ((minPrice !== undefined && columns.sales[i] < minPrice) || (maxPrice !== undefined && columns.sales[i] > maxPrice))) { failures++; failed = G_PRICE; }
      if (failures < 2 && sizes && !this.anyIn(this.sizeIds[i], sizes)) { failures++; failed = G_SIZE; }
      if (failures < 2 && inStockOnly && this.stock[i] <= 0) { failures++; failed = G_IN_STOCK; }
      if (failures < 2 && discountedOnly && columns.discount[i] <= 0) { failures++; failed = G_DISCOUNTED; }
      for (let a = 0; failures < 2 && a < attributeGroups.length; a++) {
        if (!this.anyIn(this.attributePairs[i], attributeGroups[a])) { failures++; failed = G_ATTRIBUTE + a; }
      }
      if (failures > 1) continue;

      if (failures === 0) {
        if (seenGroups) {
          if (seenGroups.has(this.group[i])) continue;
          seenGroups.add(this.group[i]);
        }
        matched.push(i);
      }
      this.count(tally, i, columns, failures === 0 ? -1 : failed, attributeCodes);
    }

    const page = matched.slice(query.offset, query.offset + query.limit).map((i) => this.ids[i]);
    return { ids: page, total: matched.length, facets: this.facetsOf(tally, want, query.culture) };
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
  private count(tally: Tally, i: number, columns: CurrencyColumns, onlyGroup: number, attributeCodes: string[]): void {
    const all = onlyGroup === -1;
    if (tally.category && (all || onlyGroup === G_CATEGORY)) for (const id of this.categories[i]) tally.category[id]++;
    if (tally.brand && (all || onlyGroup === G_BRAND)) tally.brand[this.brand[i]]++;
    if (tally.prices && (all || onlyGroup === G_PRICE)) tally.prices.push(columns.sales[i]);
    if (tally.sizes && (all || onlyGroup === G_SIZE)) for (const id of this.sizeIds[i]) tally.sizes[id]++;
    if ((all || onlyGroup === G_IN_STOCK) && this.stock[i] > 0) tally.inStock++;
    if ((all || onlyGroup === G_DISCOUNTED) && columns.discount[i] > 0) tally.discounted++;
    if (tally.pairs) {
      const onlyCode = onlyGroup >= G_ATTRIBUTE ? attributeCodes[onlyGroup - G_ATTRIBUTE] : undefined;
      if (!all && onlyCode === undefined) return;
      for (const pairId of this.attributePairs[i]) {
        if (onlyCode === undefined || this.pairs[pairId].code === onlyCode) tally.pairs[pairId]++;
      }
    }
  }

  private anyIn(values: Int32Array, wanted: ReadonlySet<number>): boolean {
    for (let v = 0; v < values.length; v++) if (wanted.has(values[v])) return true;
    return false;
  }

  /** Product positions in the order of the requested sort. */
  private order(query: IndexQuery, columns: CurrencyColumns): ArrayLike<number> {
    switch (query.sort) {
      case 'price-asc': return columns.ascending;
      case 'price-desc': return Int32Array.from(columns.ascending).reverse();
      case 'newest': return this.newest;
      case 'discount': return columns.byDiscount;
      default: break;
    }
    if (query.productIds?.length) {
      return query.productIds.map((id) => this.position.get(id)).filter((index): index is number => index !== undefined)
        .filter((index, at, list) => list.indexOf(index) === at);
    }
    if (query.textMatches) {
      const scores = query.textMatches;
      return [...scores.keys()].map((id) => this.position.get(id)).filter((index): index is number => index !== undefined)
        .sort((a, b) => scores.get(this.ids[b])! - scores.get(this.ids[a])! || a - b);
    }
    return this.byId;
  }
}
