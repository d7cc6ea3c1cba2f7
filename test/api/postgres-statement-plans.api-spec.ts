import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresDatabase } from '../../server/src/engine/db/postgres-database.js';
import { TEST_POSTGRES_URL } from '../support/test-app.js';

/**
 * Issue 28 item 4: on PostgreSQL the engine's repeated statements are named, so the server
 * parses and plans each once per connection (the cart's few texts run on every request).
 */
describe('statement plans on PostgreSQL (issue 28 item 4)', () => {
  const schema = `vitrin_plans_${randomBytes(6).toString('hex')}`;
  let db: PostgresDatabase;

  beforeAll(async () => {
    db = await PostgresDatabase.open(TEST_POSTGRES_URL, schema);
    await db.exec(`CREATE TABLE thing (id serial PRIMARY KEY, name text NOT NULL, tags text[] NOT NULL DEFAULT '{}');
      INSERT INTO thing (name, tags) VALUES ('Saat', '{kol,çelik}'), ('O''Neil', '{}')`);
  });

  afterAll(async () => {
    await db.close();
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  const byName = 'SELECT id, name FROM thing WHERE name = $1';
  const preparedOn = (tx: { query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> }) =>
    tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements WHERE statement = $1', [byName]);

  it('runs a text unnamed the first time and as a kept plan from its second run, with the same answers', async () => {
    const seen = await db.transaction(async (tx) => {
      const first = await tx.query<{ name: string }>(byName, ['Saat']);
      const before = await preparedOn(tx);
      const second = await tx.query<{ name: string }>(byName, ["O'Neil"]);
      const third = await tx.query<{ name: string }>(byName, ['Saat']);
      return { answers: [first, second, third].map((rows) => rows.map((row) => row.name)), before, after: await preparedOn(tx) };
    });
    expect(seen.answers).toEqual([['Saat'], ["O'Neil"], ['Saat']]);
    expect(seen.before).toEqual([]);
    expect(seen.after).toEqual([{ statement: byName }]);
  });

  it('answers every connection of the pool alike, whether it has the plan yet or not', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) =>
      db.query<{ name: string }>(byName, [index % 2 ? 'Saat' : "O'Neil"])));
    expect(answers.map((rows) => rows.map((row) => row.name))).toEqual(Array.from({ length: 12 }, (_, index) => [index % 2 ? 'Saat' : "O'Neil"]));
  });

  it('never names a statement without values or with a second statement in its text', async () => {
    const found = await db.transaction(async (tx) => {
      for (let run = 0; run < 3; run += 1) await tx.query('SELECT count(*)::int AS n FROM thing');
      return tx.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%count(*)%'");
    });
    expect(found).toEqual([]);
  });

  /** The texts node-postgres is asked to send while `work` runs, in order (its own query, watched). */
  async function sentDuring<T>(work: () => Promise<T>): Promise<{ texts: string[]; result: T }> {
    const texts: string[] = [];
    const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = prototype.query;
    prototype.query = function watched(this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text?: string };
      texts.push(typeof config === 'string' ? config : config.text ?? '');
      return query.apply(this, args);
    };
    try {
      return { texts, result: await work() };
    } finally {
      prototype.query = query;
    }
  }

  it('sends BEGIN with a transaction\'s first statement once its connection keeps the plan, one trip for both, with the same answers', async () => {
    const byId = 'SELECT name, tags FROM thing WHERE id = $1 AND name <> $2';
    // Named from its second run; then run on every connection of the pool, so each has parsed it.
    await db.query(byId, [1, '']);
    await Promise.all(Array.from({ length: 20 }, () => db.query(byId, [1, ''])));
    const { texts, result } = await sentDuring(() => db.transaction(async (tx) => {
      const first = await tx.query<{ name: string; tags: string[] }>(byId, [1, "it's"]);
      const second = await tx.query<{ name: string; tags: string[] }>(byId, [1, "it's"]);
      return [first, second];
    }));
    expect(result).toEqual([[{ name: 'Saat', tags: ['kol', 'çelik'] }], [{ name: 'Saat', tags: ['kol', 'çelik'] }]]);
    expect(texts).toEqual([expect.stringMatching(/^BEGIN; EXECUTE vitrin_plan_\d+\('1', 'it''s'\)$/), byId, 'COMMIT']);
  });

  it('keeps out everything of a transaction whose BEGIN went with its first statement, when the work then fails', async () => {
    const rename = 'UPDATE thing SET name = $2 WHERE id = $1 RETURNING name';
    await db.query(rename, [2, "O'Neil"]);
    await Promise.all(Array.from({ length: 20 }, () => db.query(rename, [2, "O'Neil"])));
    const { texts } = await sentDuring(() => expect(db.transaction(async (tx) => {
      expect(await tx.query(rename, [2, 'Yeni'])).toEqual([{ name: 'Yeni' }]);
      throw new Error('refused');
    })).rejects.toThrow('refused'));
    expect(texts[0]).toMatch(/^BEGIN; EXECUTE /);
    expect(texts[texts.length - 1]).toBe('ROLLBACK');
    expect(await db.query('SELECT name FROM thing WHERE id = $1', [2])).toEqual([{ name: "O'Neil" }]);
  });

  it('sends BEGIN alone before a statement with a date (node-postgres writes it in local time) and sends nothing for a transaction that ran none', async () => {
    const since = 'SELECT count(*)::int AS n FROM thing WHERE $1::timestamptz < now()';
    for (let run = 0; run < 3; run += 1) await db.query(since, [new Date('2026-01-01T00:00:00Z')]);
    const dated = await sentDuring(() => db.transaction((tx) => tx.query(since, [new Date('2026-01-01T00:00:00Z')])));
    expect(dated.result).toEqual([{ n: 2 }]);
    expect(dated.texts).toEqual(['BEGIN', since, 'COMMIT']);
    const none = await sentDuring(() => db.transaction(async () => 'nothing ran'));
    expect(none).toEqual({ texts: [], result: 'nothing ran' });
  });
});
