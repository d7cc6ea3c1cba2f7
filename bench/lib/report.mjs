// The final summary: printed for people, written as JSON (bench/results/latest.json) for
// comparing runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { kB } from './bundle-size.mjs';
import { durabilityLine } from './durability.mjs';
import { retentionLine } from './retention.mjs';
import { catalogueLines, lighthouseLines, qualityLines, scaleLines, searchLines } from './report-figures.mjs';

const seconds = (ms) => (ms === null || ms === undefined || Number.isNaN(ms) ? 'not logged' : `${(ms / 1000).toFixed(1)} s`);
const verdict = (ok) => (ok ? 'met' : 'MISSED');
const ratio = (value) => `${value.toFixed(value < 0.1 ? 3 : 2)}x`;
const reqs = (value) => Math.round(value).toLocaleString('en-US');

function seedLines({ seed }) {
  if (!seed) return ['  (not measured)'];
  return [
    `  seed duration (log "demo catalogue seeded")  ${seconds(seed.seedMs)}  [target < ${seed.targetMs / 1000} s: ${seed.seedMs === null ? 'unknown' : verdict(seed.seedMs < seed.targetMs)}]`,
    `  spawn to first 200 on /api/ready            ${seconds(seed.readyMs)}  [target < ${seed.targetMs / 1000} s: ${verdict(seed.readyMs < seed.targetMs)}]`,
    `  catalogue index build / search index build  ${seconds(seed.catalogueIndexMs)} / ${seconds(seed.searchIndexMs)}`,
    ...(seed.rssAtRestMb === undefined ? [] : [`  restarted on its database: ready after ${seconds(seed.restartReadyMs)}; RSS at rest ${seed.rssAtRestMb} MB${seed.rssAtRestTargetMb ? `  [issue 28 target <= ${seed.rssAtRestTargetMb} MB: ${verdict(seed.rssAtRestMb <= seed.rssAtRestTargetMb)}]` : ''}`]),
  ];
}

function cartLines({ cart }) {
  if (!cart) return ['  (not measured)'];
  return Object.entries(cart).map(([database, figures]) => (figures.error ? `  ${database}: ${figures.error}`
    : `  ${database.padEnd(9)} ${Math.round(figures.sequencesPerSecond)} sequences/s at ${figures.connections} connections, p50 ${figures.p50Ms} ms p99 ${figures.p99Ms} ms; `
      + `${figures.ratioToBareNest === null ? 'no bare Nest figure in this run' : `${figures.ratioToBareNest.toFixed(2)}x bare Nest's requests/s ÷ 4`}; ${figures.timesPeer.toFixed(1)}x the 36/s peer${figures.failures ? `; ${figures.failures} failed requests` : ''}`
      + (figures.oneConnection ? `\n  ${''.padEnd(9)} at one connection ${Math.round(figures.oneConnection.sequencesPerSecond)} sequences/s, each request p50 ${figures.oneConnection.p50Ms} ms p99 ${figures.oneConnection.p99Ms} ms  [target p50 ≤ 2 ms: ${verdict(figures.oneConnection.p50Ms <= 2)}]` : '')
      + (figures.roundTrip ? `\n${roundTripLines(figures.roundTrip)}` : '')));
}

/** Issue 28 item 4: add two lines, read, remove both, ten times Vendure's 9.4/s on the same harness. */
function roundTripLines(trip) {
  const indent = `  ${''.padEnd(9)} `;
  return `${indent}round trip (add two lines, read, remove both): ${Math.round(trip.sequencesPerSecond)}/s at ${trip.connections} connections, p50 ${trip.p50Ms} ms p99 ${trip.p99Ms} ms`
    + `${trip.failures ? `; ${trip.failures} failed requests` : ''}  [issue 28 target >= ${trip.targetPerSecond}/s: ${verdict(trip.sequencesPerSecond >= trip.targetPerSecond)}]`
    + `\n${indent}  at one connection ${Math.round(trip.oneConnection.sequencesPerSecond)}/s, each request p50 ${trip.oneConnection.p50Ms} ms p99 ${trip.oneConnection.p99Ms} ms  [target p50 ≤ 2 ms: ${verdict(trip.oneConnection.p50Ms <= 2)}]`;
}

function checkoutLines({ checkout }) {
  if (!checkout) return ['  (not measured)'];
  return Object.entries(checkout).map(([database, figures]) => (figures.error ? `  ${database}: ${figures.error}`
    : `  ${database.padEnd(9)} ${Math.round(figures.checkoutsPerSecond)} checkouts/s at ${figures.connections} connections over ${figures.variants} variants, `
      + `p50 ${figures.p50Ms} ms p99 ${figures.p99Ms} ms (place-order p50 ${figures.placeOrderP50Ms} ms p99 ${figures.placeOrderP99Ms} ms); `
      + `${figures.ratioToCartSequence === null ? 'no cart figure' : `${figures.ratioToCartSequence.toFixed(2)}x the cart sequences/s (${Math.round(figures.cartSequencesPerSecond)}/s)`}`
      + `${database === 'postgres' ? `  [target >= ${figures.targetPerSecond}/s: ${verdict(figures.checkoutsPerSecond >= figures.targetPerSecond)}]` : ''}${figures.failures ? `; ${figures.failures} failed checkouts` : ''}`));
}

function hubLines({ hub }) {
  if (!hub) return ['  (not measured)'];
  return [
    `  ${hub.held} of ${hub.connections} connections held (${hub.stillOpenAfterChanges} still open after the changes)${hub.errorCount ? `, ${hub.errorCount} errors` : ''}`,
    `  server RSS ${hub.rssBeforeMb} MB before, ${hub.rssHeldMb} MB holding them: ${hub.kbPerConnection} kB per connection (second half alone ${hub.kbPerConnectionSecondHalf} kB each); ${hub.rssAfterCloseMb} MB after closing them`,
    ...(hub.heapKbPerConnection === null ? [] : [`  after a full GC, heap used + external: ${Math.round(hub.heapBefore.heapUsedMb + hub.heapBefore.externalMb)} MB before, `
      + `${Math.round(hub.heapHeld.heapUsedMb + hub.heapHeld.externalMb)} MB holding them: ${hub.heapKbPerConnection} kB per connection (each browser channel also holds its relay to the engine's hub)`]),
    `  cart change → OnShoppingCartUpdated p50 ${hub.p50Ms} ms p99 ${hub.p99Ms} ms over ${hub.samples} changes${hub.missed ? ` (${hub.missed} missed)` : ''}  [target p99 < ${hub.targetP99Ms} ms: ${verdict(hub.p99Ms < hub.targetP99Ms)}]`,
    `  of which the add-to-cart itself p50 ${hub.addToCartP50Ms} ms p99 ${hub.addToCartP99Ms} ms; the event after its answer p50 ${hub.eventAfterAnswerP50Ms} ms p99 ${hub.eventAfterAnswerP99Ms} ms`,
  ];
}

function loadLines({ load }) {
  if (!load) return ['  (not measured)'];
  const { before, after } = load.memory;
  const grew = (percent) => (percent === null ? 'unknown' : verdict(percent <= load.memoryGrowthLimitPercent));
  return [
    `  ${load.shoppers} shoppers, ${load.members} of them members checking out, think time ${load.thinkMs} ms, ${load.seconds} s after a ${load.warmupSeconds} s warm-up; server CPU ${load.serverCpuPercent}% of a core; ${load.note}`,
    `  ${reqs(load.requestsPerSecond)} req/s (${reqs(load.requests)} requests), ${load.visits} visits, ${load.checkouts} orders; ${load.errors} errors  [target 0: ${verdict(load.errors === 0 && load.warmup.errors === 0)}]`,
    ...Object.entries(load.routes).map(([name, route]) => `    ${name.padEnd(18)} ${String(route.count).padStart(7)}  p50 ${String(route.p50Ms).padStart(7)} ms  p99 ${String(route.p99Ms).padStart(7)} ms${route.errors ? `  ${route.errors} errors` : ''}`),
    `  memory after a full GC at start (read after the warm-up: answer caches in their steady state) / end: RSS ${before.rssMb} / ${after.rssMb} MB, ${load.growth.rssPercent}% [<= ${load.memoryGrowthLimitPercent}%: ${grew(load.growth.rssPercent)}]; `
      + `heap used ${before.heapUsedMb} / ${after.heapUsedMb} MB, ${load.growth.heapUsedPercent}% [${grew(load.growth.heapUsedPercent)}]; RSS peak ${load.memory.peakRssMb} MB`,
  ];
}

function durabilitySummary({ durability }) {
  if (!durability) return ['  (not measured)'];
  return Object.values(durability).map((figures) => durabilityLine(figures).replace(/^ {3}/, '  '));
}

function throughputLines({ throughput }) {
  if (!throughput) return ['  (not measured)'];
  const lines = [`  server: ${throughput.server}; ${throughput.pinning}`,
    `  ${throughput.connections} connections, median of ${throughput.rounds} rounds x ${throughput.seconds} s`];
  for (const [route, result] of Object.entries(throughput.routes)) {
    lines.push(`  ${route}  (response ${result.responseBytes.toLocaleString('en-US')} bytes)`);
    // A route measured on another server (no answer cache) has only some of the targets.
    const targets = throughput.targets.filter((target) => result[target.key]);
    for (const target of targets) {
      const figures = result[target.key];
      lines.push(`    ${target.label.padEnd(20)} ${reqs(figures.requestsPerSecond).padStart(8)} req/s   p50 ${String(figures.p50Ms).padStart(4)} ms   p99 ${String(figures.p99Ms).padStart(4)} ms`
        + (figures.failures ? `   (${figures.failures} failed requests)` : ''));
    }
    for (const target of targets.slice(0, -1)) {
      const r = result.ratios[target.key];
      lines.push(`    Vitrin vs ${target.label.padEnd(18)} throughput ${ratio(r.throughput).padStart(6)}   p50 latency ${ratio(r.p50Latency).padStart(6)}   p99 latency ${ratio(r.p99Latency).padStart(6)}`);
    }
    const vsBare = result.ratios.bareNest?.throughput;
    if (result.targetVsBareNest && vsBare !== undefined) lines.push(`    [issue 28: >= ${result.targetVsBareNest}x bare Nest: ${verdict(vsBare >= result.targetVsBareNest)}]`);
  }
  if (throughput.rss) lines.push(`  Vitrin RSS (issue 12 item 6): ${throughput.rss.startMb} MB before the load, ${throughput.rss.peakMb} MB peak, ${throughput.rss.endMb} MB after`);
  if (throughput.retention) lines.push(`  ${retentionLine(throughput.retention)}`);
  return lines;
}

function bundleLines({ bundle }) {
  if (!bundle) return ['  (not measured)'];
  return [`  ${kB(bundle.gzipBytes)} gzip (${kB(bundle.bytes)} raw) in ${bundle.files.length} file(s)  [budget ${kB(bundle.budgetBytes)}: ${verdict(bundle.gzipBytes <= bundle.budgetBytes)}]`,
    ...(bundle.words ?? []).map((file) => `  + words (${file.culture}): ${kB(file.gzipBytes)} gzip  [budget ${kB(bundle.wordsBudgetBytes)}: ${verdict(file.gzipBytes <= bundle.wordsBudgetBytes)}]`)];
}

// Titles in the order the bench runs them; a section not selected (BENCH_ONLY) is left out.
const SUMMARY = [
  ['seed', (r) => `Seed time, SEED_PRODUCTS=${r.config.seedProducts} on a fresh PGlite DATA_DIR, and memory at rest`, seedLines],
  ['throughput', () => 'API throughput and latency (ratios: real route / baseline)', throughputLines],
  ['catalogue', () => 'Product list with 3 facets and product detail: server time (issues 3 and 12)', catalogueLines],
  ['cart', () => 'Cart sequence: add, add, get-cart, remove, each connection its own shopper (issue 13); the round trip of issue 28', cartLines],
  ['checkout', () => 'Checkouts: add to cart, place the order by card with an Idempotency-Key, each connection its own member (issue 15)', checkoutLines],
  ['hub', () => 'Live cart channel: connections held, memory per connection, change to event (issue 13)', hubLines],
  ['load', () => 'Mixed shopper load: list with facets, product, autocomplete, search, cart, 1 in 10 checks out (issue 17 item 5)', loadLines],
  ['durability', () => 'Durability: kill -9 during checkouts, restart on the same data (issue 17 item 6)', durabilitySummary],
  ['search', () => 'Search speed: autocomplete and full search server time, search-as-you-type throughput (issue 4)', searchLines],
  ['scale', () => 'Catalogue scale: the seed:scale schema on PostgreSQL, one request at a time (issue 17 item 9)', scaleLines],
  ['quality', () => 'Search quality: MRR, nDCG@10 and zero-result rate on graded judgements, recall@4, did-you-mean accuracy (issues 4 and 16)', qualityLines],
  ['lighthouse', () => 'Lighthouse, mobile preset (issue 3)', lighthouseLines],
  ['bundle', () => 'Initial JavaScript of the home route (entry + modulepreload, gzip -9)', bundleLines],
  ['admin', () => 'Operator console: product list per sort and filter, catalogue import through the staff route (issue 29 items 5 and 6)', adminLines],
];

/** The console's figures beside their targets; a failed section left none. */
function adminLines({ admin }) {
  if (!admin) return ['   not measured (see errors)'];
  const { list, import: imported } = admin;
  const mark = (met) => (met ? 'met' : 'MISSED');
  return [
    ...Object.entries(list.cases).map(([name, figures]) => `   list ${name}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`),
    `   list, worst p99 ${list.worstP99Ms} ms (target < ${list.targetP99Ms} ms: ${mark(list.worstP99Ms < list.targetP99Ms)})`,
    imported ? `   import of ${imported.products} new products (${imported.rows} rows, ${imported.megabytes} MB CSV): ${imported.ms} ms (target < ${imported.targetMs} ms: ${mark(imported.ms < imported.targetMs)})` : '   import: not measured',
  ];
}

export function printSummary(results, print) {
  const rule = '='.repeat(78);
  print(`\n${rule}\nVitrin bench summary (${results.startedAt}, ${results.machine.cpus} cores, Node ${results.machine.node}, load average ${results.machine.loadAverage.join(' ')}, gateway ${results.gatewayTransport})\n${rule}`);
  SUMMARY.filter(([key]) => results.sections.includes(key)).forEach(([, title, lines], index) => {
    print(`${index + 1}. ${title(results)}`);
    lines(results).forEach((line) => print(line));
  });
  results.notes.forEach((note) => print(`Note: ${note}`));
  if (results.errors.length) {
    print('Errors:');
    results.errors.forEach((error) => print(`  ${error}`));
  }
  print(rule);
}

export function writeResults(results, file) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
