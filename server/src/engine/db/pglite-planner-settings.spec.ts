import { IN_MEMORY, PgliteDatabase } from './pglite-database.js';

describe('the embedded database plans as for pages in memory', () => {
  let db: PgliteDatabase;
  beforeAll(async () => { db = await PgliteDatabase.open(IN_MEMORY); });
  afterAll(async () => { await db.close(); });

  it('finds a key of a table two pages long through its index, not by reading the table whole', async () => {
    await db.exec(`CREATE TABLE lines (id serial PRIMARY KEY, note text);
      INSERT INTO lines (note) SELECT repeat('x', 60) FROM generate_series(1, 150);
      ANALYZE lines`);
    const [{ pages }] = await db.query<{ pages: number }>("SELECT relpages AS pages FROM pg_class WHERE relname = 'lines'");
    expect(pages).toBe(2);
    const plan = (await db.query<{ 'QUERY PLAN': string }>('EXPLAIN SELECT note FROM lines WHERE id = 7')).map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using lines_pkey/);
  });
});
