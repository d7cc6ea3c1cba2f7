// Issue 3: Lighthouse (the npm package, default config = mobile preset with simulated throttling)
// on the bench's own server for home, a product list and a product detail page. Each page is
// audited several times and the median run reported, as Lighthouse's own documentation advises:
// one run's performance score swings by several points with what else the machine is doing.
// One run per page before them is not counted: it is the first visit after the server started
// (cold code paths, picture sizes not yet in the resize cache), which a shop in service is not.
// Every run starts once the machine is quiet (the server's index building after seeding, its
// garbage collector after the load sections, the previous run's browser work): Lighthouse times
// the page on this machine's CPU.
import lighthouse from 'lighthouse';
import { startChromium } from './chromium.mjs';
import { waitUntilIdle } from './cpu.mjs';
import { fetchWithin, HOST } from './net.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const LIST_PATH = '/saat-c-1';
const PAGE_TIMEOUT_MS = 180_000;

/** The pages to audit; the detail page is the first product's routePath. */
export async function lighthousePages(baseUrl) {
  const response = await fetchWithin(`${baseUrl}/api/search-products`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 1, includes: ['Id', 'RoutePath'], aggregateBy: ['None'] }),
  }, 30_000);
  if (response.status !== 200) throw new Error(`search-products answered ${response.status} while looking for a product page`);
  const routePath = (await response.json()).products[0]?.routePath;
  if (!routePath) throw new Error('no product with a routePath to audit');
  return [
    { name: 'home', path: '/' },
    { name: 'product list', path: LIST_PATH },
    { name: 'product detail', path: routePath.startsWith('/') ? routePath : `/${routePath}` },
  ];
}

function withinTime(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function figures(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]));
  return {
    ...scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    // Under 1 means Lighthouse saw the audited page on a machine busier or slower than its reference.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    // The audits that cost points, for reading.
    failing: Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => audit.id).slice(0, 15),
  };
}

/** The run with the median performance score (its own LCP, CLS and audits, not a mix of runs). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Audits every page `runs` times, one after the other in one Chromium; returns the median run's figures by page name. */
export async function measureLighthouse(baseUrl, { print, runs = 1 }) {
  if (new URL(baseUrl).hostname !== HOST) throw new Error(`Lighthouse only audits the bench's own server on ${HOST}`);
  const pages = await lighthousePages(baseUrl);
  const chromium = await startChromium();
  const results = {};
  try {
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`;
      const audit = async () => {
        await waitUntilIdle();
        const run = await withinTime(lighthouse(url, { port: chromium.port, hostname: HOST, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }), PAGE_TIMEOUT_MS, `Lighthouse on ${url}`);
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        return figures(run.lhr);
      };
      const warmUp = await audit();
      const pageRuns = [];
      for (let attempt = 0; attempt < runs; attempt += 1) pageRuns.push(await audit());
      const r = { path: page.path, ...medianRun(pageRuns), runs: pageRuns.map((run) => run.performance), warmUpRun: warmUp.performance };
      results[page.name] = r;
      print(`   ${page.name.padEnd(15)} perf ${r.performance} a11y ${r.accessibility} best ${r['best-practices']} seo ${r.seo}  LCP ${r.lcpMs} ms  CLS ${r.cls}  (performance by run: ${r.runs.join(' ')}; warm-up run, not counted: ${r.warmUpRun})${r.runtimeError ? `  (${r.runtimeError})` : ''}`);
    }
  } finally {
    await chromium.stop();
  }
  return { preset: `mobile (default config, simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'} per page after one warm-up run`, targets: TARGETS, pages: results };
}
