import { spawn } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import type { Logger } from 'pino';
import { startApp } from './bootstrap.js';
import { createLogger } from './common/logger.js';
import type { AppConfig } from './config/app-config.js';
import { demoWarnings } from './config/demo-warnings.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import { prepareDatabase, preparesApart } from './engine/db/prepare-database.js';

// Gives in-flight requests this long to finish after SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

/** Argument of the short-lived run that migrates and seeds the database, then exits. */
const PREPARE_DATABASE = '--prepare-database';

/** Runs this entry again with PREPARE_DATABASE and waits for it (prepare-database.ts says why). */
function prepareInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1], PREPARE_DATABASE], { stdio: 'inherit', env: process.env });
  // A stop asked for while it runs stops it too: no orphan left seeding.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward).on('SIGINT', forward);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`))));
  }).finally(() => { process.off('SIGTERM', forward).off('SIGINT', forward); });
}

/** Resolves once the log lines written so far are out: an exit right after would lose them. */
function flushed(logger: Logger): Promise<void> {
  return new Promise<void>((resolve) => logger.flush(() => resolve()));
}

async function prepareOnly(config: AppConfig, logger: Logger): Promise<void> {
  const db = await prepareDatabase(config, logger);
  await db.close();
  logger.info({ pid: process.pid }, 'database prepared');
  await flushed(logger);
}

/**
 * One full collection once the app is up. Building the catalogue and search indexes leaves
 * ~40 MB of garbage and grows V8's young generation to its 32 MB limit; V8 gives neither back
 * while the shop is idle (no allocation, so no collection), so a shop at rest would hold its
 * start-up peak. The inspector's collection (an in-process session: no port is opened) is the
 * one that also shrinks the young generation, which `global.gc` does not. Takes ~50 ms, once.
 */
async function collectStartupGarbage(logger: Logger): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.collectGarbage');
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'start-up garbage collection failed');
  } finally {
    session.disconnect();
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (process.argv.includes(PREPARE_DATABASE)) return prepareOnly(config, logger);
  const warnings = demoWarnings(config);
  for (const warning of warnings) logger.warn(warning);
  // Written now, not with the next 4 KB of log lines: the operator reads it at the start.
  if (warnings.length) logger.flush();
  if (preparesApart(config)) await prepareInChildProcess();
  const { app, url } = await startApp(config, logger);
  if (config.engineOnly) logger.info({ url, redis: Boolean(config.redisUrl) }, 'Vitrin engine-only is listening (no storefront): point the storefronts\' GATEWAY_URL at its /gateway');
  else logger.info({ url, engine: config.embeddedEngine ? 'embedded' : config.gatewayUrl, redis: Boolean(config.redisUrl) }, 'Vitrin is listening');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => { logger.error('shutdown took too long'); process.exit(1); }, SHUTDOWN_GRACE_MS).unref();
    try {
      // Stops accepting, waits for in-flight requests, then closes the database (module hooks).
      await app.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      await flushed(logger);
      process.exit(1);
    }
    logger.info('stopped');
    await flushed(logger);
    process.exit(0);
  };
  // Before anything else is awaited: the server answers from the moment it listens, so a stop
  // may be asked for at once, and without these it would end the process with no clean close.
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await collectStartupGarbage(logger);
}

main().catch((error) => {
  process.stderr.write(`Vitrin failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
