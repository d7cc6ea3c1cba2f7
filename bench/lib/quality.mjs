// Issues 4 and 16 quality: MRR, nDCG@10, zero-result rate, recall@4 and did-you-mean accuracy over
// test/search-quality/queries.json (graded judgements),
// computed by test/search-quality/search-quality.ts on the engine's own search index, the same
// code test/search-quality/search-quality.spec.ts checks, so the bench and the test suite cannot
// disagree on the formulas. It is test code, so the build leaves it out: compiled here, once.
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../scripts/lib/build-state.mjs';
import { run } from '../../scripts/lib/run.mjs';

const QUALITY_DIR = path.join(ROOT, 'test/search-quality');
const BASELINE = path.join(ROOT, 'test/search-quality/baseline.json');
export const MRR_TARGET = 0.9;

export async function measureSearchQuality() {
  const out = mkdtempSync(path.join(tmpdir(), 'vitrin-quality-'));
  const code = await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(QUALITY_DIR, 'tsconfig.json'), '--outDir', out]);
  if (code !== 0) throw new Error('test/search-quality/search-quality.ts did not compile');
  // The compiled reader finds queries.json beside itself; the ESM output needs the package's "type".
  cpSync(path.join(QUALITY_DIR, 'queries.json'), path.join(out, 'test/search-quality/queries.json'));
  cpSync(path.join(ROOT, 'package.json'), path.join(out, 'package.json'));
  const { evaluateSearchQuality, QUALITY_CATALOGUE_SIZE } = await import(pathToFileURL(path.join(out, 'test/search-quality/search-quality.js')).href);
  const report = evaluateSearchQuality();
  const baseline = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : null;
  return {
    queries: report.queries,
    catalogueSize: QUALITY_CATALOGUE_SIZE,
    mrr: report.mrr,
    ndcgAt10: report.ndcgAt10,
    zeroResultRate: report.zeroResultRate,
    kinds: report.kinds,
    recallAt4: report.recallAt4,
    didYouMeanAccuracy: report.didYouMeanAccuracy,
    mrrTarget: MRR_TARGET,
    misses: report.misses,
    baseline: baseline && {
      recorded: baseline.recorded, mrr: baseline.mrr, ndcgAt10: baseline.ndcgAt10, zeroResultRate: baseline.zeroResultRate,
      recallAt4: baseline.recallAt4, didYouMeanAccuracy: baseline.didYouMeanAccuracy, before: baseline.before, floors: baseline.floors,
    },
  };
}
