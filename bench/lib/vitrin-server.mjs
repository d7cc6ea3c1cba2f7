// Starts the built Vitrin server on a fresh embedded database and reads its startup figures
// from the JSON log lines it writes (pino), the same lines an operator would read.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST, ROOT, SERVER_ENTRY } from '../../scripts/lib/build-state.mjs';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../../scripts/lib/server-env.mjs';
import { atExit, exited, spawnTracked, stopChild } from './children.mjs';
import { fetchWithin, freePort, HOST, waitForOk } from './net.mjs';

// The build in VITRIN_DIST (default dist/): server and SPA from the same folder.
export const CLIENT_DIR = path.join(DIST, 'client');

// Log messages of server/src/engine (seed/seed-if-empty.ts, product/catalogue-index.service.ts,
// prediction/search-index.service.ts). If one is renamed the bench reports "not logged".
const SEEDED = 'demo catalogue seeded';
const CATALOGUE_INDEX = 'catalogue index built';
const SEARCH_INDEX = 'search index built';

function readLog(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').flatMap((line) => {
    try { return [JSON.parse(line)]; } catch { return []; }
  });
}

/**
 * Spawns the server with SEED_PRODUCTS=products on a temp DATA_DIR (or, with database, on that
 * PostgreSQL URL and schema) and waits for /api/ready. A restart passes the first server's
 * dataDir and operator: that folder then stays until its owner removes it.
 * kill() is kill -9 (the durability section); stop() lets the server close its database.
 * Its log goes to a file, not a pipe: under load a pipe would make the bench process parse
 * thousands of request lines a second on the load generator's core. `env` adds settings of a
 * server measured otherwise (CATALOGUE_ANSWER_CACHE=false).
 */
export async function startVitrin({ products, readyTimeoutMs, database = null, inspect = false, dataDir: keptDir = null, operator: keptOperator = null, logLevel = 'info', env: moreEnv = {} }) {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run npm run build`);
  const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'vitrin-bench-'));
  // A 100k-product database is large: do not leave it in /tmp when the bench is interrupted.
  const forget = keptDir ? () => {} : atExit(() => rmSync(dataDir, { recursive: true, force: true }));
  const logFile = path.join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const port = await freePort();
  // The checkout and hub benches set stock through the engine's operator route, and register
  // their members from one address: known client credentials and a raised sign-in limit.
  const operator = keptOperator ?? { clientId: 'vitrin-storefront', clientSecret: randomBytes(24).toString('base64url') };
  const env = {
    // As npm start runs it (scripts/lib/server-env.mjs).
    ...SERVER_ENV_DEFAULTS, ...process.env,
    PORT: String(port), HOST, DATA_DIR: path.join(dataDir, 'db'), SEED_PRODUCTS: String(products), LOG_LEVEL: logLevel,
    // As in the Docker image; the bench must not pick up a developer's PostgreSQL or gateway.
    NODE_ENV: 'production', DATABASE_URL: '', GATEWAY_URL: '', REDIS_URL: '', CLIENT_DIR,
    ...(database ? { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema } : {}),
    IDP_CLIENT_ID: operator.clientId, IDP_CLIENT_SECRET: operator.clientSecret, RATE_LIMIT_SCALE: '100',
    // Production refuses to start without the bot check's key (spec §5); a fresh one per run.
    ALTCHA_HMAC_KEY: randomBytes(48).toString('base64'),
    // Nor without its address and a card provider: the bench's shop is a demo, its payments go to the test bank.
    PUBLIC_URL: `http://${HOST}:${port}`, TEST_PAYMENTS: 'true',
    ...moreEnv,
  };
  // The hub bench asks the server's inspector for a garbage collection and its heap figures:
  // RSS alone hides what fits in a heap grown earlier.
  let inspectPort = inspect ? await freePort() : null;
  while (inspectPort === port) inspectPort = await freePort();
  if (inspectPort) env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --inspect=${HOST}:${inspectPort}`.trim();
  const started = performance.now();
  const child = spawnTracked(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  let gone = null;
  exited(child).then(({ code, signal }) => { gone = signal ?? `exit code ${code}`; });

  const server = {
    url: `http://${HOST}:${port}`, pid: child.pid, logFile, dataDir, readyMs: NaN, operator,
    inspectUrl: inspectPort ? `http://${HOST}:${inspectPort}` : null,
    async stop() {
      await stopChild(child, 15_000);
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
      forget();
    },
    /** SIGKILL; resolves once the process is gone. */
    kill() {
      child.kill('SIGKILL');
      return exited(child);
    },
  };
  try {
    await waitForOk(`${server.url}/api/ready`, { timeoutMs: readyTimeoutMs, gaveUp: () => gone });
  } catch (error) {
    if (gone) error.message += ` (${gone})`;
    // pino writes in 4 KB batches: an early failure can leave the file empty.
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') || '(none yet: the server writes its log in 4 KB batches)';
    await server.stop();
    throw new Error(`${error.message}\nlast server log lines:\n${tail}`);
  }
  server.readyMs = performance.now() - started;
  return server;
}

/**
 * The seed and index figures from the server's log. pino writes in 4 KB batches, so the lines
 * may still sit in its buffer when /api/ready preloaded answers: each further /api/ready request
 * adds a logged line and pushes them out. Bounded by timeoutMs.
 */
export async function startupFigures(server, { timeoutMs = 20_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = readLog(server.logFile);
    const seeded = lines.find((line) => line.msg === SEEDED);
    const catalogue = lines.find((line) => line.msg === CATALOGUE_INDEX);
    const search = lines.find((line) => line.msg === SEARCH_INDEX);
    if ((seeded && catalogue && search) || Date.now() > deadline) {
      return {
        seededProducts: seeded?.products ?? null,
        seedMs: seeded?.ms ?? null,
        catalogueIndexMs: catalogue?.ms ?? null,
        searchIndexMs: search?.ms ?? null,
      };
    }
    const response = await fetchWithin(`${server.url}/api/ready`).catch(() => null);
    await response?.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
