import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { seedIfEmpty } from '../seed/seed-if-empty.js';
import type { Database } from './database.js';
import { migrate } from './migrator.js';
import { openDatabase } from './open-database.js';
import { IN_MEMORY, pgliteExists } from './pglite-database.js';

type DatabaseConfig = Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'dataSnapshot' | 'seedProducts' | 'seedDemoMembers'>;

/** Opens the engine's database, applies the migrations it lacks and seeds the demo catalogue when it is empty (and the demo member under SEED_DEMO_MEMBERS). */
export async function prepareDatabase(config: DatabaseConfig, logger: Logger): Promise<Database> {
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied, database: db.kind }, 'migrations applied');
  await seedIfEmpty(db, config.seedProducts, logger, config.seedDemoMembers);
  return db;
}

/**
 * Whether a short-lived process should prepare the database before the server opens it: the
 * first start of the embedded database seeds, which takes several hundred MB that the server
 * would keep (PGlite's WebAssembly memory never shrinks, and freed heap is not all given back),
 * so it is done where the memory goes back to the OS at exit. A database in memory lives only in
 * the process that opened it; one already created (a restart) has nothing big left to do.
 */
export function preparesApart(config: DatabaseConfig & Pick<AppConfig, 'embeddedEngine'>): boolean {
  return config.embeddedEngine && config.seedProducts > 0 && !config.databaseUrl && config.dataDir !== IN_MEMORY && !pgliteExists(config.dataDir);
}
