// npm run bench: seed time, API throughput against two baselines measured in the same run, and
// the SPA's initial JS size; prints a summary and writes bench/results/latest.json.
// Knobs (environment): BENCH_SEED_PRODUCTS (100000), BENCH_ROUNDS (3), BENCH_SECONDS (5),
// BENCH_READY_TIMEOUT_S (600).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientIsStale, serverIsStale } from '../scripts/lib/build-state.mjs';
import { BASELINES, startBaseline } from './lib/baselines.mjs';
import { kB, measureInitialJs } from './lib/bundle-size.mjs';
import { stopAll } from './lib/children.mjs';
import { LOAD_CORE, pinning, pinRunningProcess, SERVER_CORE } from './lib/cpu.mjs';
import { captureFixtures } from './lib/fixtures.mjs';
import { printSummary, writeResults } from './lib/report.mjs';
import { ROUTES } from './lib/routes.mjs';
import { measureThroughput } from './lib/throughput.mjs';
import { startupFigures, startVitrin } from './lib/vitrin-server.mjs';

const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results/latest.json');
const SEED_TARGET_MS = 120_000;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;

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

const config = {
  seedProducts: whole('BENCH_SEED_PRODUCTS', 100_000, 1, 1_000_000),
  rounds: whole('BENCH_ROUNDS', 3, 1, 20),
  seconds: whole('BENCH_SECONDS', 5, 1, 60),
  readyTimeoutS: whole('BENCH_READY_TIMEOUT_S', 600, 10, 3600),
};
const print = (line) => console.log(line);
const results = {
  startedAt: new Date().toISOString(),
  machine: { cpus: availableParallelism(), node: process.version, pinning },
  config,
  seed: null,
  throughput: null,
  bundle: null,
  notes: [],
  errors: [],
};

// The bench measures dist/ as it is and does not rebuild (a build takes minutes of CPU and
// changes dist/ under anyone else using it), but says when the figures are for older sources.
const stale = [serverIsStale() && 'server', clientIsStale() && 'client'].filter(Boolean);
if (stale.length) {
  results.notes.push(`dist/ is older than the ${stale.join(' and ')} sources: figures are for the last build (npm run build refreshes it)`);
  print(`note: ${results.notes.at(-1)}`);
}

async function seedAndThroughput() {
  print(`1. Starting the built server: SEED_PRODUCTS=${config.seedProducts}, fresh PGlite DATA_DIR, LOG_LEVEL=info ...`);
  const server = await startVitrin({ products: config.seedProducts, readyTimeoutMs: config.readyTimeoutS * 1000 });
  const baselines = [];
  try {
    const figures = await startupFigures(server);
    results.seed = { ...figures, readyMs: Math.round(server.readyMs), targetMs: SEED_TARGET_MS };
    print(`   seeded ${figures.seededProducts ?? '?'} products in ${figures.seedMs ?? '?'} ms; /api/ready answered after ${Math.round(server.readyMs)} ms`);

    // The same server and database serve the load: what was just seeded is what gets measured.
    const pinned = pinRunningProcess(server.pid, SERVER_CORE);
    const fixtureFile = path.join(server.dataDir, 'fixtures.json');
    const responseBytes = await captureFixtures(server.url, ROUTES, fixtureFile);
    for (const baseline of BASELINES) baselines.push(await startBaseline(baseline, fixtureFile));

    const targets = [...baselines.map(({ key, label, url }) => ({ key, label, url })), { key: 'vitrin', label: 'Vitrin (real route)', url: server.url }];
    print(`\n2. Throughput: servers on core ${SERVER_CORE}, load generator on core ${LOAD_CORE}${pinning && pinned ? '' : ' (NOT pinned: taskset unavailable or failed)'}`);
    const routes = await measureThroughput({
      routes: ROUTES, targets, rounds: config.rounds, seconds: config.seconds, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, print,
    });
    for (const route of ROUTES) routes[route.name].responseBytes = responseBytes[route.name];
    results.throughput = {
      server: `built Vitrin server on the ${config.seedProducts}-product database of step 1 (PGlite, LOG_LEVEL=info, NODE_ENV=production)`,
      pinning: pinning && pinned ? `servers on core ${SERVER_CORE} (taskset), autocannon on core ${LOAD_CORE}` : 'not pinned (taskset unavailable)',
      connections: CONNECTIONS, rounds: config.rounds, seconds: config.seconds, warmupSeconds: WARMUP_SECONDS,
      targets: targets.map(({ key, label }) => ({ key, label })),
      routes,
    };
  } finally {
    for (const baseline of baselines) await baseline.stop();
    await server.stop();
  }
}

let failed = false;
try {
  await seedAndThroughput();
} catch (error) {
  failed = true;
  results.errors.push(error instanceof Error ? error.message : String(error));
} finally {
  await stopAll(5000);
}

try {
  results.bundle = measureInitialJs();
  print(`\n3. Initial JS of the home route: ${kB(results.bundle.gzipBytes)} gzip`);
} catch (error) {
  failed = true;
  results.errors.push(`bundle size: ${error.message}`);
}

printSummary(results, print);
writeResults(results, RESULTS_FILE);
print(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
process.exit(failed ? 1 : 0);
