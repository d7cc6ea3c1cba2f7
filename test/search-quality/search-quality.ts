/**
 * The search quality set's reader and scorer: the demo catalogue indexed by the engine's own
 * SearchIndex, scored against queries.json. Test code (issue 12: production code never reads the
 * test tree); npm run bench compiles it on its own (bench/lib/quality.mjs).
 */
import { readFileSync } from 'node:fs';
import type { Culture } from '../../contracts/enums.js';
import { foldText } from '../../server/src/engine/common/fold-text.js';
import { BRANDS } from '../../server/src/engine/seed/brands.js';
import { generateProducts } from '../../server/src/engine/seed/product-generator.js';
import { TREE } from '../../server/src/engine/seed/product-plan.js';
import { SearchIndex, type SearchSnapshot } from '../../server/src/engine/prediction/search-index.js';

/** One query of test/search-quality/queries.json. */
export interface QualityQuery {
  kind: string;
  culture: Culture;
  query: string;
  match?: string[];
  ids?: number[];
  didYouMean?: string;
}

export interface QualityReport {
  queries: number;
  /** Mean reciprocal rank of the first relevant product in the top 10. */
  mrr: number;
  /** Share of the first four results that are relevant (of at most four relevant). */
  recallAt4: number;
  /** Share of the expected corrections answered exactly. */
  didYouMeanAccuracy: number;
  /** Queries whose first relevant product is not first, for reading. */
  misses: { query: string; rank: number | null }[];
}

/** Products the quality set is judged on: the deterministic demo catalogue. */
export const QUALITY_CATALOGUE_SIZE = 2000;

export function readQualityQueries(file: string | URL = new URL('./queries.json', import.meta.url)): QualityQuery[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: QualityQuery[] }).queries;
}

/** The demo catalogue as the search index reads it, without a database. */
export function demoSearchSnapshot(products = QUALITY_CATALOGUE_SIZE): SearchSnapshot {
  const generated = generateProducts(1, products);
  const categories = new Map(TREE.categories.map((category) => [category.id, category]));
  return {
    products: generated.products.map((product) => ({
      id: product.id, name_tr: product.name[0], name_en: product.name[1], code: product.code, sku: product.sku,
      brand: BRANDS[product.brandId - 1].name, stock_total: product.stockTotal,
    })),
    categories: generated.categories.flatMap((row) => categories.get(row.categoryId)!.path.map((id) => {
      const category = categories.get(id)!;
      return { product_id: row.productId, name_tr: category.name[0], name_en: category.name[1] };
    })),
    attributes: generated.attributes.filter((row) => row.isList).map((row) => ({ product_id: row.productId, value_tr: row.value[0], value_en: row.value[1] })),
    barcodes: generated.barcodes.map((row) => ({ product_id: row.productId, barcode: row.barcode })),
  };
}

/** Scores the search index on the quality set: MRR, recall@4 and did-you-mean accuracy. */
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

  let reciprocal = 0;
  let recall = 0;
  let corrections = 0;
  let correct = 0;
  const misses: QualityReport['misses'] = [];
  for (const item of queries) {
    const text = fill(item.query);
    const relevant = new Set(item.ids ?? snapshot.products.filter((product) => {
      const haystack = foldText(`${item.culture === 'en' ? product.name_en : product.name_tr} ${product.brand}`);
      return (item.match ?? []).every((fragment) => haystack.includes(fragment));
    }).map((product) => product.id));
    const ranked = [...index.search(text, item.culture)].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id).slice(0, 10);
    const first = ranked.findIndex((id) => relevant.has(id));
    reciprocal += first === -1 ? 0 : 1 / (first + 1);
    if (first !== 0) misses.push({ query: text, rank: first === -1 ? null : first + 1 });
    recall += ranked.slice(0, 4).filter((id) => relevant.has(id)).length / Math.max(1, Math.min(4, relevant.size));
    if (item.didYouMean) {
      corrections++;
      if (index.didYouMean(text, item.culture) === item.didYouMean) correct++;
    }
  }
  return {
    queries: queries.length,
    mrr: reciprocal / queries.length,
    recallAt4: recall / queries.length,
    didYouMeanAccuracy: corrections ? correct / corrections : 1,
    misses,
  };
}
