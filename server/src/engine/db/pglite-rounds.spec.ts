import { TransactionAbortedError, type PGlite } from '@electric-sql/pglite';
import { IN_MEMORY, PgliteDatabase } from './pglite-database.js';

/**
 * The embedded database's statements go to PGlite as protocol messages of our own (pglite-rounds.ts)
 * and its transactions send BEGIN with their first statement: what PGlite's query(), exec() and
 * transaction() promised must still hold.
 */
describe('statements and transactions of the embedded database, in as few trips as the protocol allows (issue 28 item 4)', () => {
  let db: PgliteDatabase;
  /** PGlite's own query() on the same database, as the reading to match. */
  let pgliteOwn: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
  const count = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM thing'))[0].n);

  beforeAll(async () => {
    db = await PgliteDatabase.open(IN_MEMORY);
    pgliteOwn = (sql, params) => (db as unknown as { pg: PGlite }).pg.query(sql, params);
    await db.exec('CREATE TABLE thing (id serial PRIMARY KEY, name text UNIQUE, tags text[], detail jsonb, at timestamptz, raw bytea, flag boolean)');
  });
  afterAll(async () => { await db.close(); });
  beforeEach(async () => { await db.exec('TRUNCATE thing'); });

  it('writes a value of each kind as its parameter type reads it, on a first run (unprepared) and after (a kept plan)', async () => {
    const insert = 'INSERT INTO thing (name, tags, detail, at, raw, flag) VALUES ($1, $2, $3, $4, $5, $6) RETURNING tags, detail, at, raw, flag';
    const values = ["O'Neil; saat", ['a"b', 'ç'], { list: [1, 2], text: 'ş' }, new Date('2026-12-03T10:00:00Z'), Buffer.from([0, 255]), false];
    for (const name of ["O'Neil; saat", 'second', 'third']) {
      const [row] = await db.query<Record<string, unknown>>(insert, [name, ...values.slice(1)]);
      expect(row).toEqual({ tags: ['a"b', 'ç'], detail: { list: [1, 2], text: 'ş' }, at: new Date('2026-12-03T10:00:00Z'), raw: new Uint8Array([0, 255]), flag: false });
    }
    expect(await db.query('SELECT name FROM thing WHERE name = $1 AND flag = $2', ["O'Neil; saat", false])).toEqual([{ name: "O'Neil; saat" }]);
  });

  it('keeps every statement of a transaction that throws out, its first one too (the BEGIN went with it)', async () => {
    await expect(db.transaction(async (tx) => {
      await tx.query('INSERT INTO thing (name) VALUES ($1)', ['first']);
      await tx.query("INSERT INTO thing (name) VALUES ('second')");
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(await count()).toBe(0);
  });

  it('keeps out a transaction whose first statement is unprepared with values, or a script', async () => {
    await expect(db.transaction(async (tx) => {
      await tx.query('INSERT INTO thing (name, flag) VALUES ($1, $2)', ['only once', true]);
      throw new Error('refused');
    })).rejects.toThrow('refused');
    await expect(db.transaction(async (tx) => {
      await tx.exec("INSERT INTO thing (name) VALUES ('a'); INSERT INTO thing (name) VALUES ('b')");
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(await count()).toBe(0);
  });

  it('commits what a transaction wrote and answers what its work answered', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO thing (name) VALUES ($1)', ['kept']);
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM thing'))[0].n;
    });
    expect(answer).toBe(1);
    expect(await count()).toBe(1);
  });

  it('refuses the commit of a transaction one of whose statements failed, even with its error caught, and keeps nothing of it', async () => {
    await db.query('INSERT INTO thing (name) VALUES ($1)', ['taken']);
    await expect(db.transaction(async (tx) => {
      await tx.query('INSERT INTO thing (name) VALUES ($1)', ['new']);
      await tx.query('INSERT INTO thing (name) VALUES ($1)', ['taken']).catch((error: { code?: string }) => expect(error.code).toBe('23505'));
    })).rejects.toBeInstanceOf(TransactionAbortedError);
    expect(await db.query('SELECT name FROM thing')).toEqual([{ name: 'taken' }]);
  });

  it('answers a database error with its SQLSTATE, and the next statement runs as usual', async () => {
    await expect(db.query('SELECT * FROM no_such_table WHERE id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    await expect(db.query('SELECT nothing FROM')).rejects.toMatchObject({ code: '42601' });
    expect(await db.query<{ one: number }>('SELECT $1::int AS one', [1])).toEqual([{ one: 1 }]);
  });

  it('reads every column of many rows as PGlite\'s own query() reads them: nulls, numbers, arrays, JSON, Turkish text', async () => {
    await db.exec("INSERT INTO thing (name, tags, detail, flag) SELECT 'ürün ' || n, ARRAY['ç' || n, NULL], jsonb_build_object('n', n), n % 2 = 0 FROM generate_series(1, 40) n");
    const sql = 'SELECT id, name, tags, detail, at, flag, id * 1.5 AS half, id::bigint AS big, ARRAY[id, NULL] AS ids FROM thing WHERE id > $1 ORDER BY id';
    for (let run = 0; run < 3; run += 1) {
      const ours = await db.query(sql, [0]);
      expect(ours).toHaveLength(40);
      expect(ours).toEqual((await pgliteOwn(sql, [0])).rows);
    }
  });

  it('reads an answer larger than one of the pieces PGlite hands its bytes over in', async () => {
    const [{ text }] = await db.query<{ text: string }>("SELECT repeat('ş€', 120000) || $1 AS text", ['.']);
    expect(text).toHaveLength(240_001);
    expect(text.startsWith('ş€ş€') && text.endsWith('ş€.')).toBe(true);
  });

  it('keeps what PostgreSQL says of a refused write: message, detail, constraint and table', async () => {
    await db.query('INSERT INTO thing (name) VALUES ($1)', ['taken']);
    await expect(db.query('INSERT INTO thing (name) VALUES ($1)', ['taken'])).rejects.toMatchObject({
      code: '23505', message: 'duplicate key value violates unique constraint "thing_name_key"', detail: 'Key (name)=(taken) already exists.',
      constraint: 'thing_name_key', table: 'thing', severity: 'ERROR',
    });
  });

  it('runs statements of one transaction started side by side, each with its own values', async () => {
    await db.transaction(async (tx) => {
      const names = Array.from({ length: 6 }, (_, index) => `side ${index}`);
      const rows = await Promise.all(names.map((name, index) => tx.query<{ name: string }>(`INSERT INTO thing (name, tags) VALUES ($1, $2) RETURNING name /* ${index % 2} */`, [name, [name]])));
      expect(rows.map(([row]) => row.name)).toEqual(names);
    });
    expect(await count()).toBe(6);
  });

  it('runs a statement outside a transaction after the open one ends, never inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    let inserted = () => {};
    const didInsert = new Promise<void>((resolve) => { inserted = resolve; });
    const open = db.transaction(async (tx) => {
      await tx.query('INSERT INTO thing (name) VALUES ($1)', ['inside']);
      inserted();
      await held;
      throw new Error('rolled back');
    });
    await didInsert;
    const outside = count();
    release();
    await expect(open).rejects.toThrow('rolled back');
    expect(await outside).toBe(0);
  });
});
