import type { AppConfig } from '../../config/app-config.js';
import type { Database } from './database.js';
import { PgliteDatabase } from './pglite-database.js';
import { PostgresDatabase } from './postgres-database.js';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl
    ? PostgresDatabase.open(config.databaseUrl, config.databaseSchema)
    : PgliteDatabase.open(config.dataDir);
}
