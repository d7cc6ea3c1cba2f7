// npm run bench: seed time, API throughput against two baselines measured in the same run, the
// product-list and search server times (PGlite and PostgreSQL), search quality, Lighthouse and
// the SPA's initial JS size; prints a summary and writes bench/results/latest.json.
// Knobs (environment): BENCH_ONLY (comma list of lib/sections.mjs names; default all),
// BENCH_SEED_PRODUCTS (100000; also the products the admin section imports), BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_READY_TIMEOUT_S (600),
// BENCH_LATENCY_SAMPLES (300), BENCH_LIGHTHOUSE_RUNS (5, median run reported), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test),
// VITRIN_DIST (the build folder measured, default dist), CHROME_PATH (/usr/bin/chromium),
// BENCH_HUB_CONNECTIONS (2000), BENCH_SCALE_SCHEMA (vitrin_scale: the schema npm run seed:scale filled).
// BENCH_LOAD_SHOPPERS (200), BENCH_LOAD_SECONDS (60), BENCH_LOAD_THINK_MS (3000; 0 runs the shoppers without pause),
// GATEWAY_TRANSPORT (in-process; http measures the storefront reaching its engine over loopback HTTP),
// BENCH_DURABILITY_SHOPPERS (20), BENCH_DURABILITY_PRODUCTS (2000), BENCH_DURABILITY_KILL_AFTER_S (10).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { clientIsStale, DIST, ROOT, serverIsStale } from '../scripts/lib/build-state.mjs';
import { BASELINES, startBaseline } from './lib/baselines.mjs';
import { kB, measureInitialJs } from './lib/bundle-size.mjs';
import { measureCartSequence, ROUND_TRIP_TARGET_PER_SECOND } from './lib/cart.mjs';
import { ADMIN_TARGETS, measureImport, measureProductList, signInCatalogueStaff } from './lib/admin.mjs';
import { measureCatalogue, measureProductDetail } from './lib/catalogue.mjs';
import { measureCheckout } from './lib/checkout.mjs';
import { atExit, stopAll } from './lib/children.mjs';
import { LOAD_CORE, pinning, pinRunningProcess, SERVER_CORE } from './lib/cpu.mjs';
import { DURABILITY_PRODUCTS, DURABILITY_SHOPPERS, KILL_AFTER_SECONDS, measureDurability } from './lib/durability.mjs';
import { measureFaults } from './lib/faults.mjs';
import { captureFixtures } from './lib/fixtures.mjs';
import { HUB_CONNECTIONS, measureHub } from './lib/hub.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { LOAD_SECONDS, LOAD_SHOPPERS, LOAD_THINK_MS, measureMixedLoad } from './lib/mixed-load.mjs';
import { runLoad } from './lib/load.mjs';
import { POSTGRES_URL, withFreshSchema } from './lib/postgres.mjs';
import { measureSearchQuality } from './lib/quality.mjs';
import { measureRetention, retentionLine } from './lib/retention.mjs';
import { printSummary, writeResults } from './lib/report.mjs';
import { rssMb, watchRss } from './lib/memory.mjs';
import { throughputRoutes } from './lib/routes.mjs';
import { measureSearchAsYouTypeThroughput } from './lib/sayt-throughput.mjs';
import { measureScale } from './lib/scale.mjs';
import { measureSearchSpeed } from './lib/search-speed.mjs';
import { NEEDS_SERVER, ON_POSTGRES, SECTIONS, selectedSections } from './lib/sections.mjs';
import { measureThroughput } from './lib/throughput.mjs';
import { startupFigures, startVitrin } from './lib/vitrin-server.mjs';

const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results/latest.json');
const SEED_TARGET_MS = 120_000;
/** Issue 28 item 5: RSS of the shop at rest, 200 MB with 2,000 products and 400 MB with 100,000; no target past that. */
const rssAtRestTargetMb = (products) => (products <= 2000 ? 200 : products <= 100_000 ? 400 : null);
/** How long the restarted shop stands idle before its RSS at rest is read. */
const AT_REST_SETTLE_MS = 10_000;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
const CATALOGUE_P99_TARGET_MS = 80;
/** Issue 12 item 5: a product detail answer the cache does not hold, at one connection. */
const PRODUCT_DETAIL_P50_TARGET_MS = 5;
const SEARCH_TARGETS = { autocompleteP99Ms: 30, fullSearchP99Ms: 80 };
/**
 * Issue 28 item 2, read on the warm figures: at 2,000 products a p50 per request; at 100,000
 * (the bench's default catalogue) the faceted search's p99.
 */
const warmSearchTargets = (products) => (products <= 2000
  ? { autocomplete: { p50Ms: 2 }, fullSearch: { p50Ms: 3 } }
  : { autocomplete: null, fullSearch: products <= 100_000 ? { p99Ms: 40 } : null });
// Issue 28 item 3: a first visitor's product detail at one connection.
const PRODUCT_DETAIL_WARM_P50_TARGET_MS = 2;

function whole(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const sections = selectedSections();
const config = {
  seedProducts: whole('BENCH_SEED_PRODUCTS', 100_000, 1, 1_000_000),
  rounds: whole('BENCH_ROUNDS', 3, 1, 20),
  seconds: whole('BENCH_SECONDS', 5, 1, 60),
  readyTimeoutS: whole('BENCH_READY_TIMEOUT_S', 600, 10, 3600),
  latencySamples: whole('BENCH_LATENCY_SAMPLES', 300, 20, 5000),
  lighthouseRuns: whole('BENCH_LIGHTHOUSE_RUNS', 5, 1, 15),
  hubConnections: whole('BENCH_HUB_CONNECTIONS', HUB_CONNECTIONS, 1, 10_000),
  loadShoppers: whole('BENCH_LOAD_SHOPPERS', LOAD_SHOPPERS, 1, 5000),
  loadSeconds: whole('BENCH_LOAD_SECONDS', LOAD_SECONDS, 1, 3600),
  loadThinkMs: whole('BENCH_LOAD_THINK_MS', LOAD_THINK_MS, 0, 60_000),
  durabilityShoppers: whole('BENCH_DURABILITY_SHOPPERS', DURABILITY_SHOPPERS, 1, 500),
  durabilityProducts: whole('BENCH_DURABILITY_PRODUCTS', DURABILITY_PRODUCTS, 30, 1_000_000),
  durabilityKillAfterS: whole('BENCH_DURABILITY_KILL_AFTER_S', KILL_AFTER_SECONDS, 1, 600),
  build: path.relative(ROOT, DIST) || '.',
};
const print = (line) => console.log(line);
const roundedLoad = () => loadavg().map((value) => Math.round(value * 10) / 10);
const results = {
  startedAt: new Date().toISOString(),
  // The server's way to its embedded engine (issue 28): GATEWAY_TRANSPORT=http npm run bench measures the other.
  gatewayTransport: process.env.GATEWAY_TRANSPORT || 'in-process',
  machine: { cpus: availableParallelism(), node: process.version, pinning, loadAverage: roundedLoad() },
  config,
  sections: SECTIONS.filter((name) => sections.has(name)),
  seed: null,
  throughput: null,
  catalogue: null,
  search: null,
  cart: null,
  checkout: null,
  hub: null,
  load: null,
  durability: null,
  scale: null,
  quality: null,
  lighthouse: null,
  bundle: null,
  admin: null,
  notes: [],
  errors: [],
};
let failed = false;

// The bench measures the build as it is and does not rebuild (a build takes minutes of CPU and
// changes the folder under anyone else using it), but says when the figures are for older sources.
const stale = [serverIsStale() && 'server', clientIsStale() && 'client'].filter(Boolean);
if (stale.length) {
  results.notes.push(`${config.build}/ is older than the ${stale.join(' and ')} sources: figures are for the last build (npm run build refreshes it)`);
  print(`note: ${results.notes.at(-1)}`);
}

/** Runs one selected section; a failure is recorded and the bench goes on with the next one. */
async function section(name, title, work) {
  if (!sections.has(name)) return;
  print(`\n== ${name}: ${title}`);
  try {
    await work();
  } catch (error) {
    failed = true;
    const message = error instanceof Error ? error.message : String(error);
    results.errors.push(`${name}: ${message}`);
    print(`   FAILED: ${message}`);
  }
}

async function throughput(server, pinned) {
  const baselines = [];
  try {
    const fixtureFile = path.join(server.dataDir, 'fixtures.json');
    const ROUTES = await throughputRoutes(server.url);
    const responseBytes = await captureFixtures(server.url, ROUTES, fixtureFile);
    for (const baseline of BASELINES) baselines.push(await startBaseline(baseline, fixtureFile));
    const targets = [...baselines.map(({ key, label, url }) => ({ key, label, url })), { key: 'vitrin', label: 'Vitrin (real route)', url: server.url }];
    print(`   servers on core ${SERVER_CORE}, load generator on core ${LOAD_CORE}${pinning && pinned ? '' : ' (NOT pinned: taskset unavailable or failed)'}`);
    const memory = watchRss(server.pid);
    const routes = await measureThroughput({
      routes: ROUTES, targets, rounds: config.rounds, seconds: config.seconds, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, print,
    });
    const rss = memory.stop();
    print(`\n   Vitrin RSS: ${rss.startMb} MB before the load, ${rss.peakMb} MB at its peak, ${rss.endMb} MB after`);
    const retention = await measureRetention({
      inspectUrl: server.inspectUrl, url: server.url, route: ROUTES.find((route) => route.name.startsWith('POST /api/get-product')),
      seconds: config.seconds, warmupSeconds: WARMUP_SECONDS,
    });
    print(`   ${retentionLine(retention)}`);
    for (const route of ROUTES) routes[route.name].responseBytes = responseBytes[route.name];
    Object.assign(routes, await withoutAnswerCache(ROUTES.filter((route) => route.name.startsWith('POST /api/get-product')), baselines, responseBytes));
    results.throughput = {
      server: `built Vitrin server on the ${config.seedProducts}-product database (PGlite, LOG_LEVEL=info, NODE_ENV=production)`,
      pinning: pinning && pinned ? `servers on core ${SERVER_CORE} (taskset), autocannon on core ${LOAD_CORE}` : 'not pinned (taskset unavailable)',
      connections: CONNECTIONS, rounds: config.rounds, seconds: config.seconds, warmupSeconds: WARMUP_SECONDS,
      targets: targets.map(({ key, label }) => ({ key, label })),
      routes,
      rss,
      retention,
    };
  } finally {
    for (const baseline of baselines) await baseline.stop();
  }
}

/** Issue 28 item 3: uncached product detail serves at least this fraction of bare Nest's requests per second. */
const PRODUCT_DETAIL_UNCACHED_VS_BARE_NEST = 0.5;
/** Seconds of untimed load a server started for one measure gets first. */
const NEW_SERVER_WARMUP_SECONDS = 5;

/**
 * Issue 28 item 3: product detail over its 100 ids with no answer cache, beside bare Nest. A second
 * server on its own database of the same seed, started with CATALOGUE_ANSWER_CACHE=false and
 * pinned as the first; every request reads the engine.
 */
async function withoutAnswerCache(routes, baselines, responseBytes) {
  if (!routes.length) return {};
  print(`\n   a second server with CATALOGUE_ANSWER_CACHE=false (SEED_PRODUCTS=${config.seedProducts}) ...`);
  const server = await startVitrin({ products: config.seedProducts, readyTimeoutMs: config.readyTimeoutS * 1000, env: { CATALOGUE_ANSWER_CACHE: 'false' } });
  try {
    pinRunningProcess(server.pid, SERVER_CORE);
    // A new server's first requests compile its paths (the first 50 took 2.5 s in all): untimed.
    for (const route of routes) await runLoad({ url: server.url, route, connections: CONNECTIONS, warmupSeconds: 0, seconds: NEW_SERVER_WARMUP_SECONDS });
    const bare = baselines.filter(({ key }) => key === 'bareNest').map(({ key, label, url }) => ({ key, label, url }));
    const measured = await measureThroughput({
      routes: routes.map((route) => ({ ...route, name: `${route.name}, no answer cache` })),
      targets: [...bare, { key: 'vitrin', label: 'Vitrin, no cache', url: server.url }],
      rounds: config.rounds, seconds: config.seconds, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, print,
    });
    for (const route of routes) Object.assign(measured[`${route.name}, no answer cache`], { responseBytes: responseBytes[route.name], targetVsBareNest: PRODUCT_DETAIL_UNCACHED_VS_BARE_NEST });
    return measured;
  } finally {
    await server.stop();
  }
}

const searchResults = () => (results.search ??= { targets: { ...SEARCH_TARGETS, warm: warmSearchTargets(config.seedProducts) }, pglite: null, postgres: null, searchAsYouType: null });

/**
 * Issue 28 item 5: a shop at rest is one started on its database, not the process that has just
 * seeded it. The seeded server is stopped and started again on the same DATA_DIR; its RSS is read
 * once it has stood idle AT_REST_SETTLE_MS after /api/ready. Every later section measures it.
 */
async function restartedAtRest(seeded, inspect) {
  await seeded.stop();
  const server = await startVitrin({ products: config.seedProducts, readyTimeoutMs: config.readyTimeoutS * 1000, inspect, dataDir: seeded.dataDir, operator: seeded.operator });
  await sleep(AT_REST_SETTLE_MS);
  return { server, rssAtRestMb: rssMb(server.pid) };
}

async function onEmbeddedDatabase() {
  print(`Starting the built server (${config.build}/): SEED_PRODUCTS=${config.seedProducts}, fresh PGlite DATA_DIR, LOG_LEVEL=info ...`);
  const inspect = ['throughput', 'hub', 'load'].some((name) => sections.has(name));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrin-bench-'));
  const forget = atExit(() => rmSync(dataDir, { recursive: true, force: true }));
  let server = await startVitrin({ products: config.seedProducts, readyTimeoutMs: config.readyTimeoutS * 1000, inspect, dataDir });
  try {
    const figures = await startupFigures(server);
    const seededReadyMs = Math.round(server.readyMs);
    let rssAtRestMb;
    ({ server, rssAtRestMb } = await restartedAtRest(server, inspect));
    await section('seed', 'seed time, and memory at rest', async () => {
      results.seed = { ...figures, readyMs: seededReadyMs, targetMs: SEED_TARGET_MS, restartReadyMs: Math.round(server.readyMs), rssAtRestMb, rssAtRestTargetMb: rssAtRestTargetMb(config.seedProducts) };
      print(`   seeded ${figures.seededProducts ?? '?'} products in ${figures.seedMs ?? '?'} ms; /api/ready answered after ${seededReadyMs} ms`);
      print(`   restarted on its database: ready after ${Math.round(server.readyMs)} ms; RSS at rest ${rssAtRestMb} MB (${AT_REST_SETTLE_MS / 1000} s after ready)`);
    });
    // Seeding may use every core; from here on the server is measured on its own core, as the baselines.
    const pinned = pinRunningProcess(server.pid, SERVER_CORE);
    const where = `built Vitrin server on the ${config.seedProducts}-product PGlite database${pinned ? `, pinned to core ${SERVER_CORE}` : ''}`;
    await section('throughput', 'API throughput against raw Node and bare Nest', () => throughput(server, pinned));
    await section('catalogue', `product list with 3 facets and uncached product detail, ${config.latencySamples} sequential requests each`, async () => {
      results.catalogue = { server: where, ...await measureCatalogue(server.url, { samples: config.latencySamples }), targetP99Ms: CATALOGUE_P99_TARGET_MS };
      print(`   p50 ${results.catalogue.p50Ms} ms, p99 ${results.catalogue.p99Ms} ms`);
      const detail = await measureProductDetail(server.url, { samples: config.latencySamples });
      results.catalogue.productDetail = { ...detail, targetP50Ms: PRODUCT_DETAIL_P50_TARGET_MS, warmTarget: { p50Ms: PRODUCT_DETAIL_WARM_P50_TARGET_MS } };
      print(`   product detail, uncached: p50 ${detail.p50Ms} ms, p99 ${detail.p99Ms} ms${detail.warm ? `; warm: p50 ${detail.warm.p50Ms} ms, p99 ${detail.warm.p99Ms} ms` : ''}`);
    });
    await section('search', `autocomplete and full search on PGlite, ${config.latencySamples} sequential requests each; search-as-you-type throughput`, async () => {
      const search = searchResults();
      search.pglite = { note: where, ...await measureSearchSpeed(server.url, { samples: config.latencySamples, warm: true }) };
      const { autocomplete, fullSearch } = search.pglite;
      print(`   autocomplete p50 ${autocomplete.p50Ms} ms p99 ${autocomplete.p99Ms} ms; full search p50 ${fullSearch.p50Ms} ms p99 ${fullSearch.p99Ms} ms`);
      if (autocomplete.warm && fullSearch.warm) print(`   warm: autocomplete p50 ${autocomplete.warm.p50Ms} ms p99 ${autocomplete.warm.p99Ms} ms; full search p50 ${fullSearch.warm.p50Ms} ms p99 ${fullSearch.warm.p99Ms} ms`);
      try {
        search.searchAsYouType = await measureSearchAsYouTypeThroughput(server, {
          rounds: config.rounds, seconds: config.seconds, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, print,
        });
      } catch (error) {
        search.searchAsYouType = { error: error.message };
        throw error;
      }
    });
    await section('cart', `cart sequence (add, add, get-cart, remove) at ${CONNECTIONS} connections, each its own shopper, on PGlite`, async () => {
      (results.cart ??= {}).pglite = { note: where, ...await cartAtOneAndMany(server.url) };
    });
    await section('checkout', `checkouts (add to cart, place the order by card) at ${CONNECTIONS} connections, each its own member, on PGlite`, async () => {
      (results.checkout ??= {}).pglite = { note: where, ...await measureCheckout(server, checkoutOptions(server, 'pglite')) };
    });
    await section('hub', `${config.hubConnections} live cart channels held, memory per connection, cart change to OnShoppingCartUpdated`, async () => {
      results.hub = { note: where, ...await measureHub(server, { connections: config.hubConnections, samples: config.latencySamples, print }) };
    });
    await section('load', `mixed shopper load: ${config.loadShoppers} virtual shoppers for ${config.loadSeconds} s (browse, search, autocomplete, cart, checkout), on PGlite`, async () => {
      results.load = { note: where, ...await measureMixedLoad(server, { shoppers: config.loadShoppers, seconds: config.loadSeconds, thinkMs: config.loadThinkMs, print }) };
      if (results.load.errors || results.load.warmup.errors) throw new Error(`${results.load.errors + results.load.warmup.errors} requests failed under load (figures above)`);
    });
    await section('lighthouse', 'Lighthouse on home, a product list and a product detail page', async () => {
      results.lighthouse = await measureLighthouse(server.url, { print, runs: config.lighthouseRuns });
    });
    // Last on this server: the import adds as many products again.
    await section('admin', `operator console: product list per sort and filter (p99 < ${ADMIN_TARGETS.listP99Ms} ms), import of ${config.seedProducts} new products (< ${ADMIN_TARGETS.importMs / 1000} s)`, async () => {
      const cookie = await signInCatalogueStaff(server);
      results.admin = { server: where, list: await measureProductList(server, cookie, { samples: Math.min(config.latencySamples, 100), print }) };
      results.admin.import = await measureImport(server, cookie, { print });
      const missed = [results.admin.list.worstP99Ms >= ADMIN_TARGETS.listP99Ms && `list p99 ${results.admin.list.worstP99Ms} ms`, results.admin.import.ms >= ADMIN_TARGETS.importMs && `import ${results.admin.import.ms} ms`].filter(Boolean);
      print(`   worst list p99 ${results.admin.list.worstP99Ms} ms (target < ${ADMIN_TARGETS.listP99Ms}); import ${results.admin.import.ms} ms (target < ${ADMIN_TARGETS.importMs})${missed.length ? `: MISSED ${missed.join(', ')}` : ''}`);
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    forget();
  }
}

/** The cart bench's settings; bare Nest's figure comes from the throughput section of this run. */
function cartOptions() {
  const bare = results.throughput?.routes?.['GET /api/currencies']?.bareNest?.requestsPerSecond ?? null;
  return { rounds: config.rounds, seconds: config.seconds, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, print, bareNestRequestsPerSecond: bare };
}

/**
 * The cart sequence at one connection (each request's own time, issue 28 item 4: p50 ≤ 2 ms) and
 * at the bench's connections (whether it scales with them); then issue 28's round trip (add two
 * lines, read, remove both) at both.
 */
async function cartAtOneAndMany(url) {
  const measure = async (roundTrip) => {
    print('   one connection:');
    const one = await measureCartSequence(url, { ...cartOptions(), connections: 1, rounds: 1, roundTrip });
    print(`   ${CONNECTIONS} connections:`);
    const many = await measureCartSequence(url, { ...cartOptions(), roundTrip });
    return { ...many, oneConnection: { sequencesPerSecond: one.sequencesPerSecond, p50Ms: one.p50Ms, p99Ms: one.p99Ms } };
  };
  const sequence = await measure(false);
  print('   round trip (issue 28: add two lines, read, remove both):');
  return { ...sequence, roundTrip: { ...await measure(true), targetPerSecond: ROUND_TRIP_TARGET_PER_SECOND } };
}

/**
 * The checkout bench's settings. Its ratio is to the cart sequence of this run on the same
 * database; when the cart section was not selected, one round of it is measured here.
 */
function checkoutOptions(server, database) {
  const cart = results.cart?.[database]?.sequencesPerSecond ?? (async () => {
    print('   cart sequence for the ratio (the cart section did not run): one round');
    return (await measureCartSequence(server.url, { ...cartOptions(), rounds: 1 })).sequencesPerSecond;
  });
  return { rounds: config.rounds, seconds: config.seconds, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, print, cartSequencesPerSecond: cart };
}

async function onPostgres() {
  const search = searchResults();
  try {
    await withFreshSchema(async ({ url, schema }) => {
      print(`   seeding ${config.seedProducts} products into ${url.replace(/\/\/[^@]*@/, '//')} schema ${schema} ...`);
      const server = await startVitrin({ products: config.seedProducts, readyTimeoutMs: config.readyTimeoutS * 1000, database: { url, schema } });
      try {
        const figures = await startupFigures(server);
        const pinned = pinRunningProcess(server.pid, SERVER_CORE);
        print(`   seeded in ${figures.seedMs ?? '?'} ms; ready after ${Math.round(server.readyMs)} ms`);
        if (sections.has('search')) search.postgres = {
          note: `built Vitrin server on PostgreSQL schema ${schema} (dropped afterwards)${pinned ? `, node pinned to core ${SERVER_CORE}` : ''}`,
          seedMs: figures.seedMs, readyMs: Math.round(server.readyMs),
          ...await measureSearchSpeed(server.url, { samples: config.latencySamples }),
        };
        if (search.postgres) print(`   autocomplete p50 ${search.postgres.autocomplete.p50Ms} ms p99 ${search.postgres.autocomplete.p99Ms} ms; full search p50 ${search.postgres.fullSearch.p50Ms} ms p99 ${search.postgres.fullSearch.p99Ms} ms`);
        if (sections.has('cart')) {
          print('   cart sequence on PostgreSQL:');
          (results.cart ??= {}).postgres = { note: `PostgreSQL schema ${schema}`, ...await cartAtOneAndMany(server.url) };
        }
        if (sections.has('checkout')) {
          print('   checkouts on PostgreSQL:');
          (results.checkout ??= {}).postgres = { note: `PostgreSQL schema ${schema}`, ...await measureCheckout(server, checkoutOptions(server, 'postgres')) };
        }
      } finally {
        await server.stop();
      }
    }, POSTGRES_URL);
  } catch (error) {
    search.postgres = { error: error.message };
    throw error;
  }
}

try {
  if (NEEDS_SERVER.some((name) => sections.has(name))) {
    try {
      await onEmbeddedDatabase();
    } catch (error) {
      failed = true;
      results.errors.push(`embedded-database server: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const onPostgresSection = ON_POSTGRES.find((name) => sections.has(name));
  if (onPostgresSection) await section(onPostgresSection, 'search, the cart sequence and checkouts on the local PostgreSQL', onPostgres);
  await section('scale', 'the large catalogue of npm run seed:scale on the local PostgreSQL', async () => {
    results.scale = await measureScale({ url: POSTGRES_URL, samples: config.latencySamples, readyTimeoutMs: config.readyTimeoutS * 1000, print });
  });
  await section('durability', `kill -9 during checkouts at ${config.durabilityShoppers} at a time, restart: PGlite, then PostgreSQL`, async () => {
    const options = { products: config.durabilityProducts, shoppers: config.durabilityShoppers, killAfterSeconds: config.durabilityKillAfterS, readyTimeoutMs: config.readyTimeoutS * 1000, print };
    results.durability = { pglite: await measureDurability(options) };
    results.durability.postgres = await withFreshSchema((database) => measureDurability({ ...options, database }), POSTGRES_URL);
    if (!results.durability.pglite.ok || !results.durability.postgres.ok) throw new Error('an acknowledged order was lost or doubled, or stock drifted (figures above)');
  });
} finally {
  await stopAll(5000);
}

await section('faults', 'fault injection (test/api/fault-*.api-spec.ts): recovery after each fault ends, 3 runs each', async () => {
  results.faults = await measureFaults({ print });
});

await section('quality', 'search quality over test/search-quality/queries.json', async () => {
  results.quality = await measureSearchQuality();
  print(`   MRR ${results.quality.mrr.toFixed(3)}, nDCG@10 ${results.quality.ndcgAt10.toFixed(3)}, zero-result rate ${results.quality.zeroResultRate.toFixed(3)}, recall@4 ${results.quality.recallAt4.toFixed(3)}, did-you-mean ${results.quality.didYouMeanAccuracy.toFixed(3)}`);
});

await section('bundle', 'initial JS of the home route', async () => {
  results.bundle = measureInitialJs();
  print(`   ${kB(results.bundle.gzipBytes)} gzip`);
});

results.machine.loadAverageAtEnd = roundedLoad();
const busiest = Math.max(...results.machine.loadAverage, ...results.machine.loadAverageAtEnd);
if (busiest > results.machine.cpus) {
  results.notes.push(`the machine was busy (load average up to ${busiest} on ${results.machine.cpus} cores): other processes shared the CPU, so latencies and Lighthouse performance are pessimistic`);
}
printSummary(results, print);
writeResults(results, RESULTS_FILE);
print(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
process.exit(failed ? 1 : 0);
