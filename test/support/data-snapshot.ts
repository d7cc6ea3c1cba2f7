import { closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { createLogger } from '../../server/src/common/logger.js';
import { PgliteDatabase } from '../../server/src/engine/db/pglite-database.js';
import { prepareDatabase } from '../../server/src/engine/db/prepare-database.js';
import { DATA_SNAPSHOT_DIR_ENV } from './data-snapshot.global-setup.js';
import { until } from './until.js';
import { writeFileWhole } from './write-whole.js';

/** Longest wait for another worker's seeding. */
const SEEDING_MS = 120_000;

/**
 * The embedded pass's seeded database: one in-memory database migrated and seeded as `config`
 * says, dumped once per run, which every suite's app then loads (DATA_SNAPSHOT) instead of
 * creating, migrating and seeding its own (PGlite's initdb alone took 4-10 s a suite on a busy
 * 2-core machine). The first worker to ask seeds it; the others wait for the file. Undefined
 * outside a Jest run with the global setup.
 */
export async function seededDatabase(config: AppConfig): Promise<string | undefined> {
  const dir = process.env[DATA_SNAPSHOT_DIR_ENV];
  if (!dir) return undefined;
  const file = path.join(dir, 'seeded.tar');
  if (existsSync(file)) return file;
  let lock: number;
  try {
    lock = openSync(path.join(dir, 'seeding'), 'wx');
  } catch {
    await until(async () => existsSync(file), Date.now() + SEEDING_MS, () => `another worker's seeded database did not appear in ${dir}`);
    return file;
  }
  closeSync(lock);
  const db = await prepareDatabase(config, createLogger('silent'));
  if (!(db instanceof PgliteDatabase)) throw new Error('the embedded pass opened no embedded database');
  const dump = Buffer.from(await (await db.dump()).arrayBuffer());
  await db.close();
  writeFileWhole(file, dump);
  return file;
}
