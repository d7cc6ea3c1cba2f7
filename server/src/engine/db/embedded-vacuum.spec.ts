import { jest } from '@jest/globals';
import { pino } from 'pino';
import { keptPlanOf } from '../../../../test/support/kept-plan.js';
import type { Database } from './database.js';
import { EmbeddedVacuum, VACUUM_PASS_MS, VACUUM_RULE } from './embedded-vacuum.js';
import { IN_MEMORY, PgliteDatabase } from './pglite-database.js';

const silent = pino({ level: 'silent' });

/** Writes `rows` rows into `table` and deletes them: `rows` dead rows, none live. */
async function churn(db: Database, table: string, rows = 2_000): Promise<void> {
  await db.exec(`INSERT INTO ${table} (note) SELECT repeat('x', 100) FROM generate_series(1, ${rows}); DELETE FROM ${table}`);
}

async function pages(db: Database, table: string): Promise<number> {
  const [{ bytes }] = await db.query<{ bytes: number }>('SELECT pg_relation_size($1::regclass) AS bytes', [table]);
  return bytes / 8192;
}

/** The table's counts as the statistics hold them once every pending count is flushed. */
async function stats(db: Database, table: string): Promise<{ dead: number; vacuumed: boolean }> {
  await db.query('SELECT pg_stat_force_next_flush()');
  const [row] = await db.query<{ dead: number; vacuumed: boolean }>(
    'SELECT n_dead_tup AS dead, last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relid = $1::regclass', [table]);
  return row;
}

describe('EmbeddedVacuum (the embedded database has no autovacuum)', () => {
  let db: Database;
  let vacuum: EmbeddedVacuum;
  let tables = 0;
  /** A new table, `rows` rows in it (one database for the suite: each test its own tables). */
  async function table(name: string, rows = 0): Promise<string> {
    const named = `${name}_${++tables}`;
    await db.exec(`CREATE TABLE ${named} (id serial PRIMARY KEY, note text)`);
    if (rows) await db.exec(`INSERT INTO ${named} (note) SELECT 'kept' FROM generate_series(1, ${rows})`);
    return named;
  }

  beforeAll(async () => { db = await PgliteDatabase.open(IN_MEMORY); });
  afterAll(async () => { await db.close(); });
  beforeEach(() => { vacuum = new EmbeddedVacuum(db, silent); });
  afterEach(async () => { await vacuum.onApplicationShutdown(); });

  it('vacuums a churned table: its dead rows are gone', async () => {
    const churned = await table('churned');
    await churn(db, churned);
    expect((await stats(db, churned)).dead).toBe(2_000);

    expect((await vacuum.pass()).vacuumed).toContain(`public.${churned}`);
    expect(await stats(db, churned)).toEqual({ dead: 0, vacuumed: true });
  });

  it('leaves alone a table that did not churn', async () => {
    const quiet = await table('quiet', 500);
    await churn(db, await table('churned'));
    expect((await vacuum.pass()).vacuumed).not.toContain(`public.${quiet}`);
    expect(await stats(db, quiet)).toEqual({ dead: 0, vacuumed: false });
  });

  it('quotes a table name that needs quotes', async () => {
    const odd = '"Odd ""name"""';
    await db.exec(`CREATE TABLE ${odd} (id serial PRIMARY KEY, note text)`);
    await churn(db, odd);
    expect((await vacuum.pass()).vacuumed).toContain(`public.${odd}`);
    expect((await stats(db, odd)).vacuumed).toBe(true);
  });

  it('keeps a table that churns at its size, which grows with every churn without a pass', async () => {
    const [unvacuumed, churned] = [await table('unvacuumed'), await table('churned')];
    const grown: number[] = [];
    for (let round = 0; round < 5; round++) {
      await churn(db, unvacuumed);
      grown.push(await pages(db, unvacuumed));
    }
    const kept: number[] = [];
    for (let round = 0; round < 5; round++) {
      await churn(db, churned);
      kept.push(await pages(db, churned));
      await vacuum.pass();
    }
    expect(grown[4]).toBeGreaterThanOrEqual(4 * grown[0]);
    expect(kept[4]).toBeLessThanOrEqual(kept[0]);
  });

  it('vacuums a table whose oldest unfrozen transaction is past the freeze age, churned or not', async () => {
    const quiet = await table('quiet', 500);
    for (let write = 0; write < 3; write++) await db.query(`INSERT INTO ${quiet} (note) VALUES ('later')`);
    expect((await vacuum.pass()).vacuumed).not.toContain(`public.${quiet}`);
    expect((await vacuum.pass({ ...VACUUM_RULE, freezeMaxAge: 1 })).vacuumed).toContain(`public.${quiet}`);
  });

  it('analyzes a table that grew past the analyze rule, and not one that did not', async () => {
    const [grown, still] = [await table('grown'), await table('still', 1_000)];
    // The inserts' counts reach the statistics first: the ANALYZE then starts both tables from nothing written.
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.exec(`ANALYZE ${grown}; ANALYZE ${still}`);
    await db.exec(`INSERT INTO ${grown} (note) SELECT 'new' FROM generate_series(1, 51)`);
    // 50 plus a tenth of its 1,000 rows: 150 rows are not enough.
    await db.exec(`INSERT INTO ${still} (note) SELECT 'new' FROM generate_series(1, 150)`);

    const { vacuumed, analyzed } = await vacuum.pass();
    expect(analyzed).toContain(`public.${grown}`);
    expect(analyzed).not.toContain(`public.${still}`);
    expect(vacuumed).not.toContain(`public.${grown}`);
    const [{ rows }] = await db.query<{ rows: number }>('SELECT reltuples AS rows FROM pg_class WHERE oid = $1::regclass', [grown]);
    expect(rows).toBe(51);
  });

  it('does not list pg_statistic, whose rows every ANALYZE rewrites and which ANALYZE passes over', async () => {
    const wide = await table('wide', 200);
    await db.exec(`ALTER TABLE ${wide} ${Array.from({ length: 30 }, (_, column) => `ADD COLUMN c${column} int DEFAULT ${column}`).join(', ')}`);
    for (let run = 0; run < 10; run++) await db.exec(`ANALYZE ${wide}`);
    await db.query('SELECT pg_stat_force_next_flush()');
    const [{ written }] = await db.query<{ written: number }>("SELECT n_mod_since_analyze AS written FROM pg_stat_all_tables WHERE relid = 'pg_catalog.pg_statistic'::regclass");
    expect(written).toBeGreaterThan(300);
    expect((await vacuum.pass()).analyzed).not.toContain('pg_catalog.pg_statistic');
  });

  it('has a kept plan made when a table was small planned again once it grew: a key finds its row by the index', async () => {
    const orders = await table('orders');
    // Analyzed while empty (as seeds did before analyze-filled-tables.ts, or a table emptied since).
    await db.exec(`ANALYZE ${orders}`);
    const byKey = `SELECT note FROM ${orders} WHERE id = $1`;
    // Kept once seen twice (statement-plans.ts); PostgreSQL settles on a generic plan after five runs.
    for (let run = 0; run < 8; run++) await db.query(byKey, [run]);
    const plan = () => keptPlanOf(db, `FROM ${orders} WHERE id = $1`);
    await db.exec(`INSERT INTO ${orders} (note) SELECT repeat('x', 100) FROM generate_series(1, 5000)`);
    expect(await plan()).toMatch(/Seq Scan/);

    expect((await vacuum.pass()).analyzed).toContain(`public.${orders}`);
    expect(await plan()).toMatch(/Index Scan using \w+_pkey/);
  });

  it('waits for an open transaction before it vacuums', async () => {
    const [churned, written] = [await table('churned'), await table('written')];
    await churn(db, churned);
    const order: string[] = [];
    let release!: () => void;
    const open = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${written} (note) VALUES ('in transaction')`);
      await new Promise<void>((resolve) => { release = resolve; });
      order.push('commit');
    });
    const pass = vacuum.pass().then(() => order.push('pass'));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([open, pass]);
    expect(order).toEqual(['commit', 'pass']);
    expect((await stats(db, churned)).vacuumed).toBe(true);
  });

  it('starts a pass every VACUUM_PASS_MS, never over one still running, none after shutdown', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask', 'performance'] });
    const query = jest.spyOn(db, 'query');
    try {
      const passes = () => query.mock.calls.filter(([sql]) => sql.includes('pg_stat_force_next_flush')).length;
      vacuum.onApplicationBootstrap();
      jest.advanceTimersByTime(VACUUM_PASS_MS);
      expect(passes()).toBe(1);
      // The first pass still waits for the database: the next turn skips.
      jest.advanceTimersByTime(VACUUM_PASS_MS);
      expect(passes()).toBe(1);
      await vacuum.onApplicationShutdown();
      jest.advanceTimersByTime(3 * VACUUM_PASS_MS);
      expect(passes()).toBe(1);
    } finally {
      query.mockRestore();
      jest.useRealTimers();
    }
  });
});

describe('EmbeddedVacuum on PostgreSQL', () => {
  it('does nothing: PostgreSQL runs its own autovacuum', async () => {
    const statements: string[] = [];
    const record = async (sql: string) => { statements.push(sql); return []; };
    const postgres = { kind: 'postgres', query: record, exec: record } as unknown as Database;
    const vacuum = new EmbeddedVacuum(postgres, silent);

    vacuum.onApplicationBootstrap();
    expect(await vacuum.pass()).toEqual({ vacuumed: [], analyzed: [] });
    await vacuum.onApplicationShutdown();
    expect(statements).toEqual([]);
  });
});
