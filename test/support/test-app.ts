import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApp, type RunningApp } from '../../server/src/bootstrap.js';
import { createLogger } from '../../server/src/common/logger.js';
import { loadConfig } from '../../server/src/config/load-config.js';
import { seededDatabase } from './data-snapshot.js';
import { forgetActivationCodes, outboxTableCodes, readActivationCodes } from './activation-codes.js';

/**
 * The machine's PostgreSQL, for suites that need one even in the embedded pass (several
 * instances, a database to cut off): the suite's DATABASE_URL, else CI's TEST_API_POSTGRES_URL,
 * else the local default. `||`, not `??`: the embedded pass sets DATABASE_URL to ''.
 */
export const TEST_POSTGRES_URL = process.env.DATABASE_URL || process.env.TEST_API_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The machine's Redis (CI has one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** The API suites' bot-check difficulty (production's is ALTCHA_MAX_NUMBER's default). */
export const TEST_ALTCHA_MAX_NUMBER = 5_000;

/** Products the API suites seed: enough for every flag and page rule, quick to create. */
export const TEST_SEED_PRODUCTS = 400;

// What the embedded pass's seeded database was made with: a suite that changes any of these seeds its own.
const SEED_SETTINGS = ['DATA_DIR', 'DATABASE_URL', 'SEED_PRODUCTS', 'SEED_DEMO_MEMBERS', 'NODE_ENV'];

export interface TestApp extends RunningApp {
  /** Which database the engine runs on in this suite. */
  database: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Starts the real app on a free port with a fresh database: in-memory PGlite by default, a new
 * schema on the PostgreSQL of DATABASE_URL when that is set (CI runs the suite both ways), and the
 * gateway transport of GATEWAY_TRANSPORT (in process by default).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `vitrin_test_${randomBytes(6).toString('hex')}`;
  const loaded = loadConfig({
    // TEST_LOG_LEVEL=error prints the server's own account of an unexpected 500 while a flaky failure
    // is hunted. On CI it is the default: a test that failed once and passed on its retry is then
    // explained in the log (its stack beside the first try's error), at the price of the fault
    // suites' ~100 expected error lines.
    PORT: '0', HOST: '127.0.0.1', DATA_DIR: ':memory:', SEED_PRODUCTS: String(TEST_SEED_PRODUCTS), LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? (process.env.CI ? 'error' : 'silent'),
    // A stand-in SPA shell: API suites check the server-filled <head>, not the built client.
    CLIENT_DIR: fileURLToPath(new URL('./fixtures/client', import.meta.url)),
    NODE_ENV: 'test', ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    // The storefront's way to its engine for the whole run (npm test's PostgreSQL pass runs over HTTP, issue 28).
    ...(process.env.GATEWAY_TRANSPORT ? { GATEWAY_TRANSPORT: process.env.GATEWAY_TRANSPORT } : {}),
    // An easy bot-check puzzle: suites solve it in Node, one number at a time. A production app
    // keeps the production puzzle (test/api/hardening.api-spec.ts proves its difficulty).
    ...(env.NODE_ENV === 'production' ? {} : { ALTCHA_MAX_NUMBER: String(TEST_ALTCHA_MAX_NUMBER) }),
    ...env,
  });
  const seededAlike = !databaseUrl && !SEED_SETTINGS.some((name) => name in env);
  const config = seededAlike ? { ...loaded, dataSnapshot: await seededDatabase(loaded) } : loaded;
  const running = await startApp(config, createLogger(config.logLevel));
  if (config.embeddedEngine) readActivationCodes(running.url, outboxTableCodes(running.app));
  return {
    ...running,
    database: databaseUrl ? 'postgres' : 'pglite',
    async close() {
      forgetActivationCodes(running.url);
      await running.app.close();
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    },
  };
}
