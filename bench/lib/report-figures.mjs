// Summary lines of the catalogue, search, search-quality and Lighthouse figures (issues 3 and 4);
// lib/report.mjs prints them in order.
const verdict = (ok) => (ok ? 'met' : 'MISSED');
const ms = (value) => (Number.isFinite(value) ? `${value} ms` : 'n/a');
const share = (value) => value.toFixed(3);
const failed = (figures) => (figures.failures ? `  (${figures.failures} non-200 answers left out: ${figures.failureSamples.join('; ')})` : '');

function latencyLine(label, figures, targetP99Ms) {
  if (!figures) return `  ${label}  (not measured)`;
  const target = targetP99Ms ? `  [target p99 < ${targetP99Ms} ms: ${verdict(figures.p99Ms < targetP99Ms)}]` : '';
  return `  ${label}  p50 ${ms(figures.p50Ms).padStart(9)}  p99 ${ms(figures.p99Ms).padStart(9)}  max ${ms(figures.maxMs).padStart(9)}`
    + `  (${figures.requests} requests, ${figures.repeats ? `${figures.repeats} repeats that a cache may answer` : 'all different'})${target}${failed(figures)}`;
}

/**
 * The same request timed on a warmed-up server (sequential.mjs timeColdAndWarm), against issue
 * 28's target for it: { p50Ms } or { p99Ms }, or none at this catalogue size.
 */
function warmLine(label, figures, target) {
  if (!figures?.warm) return [];
  const { warm } = figures;
  const verdictOf = target?.p50Ms !== undefined ? `  [issue 28 target p50 ≤ ${target.p50Ms} ms: ${verdict(warm.p50Ms <= target.p50Ms)}]`
    : target?.p99Ms !== undefined ? `  [issue 28 target p99 < ${target.p99Ms} ms: ${verdict(warm.p99Ms < target.p99Ms)}]` : '';
  return [`  ${label}  p50 ${ms(warm.p50Ms).padStart(9)}  p99 ${ms(warm.p99Ms).padStart(9)}  max ${ms(warm.maxMs).padStart(9)}`
    + `  (${warm.requests} more, all different, after ${warm.warmup} untimed)${verdictOf}${failed(warm)}`];
}

export function catalogueLines({ catalogue }) {
  if (!catalogue) return ['  (not measured)'];
  const detail = catalogue.productDetail;
  return [`  ${catalogue.server}; ${catalogue.facets}; sequential, keep-alive`,
    latencyLine('product list, 3 facets       ', catalogue, catalogue.targetP99Ms),
    latencyLine('product detail, uncached     ', detail) + (detail ? `  [target p50 < ${detail.targetP50Ms} ms: ${verdict(detail.p50Ms < detail.targetP50Ms)}]` : ''),
    ...warmLine('  the same, warm             ', detail, detail?.warmTarget)];
}

export function searchLines({ search }) {
  if (!search) return ['  (not measured)'];
  const lines = ['  sequential, keep-alive; autocomplete: every prefix (3+ characters) of the quality set\'s text queries; full search: those queries with every list facet'];
  for (const [key, label] of [['pglite', 'embedded PGlite'], ['postgres', 'local PostgreSQL']]) {
    const figures = search[key];
    if (!figures) { lines.push(`  ${label}: (not measured)`); continue; }
    if (figures.error) { lines.push(`  ${label}: FAILED: ${figures.error}`); continue; }
    lines.push(`  ${label}${figures.note ? ` (${figures.note})` : ''}`);
    lines.push(latencyLine('  autocomplete              ', figures.autocomplete, search.targets.autocompleteP99Ms));
    lines.push(...warmLine('    the same, warm          ', figures.autocomplete, search.targets.warm?.autocomplete));
    lines.push(latencyLine('  full search with facets   ', figures.fullSearch, search.targets.fullSearchP99Ms));
    lines.push(...warmLine('    the same, warm          ', figures.fullSearch, search.targets.warm?.fullSearch));
  }
  const sayt = search.searchAsYouType;
  if (sayt?.error) lines.push(`  search-as-you-type throughput: FAILED: ${sayt.error}`);
  else if (sayt) {
    const reqs = (value) => Math.round(value).toLocaleString('en-US');
    lines.push(`  search-as-you-type throughput, ${JSON.stringify(sayt.body.searchTerm)}, ${sayt.connections} connections, median of ${sayt.rounds} x ${sayt.seconds} s (PGlite;`
      + ' one body repeated, so mostly answered from the API\'s 10 s read cache, as a popular term would be):');
    lines.push(`    Vitrin ${reqs(sayt.vitrin.requestsPerSecond)} req/s (p99 ${sayt.vitrin.p99Ms} ms) vs raw Node ${reqs(sayt.rawNode.requestsPerSecond)} req/s: ratio ${sayt.ratioToRawNode.toFixed(3)}x`
      + (sayt.vitrin.failures ? `  (${sayt.vitrin.failures} failed requests)` : ''));
  }
  return lines;
}

export function qualityLines({ quality }) {
  if (!quality) return ['  (not measured)'];
  const b = quality.baseline;
  return [
    `  ${quality.queries} queries, demo catalogue of ${quality.catalogueSize} products (test/search-quality/search-quality.ts)`,
    `  MRR ${share(quality.mrr)} [target >= ${quality.mrrTarget}: ${verdict(quality.mrr >= quality.mrrTarget)}]   nDCG@10 ${share(quality.ndcgAt10)}${b?.floors ? ` [floor ${b.floors.ndcgAt10}: ${verdict(quality.ndcgAt10 >= b.floors.ndcgAt10)}]` : ''}   zero-result rate ${share(quality.zeroResultRate)}${b?.floors ? ` [max ${b.floors.maxZeroResultRate}: ${verdict(quality.zeroResultRate <= b.floors.maxZeroResultRate)}]` : ''}`,
    `  recall@4 ${share(quality.recallAt4)}   did-you-mean accuracy ${share(quality.didYouMeanAccuracy)}`,
    `  per kind (nDCG@10 / zero-result rate): ${Object.entries(quality.kinds ?? {}).map(([kind, figures]) => `${kind} ${share(figures.ndcgAt10)}/${share(figures.zeroResultRate)}`).join(', ')}`,
    b ? `  last recorded (${b.recorded}): MRR ${share(b.mrr)}, nDCG@10 ${share(b.ndcgAt10)}, zero-result rate ${share(b.zeroResultRate)}, recall@4 ${share(b.recallAt4)}, did-you-mean ${share(b.didYouMeanAccuracy)}` : '  no recorded baseline',
    ...(b?.before ? [`  before issue 16 (${b.before.about}): MRR ${share(b.before.mrr)}, nDCG@10 ${share(b.before.ndcgAt10)}, zero-result rate ${share(b.before.zeroResultRate)}`] : []),
    ...(quality.misses.length ? [`  not ranked first or nDCG@10 < 0.8: ${quality.misses.map((miss) => `${miss.query} (${miss.rank ?? 'none'}, ${miss.ndcgAt10})`).join(', ')}`] : []),
  ];
}

export function lighthouseLines({ lighthouse }) {
  if (!lighthouse) return ['  (not measured)'];
  const t = lighthouse.targets;
  const lines = [`  ${lighthouse.preset}; targets: performance ${t.performance}+, accessibility/best practices/SEO ${t.seo}`];
  for (const [name, page] of Object.entries(lighthouse.pages)) {
    const met = ['performance', 'accessibility', 'best-practices', 'seo'].every((id) => page[id] !== null && page[id] >= t[id]);
    lines.push(`  ${name.padEnd(15)} perf ${String(page.performance).padStart(3)}  a11y ${String(page.accessibility).padStart(3)}  best ${String(page['best-practices']).padStart(3)}  seo ${String(page.seo).padStart(3)}`
      + `  LCP ${String(page.lcpMs).padStart(5)} ms  CLS ${page.cls}  [${verdict(met)}]  ${page.path}`);
    if (page.runs?.length > 1) lines.push(`    performance by run: ${page.runs.join(' ')}${page.warmUpRun === undefined ? '' : ` (warm-up run before them, not counted: ${page.warmUpRun})`}`);
    if (!met && page.failing.length) lines.push(`    audits below 0.9: ${page.failing.join(', ')}`);
    if (page.runtimeError) lines.push(`    runtime error: ${page.runtimeError}`);
  }
  const indexes = Object.values(lighthouse.pages).map((page) => page.benchmarkIndex).filter(Number.isFinite);
  if (indexes.length) lines.push(`  Lighthouse benchmarkIndex ${indexes.map(Math.round).join(' / ')} (a busy machine lowers it and the performance score with it)`);
  return lines;
}

export function scaleLines({ scale }) {
  if (!scale) return ['  (not measured)'];
  if (scale.skipped) return [`  skipped: ${scale.skipped}`];
  const pages = Object.entries(scale.pages).map(([name, figures]) => `${name} ${ms(figures.p50Ms)} (max ${ms(figures.maxMs)})`).join(', ');
  return [
    `  ${scale.products.toLocaleString('en-US')} products in PostgreSQL schema ${scale.schema}; ready ${(scale.readyMs / 1000).toFixed(1)} s after spawn `
      + `(catalogue index ${ms(scale.catalogueIndexMs)}, search index ${ms(scale.searchIndexMs)}); RSS ${scale.rssReadyMb} MB ready, ${scale.rssEndMb} MB at the end`,
    latencyLine('autocomplete                 ', scale.autocomplete, scale.targets.autocompleteP99Ms),
    latencyLine('faceted search               ', scale.facetedSearch, scale.targets.facetedSearchP99Ms),
    latencyLine('list, category+brand+price   ', scale.filteredList, scale.targets.listP99Ms),
    latencyLine('list, top category           ', scale.categoryList, scale.targets.listP99Ms),
    `  HTML pages, p50: ${pages}`,
  ];
}
