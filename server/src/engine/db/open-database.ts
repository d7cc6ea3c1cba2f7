import type { AppConfig } from '../../config/app-config.js';
import type { Database } from './database.js';
import { PgliteDatabase } from './pglite-database.js';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. node-postgres is
 * loaded only then: a shop on PGlite keeps its ~3 MB of heap and code out of memory.
 */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'dataSnapshot'> & Partial<Pick<AppConfig, 'seedProducts'>>): Promise<Database> {
  if (!config.databaseUrl) return PgliteDatabase.open(config.dataDir, config.dataSnapshot, config.seedProducts);
  const { PostgresDatabase } = await import('./postgres-database.js');
  return PostgresDatabase.open(config.databaseUrl, config.databaseSchema);
}
