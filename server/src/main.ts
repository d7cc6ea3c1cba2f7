import { startApp } from './bootstrap.js';
import { createLogger } from './common/logger.js';
import { ConfigError, loadConfig } from './config/load-config.js';

// Gives in-flight requests this long to finish after SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

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
  const { app, url } = await startApp(config, logger);
  logger.info({ url, engine: config.embeddedEngine ? 'embedded' : config.gatewayUrl }, 'Vitrin is listening');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => { logger.error('shutdown took too long'); process.exit(1); }, SHUTDOWN_GRACE_MS).unref();
    // Stops accepting, waits for in-flight requests, then closes the database (module hooks).
    await app.close();
    logger.info('stopped');
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Vitrin failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
