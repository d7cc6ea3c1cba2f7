import { keptPlanOf } from '../../../../test/support/kept-plan.js';
import { analyzeFilledTables } from './analyze-filled-tables.js';
import { IN_MEMORY, PgliteDatabase } from './pglite-database.js';

describe('analyzeFilledTables (after a seed)', () => {
  let db: PgliteDatabase;

  beforeAll(async () => {
    db = await PgliteDatabase.open(IN_MEMORY);
    await db.exec(`CREATE TABLE catalogue (id serial PRIMARY KEY, note text);
      CREATE TABLE carts (id serial PRIMARY KEY, note text);
      INSERT INTO catalogue (note) SELECT 'seeded' FROM generate_series(1, 300)`);
  });
  afterAll(async () => { await db.close(); });

  const reckoned = async (table: string) =>
    (await db.query<{ rows: number }>('SELECT reltuples AS rows FROM pg_class WHERE oid = $1::regclass', [table]))[0].rows;

  it('analyzes the tables that hold rows and leaves an empty one never analyzed', async () => {
    expect(await analyzeFilledTables(db)).toEqual(['public.catalogue']);
    expect(await reckoned('catalogue')).toBe(300);
    // -1: never analyzed (0 would say "empty", and the planner would believe it).
    expect(await reckoned('carts')).toBe(-1);
  });

  it('so a busy table the seed left empty is read by its key through the index, by the plan kept from its first requests', async () => {
    const byKey = 'SELECT note FROM carts WHERE id = $1';
    // Kept once seen twice (statement-plans.ts); PostgreSQL settles on a generic plan after five runs.
    for (let run = 0; run < 8; run++) await db.query(byKey, [run]);
    await db.exec(`INSERT INTO carts (note) SELECT repeat('x', 100) FROM generate_series(1, 5000)`);
    expect(await keptPlanOf(db, 'FROM carts WHERE id = $1')).toMatch(/Index Scan using carts_pkey/);
  });
});
