// Issue 4 quality: MRR, recall@4 and did-you-mean accuracy over test/search-quality/queries.json,
// computed by the server's own code (server/src/engine/prediction/search-quality.ts, compiled in
// the build folder), the same code test/search-quality/search-quality.spec.ts checks, so the
// bench and the test suite cannot disagree on the formulas.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ROOT } from '../../scripts/lib/build-state.mjs';

const MODULE = path.join(DIST, 'server/server/src/engine/prediction/search-quality.js');
const BASELINE = path.join(ROOT, 'test/search-quality/baseline.json');
export const MRR_TARGET = 0.9;

export async function measureSearchQuality() {
  if (!existsSync(MODULE)) throw new Error(`${path.relative(ROOT, MODULE)} is missing: run npm run build`);
  const { evaluateSearchQuality, QUALITY_CATALOGUE_SIZE } = await import(pathToFileURL(MODULE).href);
  const report = evaluateSearchQuality();
  const baseline = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : null;
  return {
    queries: report.queries,
    catalogueSize: QUALITY_CATALOGUE_SIZE,
    mrr: report.mrr,
    recallAt4: report.recallAt4,
    didYouMeanAccuracy: report.didYouMeanAccuracy,
    mrrTarget: MRR_TARGET,
    misses: report.misses,
    baseline: baseline && { recorded: baseline.recorded, mrr: baseline.mrr, recallAt4: baseline.recallAt4, didYouMeanAccuracy: baseline.didYouMeanAccuracy },
  };
}
