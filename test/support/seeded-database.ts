import pino from 'pino';
import type { Database } from '../../server/src/engine/db/database.js';
import { migrate } from '../../server/src/engine/db/migrator.js';
import { IN_MEMORY, PgliteDatabase } from '../../server/src/engine/db/pglite-database.js';
import { seedIfEmpty } from '../../server/src/engine/seed/seed-if-empty.js';

/** An in-memory embedded database, migrated, with `products` demo products and the shop's starting data: for unit suites that read the real schema. */
export async function seededDatabase(products: number): Promise<Database> {
  const db = await PgliteDatabase.open(IN_MEMORY);
  await migrate(db);
  await seedIfEmpty(db, products, pino({ level: 'silent' }));
  return db;
}
