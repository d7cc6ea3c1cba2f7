import type { Culture } from '../../../../contracts/enums.js';
import type { Aggregation, AggregationBucket } from '../../../../contracts/product/responses.js';
import type { ProductSearchRequest } from '../../../../contracts/gateway/product.js';
import { ProductRequestFlags } from '../../../../contracts/enums.js';
import type { FacetCounts } from './catalogue-index.js';
import type { CategoryTree } from './category-cache.js';
import { toMajor } from './product-mapper.js';
import { selectNth } from './select.js';

const TITLES: Record<string, { tr: string; en: string }> = {
  Category: { tr: 'Kategori', en: 'Category' },
  Brand: { tr: 'Marka', en: 'Brand' },
  Price: { tr: 'Fiyat', en: 'Price' },
  Size: { tr: 'Beden', en: 'Size' },
  InStock: { tr: 'Stok durumu', en: 'Availability' },
  Discounted: { tr: 'İndirim', en: 'Discount' },
};
const BUCKET_LABELS = { inStock: { tr: 'Stokta olanlar', en: 'In stock' }, discounted: { tr: 'İndirimli ürünler', en: 'Discounted' } };
const PRICE_BUCKETS = 5;
/** The highest price a list filter takes (the storefront's validation limit): an "over" range's open end. */
export const MAX_PRICE = 100_000_000;

export interface FacetLabels {
  culture: Culture;
  tree: CategoryTree;
  brandNames: ReadonlyMap<number, string>;
  attributeNames: ReadonlyMap<string, { tr: string; en: string }>;
}

// One collator each, made once: localeCompare with a language (and more so with options) makes
// one per comparison, and sorting a list's size facet that way took most of its aggregations' time.
const TURKISH = new Intl.Collator('tr');
const TURKISH_NUMERIC = new Intl.Collator('tr', { numeric: true });
const byCountThenLabel = (a: AggregationBucket, b: AggregationBucket) => b.count - a.count || TURKISH.compare(a.label, b.label);

/** Turns the index's raw counts into the answered facets, labelled in the request's language. */
export function toAggregations(facets: FacetCounts, request: ProductSearchRequest, labels: FacetLabels): Aggregation[] {
  const { culture } = labels;
  const title = (name: string) => TITLES[name]?.[culture] ?? name;
  const aggregations: Aggregation[] = [];

  if (facets.category) {
    const selected = new Set(request.categoryIds ?? []);
    const all = ((request.flags ?? 0) & ProductRequestFlags.ReturnAllCategoryBuckets) !== 0;
    // Under one chosen category its children are the next step; otherwise the top level.
    const parent = request.categoryIds?.length === 1 ? request.categoryIds[0] : 0;
    const nodes = all ? [...labels.tree.byId.values()] : labels.tree.children.get(parent) ?? [];
    aggregations.push({
      name: 'Category', title: title('Category'),
      buckets: nodes
        .map((node) => ({ key: String(node.id), label: node.name[culture], count: facets.category!.get(node.id) ?? 0, selected: selected.has(node.id) }))
        .filter((bucket) => bucket.count > 0),
    });
  }
  if (facets.brand) {
    const selected = new Set(request.brandIds ?? []);
    aggregations.push({
      name: 'Brand', title: title('Brand'),
      buckets: [...facets.brand].map(([id, count]) => ({ key: String(id), label: labels.brandNames.get(id) ?? String(id), count, selected: selected.has(id) })).sort(byCountThenLabel),
    });
  }
  if (facets.prices) aggregations.push(priceAggregation(facets.prices, request, title('Price')));
  if (facets.attributes) {
    for (const [code, values] of [...facets.attributes].sort(([a], [b]) => a.localeCompare(b))) {
      const selected = new Set(request.attributes?.find((filter) => filter.integrationCode === code)?.values ?? []);
      aggregations.push({
        name: code, title: labels.attributeNames.get(code)?.[culture] ?? code,
        buckets: [...values].map(([value, count]) => ({ key: value, label: value, count, selected: selected.has(value) })).sort(byCountThenLabel),
      });
    }
  }
  if (facets.size) {
    const selected = new Set(request.sizes ?? []);
    aggregations.push({
      name: 'Size', title: title('Size'),
      buckets: [...facets.size].map(([size, count]) => ({ key: size, label: size, count, selected: selected.has(size) }))
        .sort((a, b) => TURKISH_NUMERIC.compare(a.label, b.label)),
    });
  }
  if (facets.inStock !== undefined) {
    const selected = ((request.flags ?? 0) & ProductRequestFlags.InStock) !== 0;
    aggregations.push({ name: 'InStock', title: title('InStock'), buckets: [{ key: 'true', label: BUCKET_LABELS.inStock[culture], count: facets.inStock, selected }] });
  }
  if (facets.discounted !== undefined) {
    const selected = ((request.flags ?? 0) & ProductRequestFlags.Discounted) !== 0;
    aggregations.push({ name: 'Discounted', title: title('Discounted'), buckets: [{ key: 'true', label: BUCKET_LABELS.discounted[culture], count: facets.discounted, selected }] });
  }
  return aggregations;
}

/** The unit a boundary near `value` is rounded to: two significant figures, never under 1 (minor units). */
function roundingUnit(value: number): number {
  return 10 ** Math.max(2, Math.floor(Math.log10(Math.max(value, 1))) - 1);
}

/**
 * Price ranges that split the shown list about evenly (a bucket per fifth of the products, by
 * price), with boundaries rounded to two significant figures so they read as prices a shopper
 * would type: "1.200 - 2.500", not equal widths that put most of a list in one bucket.
 */
export function priceAggregation(prices: ArrayLike<number>, request: Pick<ProductSearchRequest, 'minPrice' | 'maxPrice'>, title: string): Aggregation {
  if (prices.length === 0) return { name: 'Price', title, buckets: [] };
  // The quantiles by selection, not a sort: a broad search on a large catalogue prices
  // hundreds of thousands of models.
  const values = Float64Array.from(prices);
  const count = values.length;
  let min = values[0];
  let max = values[0];
  for (let k = 1; k < count; k++) {
    if (values[k] < min) min = values[k];
    if (values[k] > max) max = values[k];
  }
  const edges = [Math.floor(min / roundingUnit(min)) * roundingUnit(min)];
  for (let part = 1; part < PRICE_BUCKETS; part++) {
    const quantile = selectNth(values, Math.floor((part * count) / PRICE_BUCKETS));
    const edge = Math.floor(quantile / roundingUnit(quantile)) * roundingUnit(quantile);
    if (edge > edges[edges.length - 1]) edges.push(edge);
  }
  const last = edges[edges.length - 1];
  edges.push(Math.max(Math.ceil(max / roundingUnit(max)) * roundingUnit(max), last + roundingUnit(last)));
  // Each price in the first bucket whose upper edge is above it; the last bucket takes the rest.
  const counts = new Array<number>(edges.length - 1).fill(0);
  for (let k = 0; k < count; k++) {
    let bucket = 0;
    while (bucket < edges.length - 2 && !(values[k] < edges[bucket + 1])) bucket++;
    counts[bucket]++;
  }
  const buckets: AggregationBucket[] = [];
  for (let bucket = 0; bucket < edges.length - 1; bucket++) {
    if (counts[bucket] === 0) continue;
    const from = toMajor(edges[bucket]);
    const to = toMajor(edges[bucket + 1]);
    buckets.push({ key: `${from}-${to}`, label: `${from} - ${to}`, count: counts[bucket], selected: request.minPrice === from && request.maxPrice === to });
  }
  const chosen = chosenRange(values, request);
  if (chosen && !buckets.some((bucket) => bucket.selected)) buckets.push(chosen);
  buckets.sort((a, b) => Number(a.key.split('-')[0]) - Number(b.key.split('-')[0]));
  return { name: 'Price', title, buckets, min: toMajor(min), max: toMajor(max) };
}

/**
 * The chosen price range as a bucket of its own, when it is none of the quantile buckets (a price
 * phrase's "500 TL altı", issue 31 item 2, or an edited link): shown chosen, so it can be removed
 * like any facet. "Over" ranges end at the highest price the list holds.
 */
function chosenRange(prices: Float64Array, request: Pick<ProductSearchRequest, 'minPrice' | 'maxPrice'>): AggregationBucket | undefined {
  if (request.minPrice === undefined && request.maxPrice === undefined) return undefined;
  const from = request.minPrice ?? 0;
  const to = request.maxPrice ?? MAX_PRICE;
  let count = 0;
  for (let k = 0; k < prices.length; k++) {
    const price = toMajor(prices[k]);
    if (price >= from && price <= to) count++;
  }
  return { key: `${from}-${to}`, label: `${from} - ${to}`, count, selected: true };
}
