import { readFileSync } from 'node:fs';
import { demoSearchSnapshot, evaluateSearchQuality, judge, ndcg, readQualityQueries } from './search-quality.js';

interface Floors { mrr: number; ndcgAt10: number; maxZeroResultRate: number; recallAt4: number; didYouMeanAccuracy: number; priceAccuracy: number; kinds: Record<string, number> }
/** Figures last recorded (npm run bench prints the current ones) and the floors the suite holds them to. */
const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8')) as { floors: Floors };
const floors = baseline.floors;

describe('search quality (issues 4, 16 and 31)', () => {
  const queries = readQualityQueries();
  const snapshot = demoSearchSnapshot();
  const report = evaluateSearchQuality(queries, snapshot);

  it('the quality set has every kind, both languages, and 60 or more graded shopper queries', () => {
    const kinds = new Set(queries.map((query) => query.kind));
    for (const kind of ['plain', 'misspelled', 'no-marks', 'suffixed', 'brand-typo', 'code', 'barcode', 'multi-word', 'shopper', 'word-forms', 'brand-in-name', 'capitals']) expect(kinds).toContain(kind);
    const graded = queries.filter((query) => query.grades?.length);
    expect(graded.length).toBeGreaterThanOrEqual(60);
    expect(new Set(graded.map((query) => query.culture))).toEqual(new Set(['tr', 'en']));
    expect(new Set(graded.flatMap((query) => query.grades!.map((rule) => rule.grade)))).toEqual(new Set([1, 2, 3]));
  });

  it('issue 31 item 4: 40 or more shopper-written queries of the three new kinds, in both languages, each kind answering something', () => {
    const kinds = ['partial-words', 'price', 'synonym'];
    const added = queries.filter((query) => kinds.includes(query.kind));
    expect(added.length).toBeGreaterThanOrEqual(40);
    for (const kind of kinds) expect(new Set(added.filter((query) => query.kind === kind).map((query) => query.culture))).toEqual(new Set(['tr', 'en']));
    for (const kind of kinds) expect(report.kinds[kind].zeroResultRate).toBe(0);
    expect(queries.filter((query) => query.kind === 'price')).toHaveEvery((query: { price?: unknown }) => query.price !== undefined);
  });

  it(`issue 31 item 2: price phrases are read as their ranges, and no other query as one (${floors.priceAccuracy * 100}%)`, () => {
    expect(report.priceAccuracy).toBeGreaterThanOrEqual(floors.priceAccuracy);
  });

  it('every query has at least one product judged relevant in the demo catalogue (a judgement nothing can meet scores nothing)', () => {
    const snapshotQueries = queries.filter((query) => !query.ids);
    expect(snapshotQueries.length).toBeGreaterThan(0);
    const unjudged = snapshotQueries.filter((query) => ![...judge(query, snapshot.products).values()].some((grade) => grade >= 2)).map((query) => query.query);
    expect(unjudged).toEqual([]);
  });

  it('nDCG@10 is 1 for the ideal order and falls when a relevant product drops down', () => {
    const grades = new Map([[1, 3], [2, 2], [3, 0]]);
    expect(ndcg([1, 2, 3], grades)).toBe(1);
    expect(ndcg([3, 2, 1], grades)).toBeLessThan(0.7);
    expect(ndcg([], grades)).toBe(0);
  });

  it(`nDCG@10 stays at ${floors.ndcgAt10} or more, and in every kind of query at its floor`, () => {
    expect(report.ndcgAt10).toBeGreaterThanOrEqual(floors.ndcgAt10);
    const below = Object.entries(floors.kinds).filter(([kind, floor]) => !(report.kinds[kind]?.ndcgAt10 >= floor))
      .map(([kind, floor]) => `${kind}: ${report.kinds[kind]?.ndcgAt10.toFixed(3)} < ${floor}`);
    expect(below).toEqual([]);
  });

  it(`at most ${floors.maxZeroResultRate * 100}% of the queries answer no product`, () => {
    expect(report.zeroResultRate).toBeLessThanOrEqual(floors.maxZeroResultRate);
  });

  it('MRR, recall@4 and did-you-mean accuracy stay at their floors', () => {
    expect(report.mrr).toBeGreaterThanOrEqual(floors.mrr);
    expect(report.recallAt4).toBeGreaterThanOrEqual(floors.recallAt4);
    expect(report.didYouMeanAccuracy).toBeGreaterThanOrEqual(floors.didYouMeanAccuracy);
  });
});
