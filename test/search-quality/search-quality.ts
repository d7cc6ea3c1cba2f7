/**
 * The search quality set's reader and scorer: the demo catalogue indexed by the engine's own
 * SearchIndex, scored against queries.json. Test code (issue 12: production code never reads the
 * test tree); npm run bench compiles it on its own (bench/lib/quality.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Culture } from '../../contracts/enums.js';
import { foldText } from '../../server/src/engine/common/fold-text.js';
import { BRANDS } from '../../server/src/engine/seed/brands.js';
import { generateProducts } from '../../server/src/engine/seed/product-generator.js';
import { TREE } from '../../server/src/engine/seed/product-plan.js';
import { SearchIndex, type SearchSnapshot } from '../../server/src/engine/prediction/search-index.js';
import { readSearchText } from '../../server/src/engine/prediction/search-text.js';
import { CURRENCY } from '../../server/src/engine/seed/prices.js';

/**
 * A graded judgement (issue 16): a product earns `grade` when every fragment is found at the start
 * of a word of its name without the brand (`name`), of its product type (`type`) or of its brand
 * (`brand`), in the query's language, marks and capitals folded. 3: the thing asked for; 2: that
 * thing but another detail; 1: related.
 */
export interface GradeRule {
  grade: 1 | 2 | 3;
  name?: string[];
  type?: string[];
  brand?: string[];
}

/** One query of test/search-quality/queries.json. */
export interface QualityQuery {
  kind: string;
  culture: Culture;
  query: string;
  /** Older binary form: relevant (grade 3) when the folded name and brand contain every fragment. */
  match?: string[];
  /** Relevant (grade 3) products by id. */
  ids?: number[];
  grades?: GradeRule[];
  didYouMean?: string;
  /**
   * The price range the query's words say (issue 31), in the shop's currency for its language
   * (TRY for tr, USD for en): it must be read so, and products outside it are judged irrelevant.
   */
  price?: { min?: number; max?: number };
}

/** Sales prices of the demo catalogue, major units, per product: what a price phrase filters on. */
export type QualityPrices = ReadonlyMap<number, Record<Culture, number>>;

/** Figures of a group of queries. */
export interface QualityFigures {
  queries: number;
  /** Mean reciprocal rank of the first result graded 2 or more in the top 10. */
  mrr: number;
  /** Normalised discounted cumulative gain of the top 10 (gain 2^grade - 1). */
  ndcgAt10: number;
  /** Share of queries that answer no product at all. */
  zeroResultRate: number;
}

export interface QualityReport extends QualityFigures {
  /** Share of the first four results that are relevant (graded 2 or more; of at most four relevant). */
  recallAt4: number;
  /** Share of the expected corrections answered exactly. */
  didYouMeanAccuracy: number;
  /** Share of the queries whose price phrase, or lack of one, was read exactly (issue 31). */
  priceAccuracy: number;
  /** Every query's nDCG@10 and result count, to compare two runs query by query. */
  scored: { query: string; culture: Culture; kind: string; ndcgAt10: number; results: number }[];
  /** The same figures per kind of query. */
  kinds: Record<string, QualityFigures>;
  /** Queries whose first relevant product is not first, for reading. */
  misses: { query: string; culture: Culture; rank: number | null; ndcgAt10: number; results: number }[];
}

/** Products the quality set is judged on: the deterministic demo catalogue. */
export const QUALITY_CATALOGUE_SIZE = 2000;
const TOP = 10;
/** Grade from which a result counts as relevant for MRR and recall. */
const RELEVANT = 2;

export function readQualityQueries(file: string | URL = new URL('./queries.json', import.meta.url)): QualityQuery[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: QualityQuery[] }).queries;
}

/** The starter synonyms of migration 0031, as the database holds them after migrating. */
export function starterSynonyms(): NonNullable<SearchSnapshot['synonyms']> {
  // Beside the sources, or from the checkout's root when compiled elsewhere (npm run bench).
  const beside = new URL('../../server/src/engine/db/migrations/0031_search_synonyms.sql', import.meta.url);
  const sql = readFileSync(existsSync(beside) ? beside : 'server/src/engine/db/migrations/0031_search_synonyms.sql', 'utf8');
  return [...sql.matchAll(/\('(tr|en)', '([^']+)', '([^']+)'\)/g)].map(([, culture, term, synonym]) => ({ culture: culture as Culture, term, synonym }));
}

/** The demo catalogue as the search index reads it, without a database. */
export function demoSearchSnapshot(products = QUALITY_CATALOGUE_SIZE): SearchSnapshot {
  const generated = generateProducts(1, products);
  const categories = new Map(TREE.categories.map((category) => [category.id, category]));
  const types = new Map(TREE.productTypes.map((type) => [type.id, type]));
  return {
    products: generated.products.map((product) => ({
      id: product.id, name_tr: product.name[0], name_en: product.name[1], code: product.code, sku: product.sku,
      brand: BRANDS[product.brandId - 1].name, stock_total: product.stockTotal,
      type_tr: types.get(product.productTypeId)!.name[0], type_en: types.get(product.productTypeId)!.name[1],
    })),
    categories: generated.categories.flatMap((row) => categories.get(row.categoryId)!.path.map((id) => {
      const category = categories.get(id)!;
      return { product_id: row.productId, name_tr: category.name[0], name_en: category.name[1] };
    })),
    attributes: generated.attributes.filter((row) => row.isList).map((row) => ({ product_id: row.productId, value_tr: row.value[0], value_en: row.value[1] })),
    barcodes: generated.barcodes.map((row) => ({ product_id: row.productId, barcode: row.barcode })),
    synonyms: starterSynonyms(),
  };
}

/** Folded words separated by single spaces, with a space at both ends: " erkek kol saati ". */
const words = (text: string) => ` ${foldText(text).replace(/[^a-z0-9]+/g, ' ').trim()} `;
const atWordStart = (haystack: string, fragments: string[] | undefined) => (fragments ?? []).every((fragment) => haystack.includes(words(fragment).trimEnd()));
type Product = SearchSnapshot['products'][number];

interface JudgedFields { withBrand: string; name: string; type: string; brand: string }
// Folded once per product and language: the set is judged against every product for every query.
const folded = new WeakMap<Product, Record<Culture, JudgedFields>>();
function fieldsOf(product: Product, culture: Culture): JudgedFields {
  let both = folded.get(product);
  if (!both) {
    const of = (name: string, type: string | undefined): JudgedFields => ({
      withBrand: foldText(`${name} ${product.brand}`),
      name: words(foldText(name).startsWith(foldText(product.brand)) ? name.slice(product.brand.length) : name),
      type: words(type ?? ''),
      brand: words(product.brand),
    });
    both = { tr: of(product.name_tr, product.type_tr), en: of(product.name_en, product.type_en) };
    folded.set(product, both);
  }
  return both[culture];
}

/** The grade of every judged product of a query (products left out are graded 0). */
export function judge(item: QualityQuery, products: readonly Product[], prices: QualityPrices = demoPrices()): Map<number, number> {
  const grades = new Map<number, number>();
  const inRange = (id: number) => !item.price || withinPrice(prices.get(id)?.[item.culture], item.price.min ?? 0, item.price.max);
  for (const id of item.ids ?? []) grades.set(id, 3);
  for (const product of products) {
    const fields = fieldsOf(product, item.culture);
    if (item.match && item.match.every((fragment) => fields.withBrand.includes(fragment))) grades.set(product.id, 3);
    if (!item.grades) continue;
    for (const rule of item.grades) {
      if (rule.grade <= (grades.get(product.id) ?? 0)) continue;
      if (atWordStart(fields.name, rule.name) && atWordStart(fields.type, rule.type) && atWordStart(fields.brand, rule.brand)) grades.set(product.id, rule.grade);
    }
  }
  for (const id of grades.keys()) if (!inRange(id)) grades.delete(id);
  return grades;
}

const withinPrice = (price: number | undefined, min: number, max: number | undefined) => price !== undefined && price > 0 && price >= min && (max === undefined || price <= max);

let pricesOfDemo: { size: number; prices: QualityPrices } | undefined;
/** The demo catalogue's sales prices (TRY for tr queries, USD for en), read from the seed. */
export function demoPrices(products = QUALITY_CATALOGUE_SIZE): QualityPrices {
  if (pricesOfDemo?.size === products) return pricesOfDemo.prices;
  const prices = new Map<number, Record<Culture, number>>();
  for (const row of generateProducts(1, products).prices) {
    const held = prices.get(row.productId) ?? { tr: 0, en: 0 };
    if (row.currencyId === CURRENCY.TRY) held.tr = row.salesPrice / 100;
    if (row.currencyId === CURRENCY.USD) held.en = row.salesPrice / 100;
    prices.set(row.productId, held);
  }
  pricesOfDemo = { size: products, prices };
  return prices;
}

const gain = (grade: number) => 2 ** grade - 1;
const discount = (rank: number) => 1 / Math.log2(rank + 2);

/** nDCG of a ranked list against the grades; 1 when nothing is judged relevant and nothing was expected. */
export function ndcg(ranked: readonly number[], grades: ReadonlyMap<number, number>, top = TOP): number {
  const ideal = [...grades.values()].filter((grade) => grade > 0).sort((a, b) => b - a).slice(0, top);
  const best = ideal.reduce((sum, grade, rank) => sum + gain(grade) * discount(rank), 0);
  if (best === 0) return 1;
  return ranked.slice(0, top).reduce((sum, id, rank) => sum + gain(grades.get(id) ?? 0) * discount(rank), 0) / best;
}

interface Scored { kind: string; reciprocal: number; ndcg: number; zero: boolean; price: boolean }

function figures(scored: Scored[]): QualityFigures {
  const n = Math.max(1, scored.length);
  return {
    queries: scored.length,
    mrr: scored.reduce((sum, item) => sum + item.reciprocal, 0) / n,
    ndcgAt10: scored.reduce((sum, item) => sum + item.ndcg, 0) / n,
    zeroResultRate: scored.filter((item) => item.zero).length / n,
  };
}

/** Scores the search index on the quality set: MRR, nDCG@10, zero-result rate, recall@4 and did-you-mean accuracy. */
export function evaluateSearchQuality(queries = readQualityQueries(), snapshot = demoSearchSnapshot()): QualityReport {
  const index = SearchIndex.build(snapshot);
  const products = new Map(snapshot.products.map((product) => [product.id, product]));
  const barcodes = new Map<number, string>();
  for (const row of snapshot.barcodes) if (!barcodes.has(row.product_id)) barcodes.set(row.product_id, row.barcode);
  const fill = (query: string) => query.replace(/\{(code|code-lower|code-compact|sku|barcode):(\d+)\}/g, (_, kind: string, id: string) => {
    const product = products.get(Number(id))!;
    if (kind === 'code') return product.code;
    if (kind === 'code-lower') return product.code.toLowerCase();
    if (kind === 'code-compact') return product.code.replace(/[^A-Za-z0-9]/g, '');
    if (kind === 'sku') return product.sku;
    return barcodes.get(product.id)!;
  });

  let recall = 0;
  let corrections = 0;
  let correct = 0;
  const scored: Scored[] = [];
  const misses: QualityReport['misses'] = [];
  const prices = demoPrices(snapshot.products.length);
  const perQuery: QualityReport['scored'] = [];
  for (const item of queries) {
    const text = fill(item.query);
    const grades = judge(item, snapshot.products, prices);
    // As the product service reads it: a price phrase out of the words and applied as the price filter.
    const read = readSearchText(text, item.culture === 'tr' ? 'TRY' : 'USD');
    const matched = read.words ? [...index.search(read.words, item.culture)] : snapshot.products.map((product) => [product.id, 0] as [number, number]);
    const found = read.minPrice === undefined ? matched : matched.filter(([id]) => withinPrice(prices.get(id)?.[item.culture], read.minPrice!, read.maxPrice));
    // A query without a price must not be read as one either.
    const priceRead = item.price ? read.minPrice === (item.price.min ?? 0) && read.maxPrice === item.price.max : read.minPrice === undefined;
    const ranked = [...found].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id).slice(0, TOP);
    const relevant = (id: number) => (grades.get(id) ?? 0) >= RELEVANT;
    const first = ranked.findIndex(relevant);
    const score: Scored = { kind: item.kind, reciprocal: first === -1 ? 0 : 1 / (first + 1), ndcg: ndcg(ranked, grades), zero: found.length === 0, price: priceRead };
    scored.push(score);
    perQuery.push({ query: text, culture: item.culture, kind: item.kind, ndcgAt10: score.ndcg, results: found.length });
    if (first !== 0 || score.ndcg < 0.8 || !priceRead) misses.push({ query: text, culture: item.culture, rank: first === -1 ? null : first + 1, ndcgAt10: Number(score.ndcg.toFixed(3)), results: found.length });
    const relevantCount = [...grades.values()].filter((grade) => grade >= RELEVANT).length;
    recall += ranked.slice(0, 4).filter(relevant).length / Math.max(1, Math.min(4, relevantCount));
    if (item.didYouMean) {
      corrections++;
      if (index.didYouMean(text, item.culture) === item.didYouMean) correct++;
    }
  }
  const kinds: Record<string, QualityFigures> = {};
  for (const kind of new Set(scored.map((item) => item.kind))) kinds[kind] = figures(scored.filter((item) => item.kind === kind));
  return {
    ...figures(scored),
    recallAt4: recall / Math.max(1, queries.length),
    didYouMeanAccuracy: corrections ? correct / corrections : 1,
    priceAccuracy: scored.filter((item) => item.price).length / Math.max(1, scored.length),
    scored: perQuery,
    kinds,
    misses,
  };
}
