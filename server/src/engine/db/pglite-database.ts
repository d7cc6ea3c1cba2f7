import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, TransactionAbortedError } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { committedTransaction, openedTransaction, type Database, type Queryable } from './database.js';
import { PgliteRounds } from './pglite-rounds.js';
import { StatementPlans } from './statement-plans.js';

/** Value of DATA_DIR that keeps the database in memory (tests). */
export const IN_MEMORY = ':memory:';

/**
 * PGlite's memory is WebAssembly memory, which grows and never shrinks: Postgres's default 128 MB
 * of shared buffers (twice the demo database) and 64 MB for index builds would stay resident for
 * the life of the process once touched. The catalogue's hot answers are kept in the engine's own
 * indexes, so with the demo's 2,000 products a small buffer cache costs little: 4 MB (issue 28
 * item 5) holds the engine's busy pages (cart lines, stock checks), and its resident WebAssembly
 * memory at rest is 19 MB against 30 MB at 16 MB of buffers.
 */
const MEMORY_SETTINGS = ['-c', 'maintenance_work_mem=16MB', '-c', 'work_mem=4MB'];

/**
 * The embedded database reads every page through the same file calls, from memory or the
 * operating system's cache: a page read out of order costs what the next one costs, not the
 * four times PostgreSQL reckons for a spinning disk. At 4 the planner reads a table of a few
 * pages whole rather than look up its key, and a kept plan holds to that while a busy table grows
 * (the carts' lines churn to dozens of pages of dead rows between two vacuums): the cart's keys
 * forced through their indexes took its round trip from 126-131 to 148-162 sequences a second
 * (issue 28 item 4). 1.1 is the usual setting for data on SSDs or in memory.
 */
export const PLANNER_SETTINGS = ['-c', 'random_page_cost=1.1'];

/**
 * A larger catalogue needs a larger cache: every page not in it is read through the WebAssembly
 * file system, tens of microseconds a page. At 100,000 products (a 350 MB database) the operator
 * console's filtered product list read ~1,600 pages a request at 4 MB of buffers (175 ms of CPU
 * for a name word, 46 ms for unpublished products); at 64 MB the pages its indexes lead to stay
 * cached (a whole-table read never does: catalogue-admin/product-list.ts), issue 29 item 6. So the
 * buffers are a quarter of the database, from 4 to 64 MB: pages become resident only when read,
 * so a small shop keeps its small footprint.
 */
export const SHARED_BUFFERS = { leastMb: 4, mostMb: 64, shareOfDatabase: 1 / 4 } as const;
/** Bytes a product takes in the database with its variants, prices, stock and indexes (350 MB at 100,000). */
const BYTES_PER_PRODUCT = 3_500;

/** The shared buffers for a database of `bytes`, in whole megabytes. */
export function sharedBuffersMb(bytes: number): number {
  const mb = Math.round((bytes * SHARED_BUFFERS.shareOfDatabase) / 2 ** 20);
  return Math.min(SHARED_BUFFERS.mostMb, Math.max(SHARED_BUFFERS.leastMb, mb));
}

/**
 * A dumped database's bytes as the Blob PGlite's loadDataDir takes, handed over as they were read:
 * Node 20's Blob.arrayBuffer copies its content in 64 kB pieces and joins them, a quarter of the
 * time PGlite took to open an API suite's 45 MB snapshot. PGlite reads a dump by arrayBuffer()
 * alone (its type says it is not compressed).
 */
export class DumpBytes extends Blob {
  private readonly content: ArrayBuffer;

  /** `read` is a file's content as fs gives it: its own ArrayBuffer, never a shared one. */
  constructor(read: Buffer) {
    super([], { type: 'application/x-tar' });
    const whole = read.byteOffset === 0 && read.byteLength === read.buffer.byteLength;
    this.content = (whole ? read.buffer : new Uint8Array(read).buffer) as ArrayBuffer;
  }

  override arrayBuffer(): Promise<ArrayBuffer> { return Promise.resolve(this.content); }
}

/** Bytes of the files under `folder` (the database's tables and indexes), 0 when it is missing. */
async function folderBytes(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  let bytes = 0;
  for (const entry of entries) if (entry.isFile()) bytes += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  return bytes;
}

/** A transaction of PgliteDatabase: whether its BEGIN has been sent. */
interface OpenTransaction {
  begun: boolean;
}

/** `text` as a Query of transaction `tx` sends it: with the BEGIN when it is the first (marked sent from now). */
function openingText(tx: OpenTransaction | undefined, text: string): string {
  if (!tx || tx.begun) return text;
  tx.begun = true;
  return text ? `BEGIN; ${text}` : 'BEGIN';
}

/** The folder of the embedded database in DATA_DIR. */
const locationIn = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** Whether DATA_DIR already holds an embedded database (PG_VERSION is written when one is created). */
export function pgliteExists(dataDir: string): boolean {
  return existsSync(path.join(locationIn(dataDir), 'PG_VERSION'));
}

/** The embedded database: PGlite (PostgreSQL in wasm) in DATA_DIR/pglite, or in memory. */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  private readonly rounds: PgliteRounds;

  private constructor(private readonly pg: PGlite, private readonly plans?: StatementPlans) {
    this.rounds = new PgliteRounds(pg);
  }

  /**
   * Opens DATA_DIR's database; one in memory starts from `snapshot` (a dumpDataDir tar) when given.
   * Its buffer cache follows its size on disk, or for one about to be seeded, `seedProducts`'.
   */
  static async open(dataDir: string, snapshot?: string, seedProducts = 0): Promise<PgliteDatabase> {
    let location: string | undefined;
    let bytes = seedProducts * BYTES_PER_PRODUCT;
    if (dataDir !== IN_MEMORY) {
      location = locationIn(dataDir);
      await mkdir(location, { recursive: true });
      bytes = Math.max(bytes, await folderBytes(path.join(location, 'base')));
    }
    const settings = [...MEMORY_SETTINGS, ...PLANNER_SETTINGS, '-c', `shared_buffers=${sharedBuffersMb(bytes)}MB`];
    // Loading a dumped database skips initdb, the slowest part of creating one.
    const loadDataDir = location === undefined && snapshot ? new DumpBytes(await readFile(snapshot)) : undefined;
    const pg = await PGlite.create(location, { loadDataDir, extensions: { pg_trgm, unaccent }, startParams: [...PGlite.defaultStartParams, ...settings] });
    // Values are written as literals only where a quote is doubled and nothing else (statement-plans.ts).
    const [{ standard_conforming_strings: conforming }] = (await pg.query<{ standard_conforming_strings: string }>('SHOW standard_conforming_strings')).rows;
    return new PgliteDatabase(pg, conforming === 'on' ? new StatementPlans() : undefined);
  }

  /** Outside a transaction a statement waits for the open one, as PGlite's own calls do. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.pg._runExclusiveTransaction(() => this.run<T>(sql, params));
  }

  /**
   * Runs a statement, as EXECUTE of its kept plan once it has one (statement-plans.ts). A
   * statement without parameters goes by the simple query protocol, one trip through the
   * database where the extended protocol needs two (pglite-rounds.ts); its rows are read by the
   * same type parsers. Only for one statement: the protocol would run every statement of a text
   * (an EXECUTE's values are quoted literals, so a ';' in one is inside its quotes). In a
   * transaction `tx` not begun yet, the statement's Query carries the BEGIN.
   */
  private async run<T>(sql: string, params: readonly unknown[] | undefined, tx?: OpenTransaction): Promise<T[]> {
    const opening = (text: string) => openingText(tx, text);
    const toPrepare = this.plans?.toPrepare(sql, params);
    if (toPrepare) await this.prepare(sql, toPrepare, opening, tx !== undefined);
    const planned = this.plans?.planned(sql, params);
    if (planned) return this.rounds.simple<T>(opening(planned.sql));
    if (!params?.length && !sql.includes(';')) return this.rounds.simple<T>(opening(sql));
    if (tx && !tx.begun) await this.rounds.simple(opening(''));
    return this.rounds.extended<T>(sql, params ?? []);
  }

  /**
   * PREPARE, inside a savepoint in a transaction: a statement that cannot be prepared must not
   * fail the caller's transaction, which the statement itself would not have failed.
   */
  private async prepare(sql: string, plan: { name: string; sql: string }, opening: (text: string) => string, inTransaction: boolean): Promise<void> {
    if (inTransaction) {
      try {
        await this.rounds.simple(opening('SAVEPOINT vitrin_plan'));
      } catch {
        return this.plans!.postponed(sql);
      }
    }
    try {
      await this.rounds.simple(plan.sql);
      if (inTransaction) await this.rounds.simple('RELEASE SAVEPOINT vitrin_plan');
      this.plans!.prepared(sql, plan.name);
    } catch {
      if (inTransaction) await this.rounds.simple('ROLLBACK TO SAVEPOINT vitrin_plan; RELEASE SAVEPOINT vitrin_plan');
      this.plans!.refused(sql);
    }
  }

  /** The whole database as a tar, for DATA_SNAPSHOT. */
  async dump(): Promise<Blob> {
    return this.pg.dumpDataDir('none');
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  /**
   * BEGIN travels with the transaction's first statement, in its Query message, and a
   * transaction that ran none sends nothing: a cart change is then three trips through the
   * database (BEGIN with the cart row's lock, the change, COMMIT) where PGlite's transaction()
   * made eight. Holds PGlite's transaction lock throughout, as its transaction() does: one
   * transaction at a time never meets a deadlock, so there is nothing to run again (`retry`).
   */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const { result, scope } = await this.pg._runExclusiveTransaction(async () => {
      const open: OpenTransaction = { begun: false };
      const scope = openedTransaction<Queryable>({
        query: <R>(sql: string, params?: readonly unknown[]) => this.run<R>(sql, params, open),
        exec: async (sql: string) => { await this.rounds.simple(openingText(open, sql)); },
      });
      let result: T;
      try {
        result = await work(scope);
      } catch (error) {
        if (open.begun) await this.rounds.simple('ROLLBACK');
        throw error;
      }
      if (open.begun) await this.commit();
      return { result, scope };
    });
    // Once the lock is free: work after the commit may read the database.
    committedTransaction(scope);
    return result;
  }

  /** COMMIT; a transaction one of whose statements failed (its error caught) is rolled back instead, and that is an error, as in PGlite's transaction(). */
  private async commit(): Promise<void> {
    const { command } = await this.rounds.lastResult('COMMIT');
    if (command === 'ROLLBACK') throw new TransactionAbortedError();
  }

  async ping(): Promise<void> {
    await this.pg.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
