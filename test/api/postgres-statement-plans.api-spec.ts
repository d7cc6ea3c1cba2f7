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
});
