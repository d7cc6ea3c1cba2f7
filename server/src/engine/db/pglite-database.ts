import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Queryable } from './database.js';

/** Value of DATA_DIR that keeps the database in memory (tests). */
export const IN_MEMORY = ':memory:';

/**
 * PGlite's memory is WebAssembly memory, which grows and never shrinks: Postgres's default 128 MB
 * of shared buffers (twice the demo database) and 64 MB for index builds stay resident for the
 * life of the process. The catalogue's hot answers are kept in the engine's own indexes, so a
 * small buffer cache costs little: a page not in it is one read from the OS's file cache.
 * 16 MB (issue 12 item 6): the resident WebAssembly memory at rest after start with 2,000
 * products went from 48 MB (at 32 MB of buffers) to 30 MB.
 */
const MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB', '-c', 'work_mem=4MB'];

/** The folder of the embedded database in DATA_DIR. */
const locationIn = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** Whether DATA_DIR already holds an embedded database (PG_VERSION is written when one is created). */
export function pgliteExists(dataDir: string): boolean {
  return existsSync(path.join(locationIn(dataDir), 'PG_VERSION'));
}

const wrapTransaction = (tx: Transaction): Queryable => ({
  query: async <T>(sql: string, params?: readonly unknown[]) => (await tx.query<T>(sql, params as unknown[])).rows,
  exec: async (sql: string) => { await tx.exec(sql); },
});

/** The embedded database: PGlite (PostgreSQL in wasm) in DATA_DIR/pglite, or in memory. */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  private constructor(private readonly pg: PGlite) {}

  /** Opens DATA_DIR's database; one in memory starts from `snapshot` (a dumpDataDir tar) when given. */
  static async open(dataDir: string, snapshot?: string): Promise<PgliteDatabase> {
    let location: string | undefined;
    if (dataDir !== IN_MEMORY) {
      location = locationIn(dataDir);
      await mkdir(location, { recursive: true });
    }
    // Loading a dumped database skips initdb, the slowest part of creating one.
    const loadDataDir = location === undefined && snapshot ? new Blob([await readFile(snapshot)]) : undefined;
    const pg = await PGlite.create(location, { loadDataDir, extensions: { pg_trgm, unaccent }, startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS] });
    return new PgliteDatabase(pg);
  }

  async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return (await this.pg.query<T>(sql, params as unknown[])).rows;
  }

  /** The whole database as a tar, for DATA_SNAPSHOT. */
  async dump(): Promise<Blob> {
    return this.pg.dumpDataDir('none');
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => work(wrapTransaction(tx)));
  }

  async ping(): Promise<void> {
    await this.pg.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
