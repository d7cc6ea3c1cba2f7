import { readFileSync } from 'node:fs';
import { evaluateSearchQuality, readQualityQueries } from './search-quality.js';

/** Figures last recorded (npm run bench prints the current ones); the suite fails below them. */
const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8')) as { mrr: number; recallAt4: number; didYouMeanAccuracy: number };

describe('search quality (issue 4)', () => {
  const report = evaluateSearchQuality();

  it('the quality set has 60 queries or more across every kind', () => {
    const queries = readQualityQueries();
    expect(queries.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(queries.map((query) => query.kind));
    for (const kind of ['plain', 'misspelled', 'no-marks', 'suffixed', 'brand-typo', 'code', 'barcode', 'multi-word']) expect(kinds).toContain(kind);
    expect(new Set(queries.map((query) => query.culture))).toEqual(new Set(['tr', 'en']));
  });

  it('MRR does not fall below the last recorded figure', () => {
    expect(report.mrr).toBeGreaterThanOrEqual(baseline.mrr);
  });

  it('recall@4 does not fall below the last recorded figure', () => {
    expect(report.recallAt4).toBeGreaterThanOrEqual(baseline.recallAt4);
  });

  it('did-you-mean accuracy does not fall below the last recorded figure', () => {
    expect(report.didYouMeanAccuracy).toBeGreaterThanOrEqual(baseline.didYouMeanAccuracy);
  });
});
