import { IN_MEMORY, PgliteDatabase } from './pglite-database.js';
import { literalOf, StatementPlans } from './statement-plans.js';

describe('statement plans of the embedded database (issue 28: a kept plan instead of planning each run)', () => {
  it('writes each value as the text a Bind message carries, quoted; values without one run unprepared', () => {
    expect(literalOf(null)).toBe('NULL');
    expect(literalOf(12)).toBe("'12'");
    expect(literalOf(true)).toBe("'t'");
    expect(literalOf("O'Neil \\ saat")).toBe("'O''Neil \\ saat'");
    expect(literalOf(new Date('2026-11-29T10:00:00Z'))).toBe("'2026-11-29T10:00:00.000Z'");
    expect(literalOf([1, null, 3])).toBe("'{1,NULL,3}'");
    expect(literalOf(['a"b', "c'd", 'e\\f'])).toBe(`'{"a\\"b","c''d","e\\\\f"}'`);
    expect(literalOf({ json: true })).toBeUndefined();
    expect(literalOf(Buffer.from('x'))).toBeUndefined();
    expect(literalOf('nul\0')).toBeUndefined();
  });

  it('prepares a statement on its second run, once, and never one that runs without values', () => {
    const plans = new StatementPlans();
    expect(plans.toPrepare('SELECT $1', [1])).toBeUndefined();
    const plan = plans.toPrepare('SELECT $1', [1]);
    expect(plan).toEqual({ name: 'vitrin_plan_1', sql: 'PREPARE vitrin_plan_1 AS SELECT $1' });
    expect(plans.toPrepare('SELECT $1', [1])).toBeUndefined();
    expect(plans.planned('SELECT $1', [1])).toBeUndefined();
    plans.prepared('SELECT $1', plan!.name);
    expect(plans.planned('SELECT $1', [7])).toEqual({ name: 'vitrin_plan_1', sql: "EXECUTE vitrin_plan_1('7')" });
    expect(plans.planned('SELECT $1', [{ not: 'literal' }])).toBeUndefined();
    expect(plans.toPrepare('SELECT 1', [])).toBeUndefined();
    expect(plans.toPrepare('SELECT 1', [])).toBeUndefined();
    expect(plans.toPrepare('SELECT $1; DROP TABLE thing', [1])).toBeUndefined();
    expect(plans.toPrepare('SELECT $1; DROP TABLE thing', [1])).toBeUndefined();
  });

  it('names a statement for PostgreSQL from its second run, the same name after, and none without values', () => {
    const plans = new StatementPlans();
    expect(plans.nameFor('SELECT $1', [1])).toBeUndefined();
    expect(plans.nameFor('SELECT $1', [2])).toBe('vitrin_plan_1');
    expect(plans.nameFor('SELECT $1', [3])).toBe('vitrin_plan_1');
    expect(plans.nameFor('SELECT $1 + 1', [1])).toBeUndefined();
    expect(plans.nameFor('SELECT $1 + 1', [1])).toBe('vitrin_plan_2');
    for (let run = 0; run < 3; run += 1) expect(plans.nameFor('SELECT 1', [])).toBeUndefined();
    for (let run = 0; run < 3; run += 1) expect(plans.nameFor('SELECT $1; SELECT 2', [1])).toBeUndefined();
  });

  it('names at most 256 texts: statements built from values do not fill the server session', () => {
    const plans = new StatementPlans();
    const texts = Array.from({ length: 300 }, (_, index) => `SELECT $1 + ${index}`);
    for (const text of texts) plans.nameFor(text, [1]);
    const named = texts.map((text) => plans.nameFor(text, [1])).filter(Boolean);
    expect(named).toHaveLength(256);
  });

  describe('on PGlite', () => {
    let db: PgliteDatabase;
    beforeAll(async () => {
      db = await PgliteDatabase.open(IN_MEMORY);
      await db.exec(`CREATE TABLE thing (id serial PRIMARY KEY, name text NOT NULL UNIQUE, tags text[] NOT NULL DEFAULT '{}', at timestamptz, ok boolean, price numeric(12,2));
        INSERT INTO thing (name, tags, at, ok, price) VALUES ('Saat', '{kol,çelik}', '2026-01-01T00:00:00Z', true, 10.5), ('O''Neil', '{}', NULL, false, 0)`);
    });
    afterAll(async () => { await db.close(); });

    const read = `SELECT id, name, tags, at, ok, price FROM thing
      WHERE (name = $1 OR $1 IS NULL) AND ($2::text[] IS NULL OR tags && $2) AND ($3::boolean IS NULL OR ok = $3) AND ($4::timestamptz IS NULL OR at >= $4) ORDER BY id`;
    const cases: unknown[][] = [
      ['Saat', null, null, null], ["O'Neil", null, false, null], [null, ['çelik', 'x"y'], null, null], [null, null, true, new Date('2025-12-31T00:00:00Z')], ['nobody \\ here', [], null, null],
    ];

    it('answers the same rows, of the same types, for every kind of value, before and after the plan is kept', async () => {
      const first = await Promise.all(cases.map((params) => db.query(read, params)));
      for (let run = 0; run < 6; run += 1) expect(await Promise.all(cases.map((params) => db.query(read, params)))).toEqual(first);
      expect(first[0]).toEqual([expect.objectContaining({ name: 'Saat', tags: ['kol', 'çelik'], ok: true, at: new Date('2026-01-01T00:00:00Z') })]);
      expect(first[1]).toEqual([expect.objectContaining({ name: "O'Neil" })]);
      expect(first[2].map((row) => row.name)).toEqual(['Saat']);
      expect(first[4]).toEqual([]);
      expect((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM pg_prepared_statements'))[0].n).not.toBe('0');
    });

    it('in a transaction: a kept plan runs there, a refusal fails only as the statement itself would, and a rollback leaves the plan', async () => {
      const insert = 'INSERT INTO thing (name) VALUES ($1) RETURNING id';
      for (const name of ['a', 'b', 'c']) await db.transaction((tx) => tx.query(insert, [name]));
      await expect(db.transaction((tx) => tx.query(insert, ['a']))).rejects.toMatchObject({ code: '23505' });
      await expect(db.transaction(async (tx) => { await tx.query(insert, ['d']); throw new Error('changed my mind'); })).rejects.toThrow('changed my mind');
      expect((await db.query<{ name: string }>('SELECT name FROM thing WHERE name = ANY($1) ORDER BY name', [['a', 'b', 'c', 'd']])).map((row) => row.name)).toEqual(['a', 'b', 'c']);
      const again = await db.transaction((tx) => tx.query<{ id: number }>(insert, ['e']));
      expect(again).toEqual([{ id: expect.any(Number) }]);
    });

    it('a statement without values (simple query protocol) answers the types the extended protocol does; a text of two statements is still refused', async () => {
      const all = 'SELECT id, name, tags, at, ok, price, count(*) OVER () AS total FROM thing WHERE id <= 2 ORDER BY id';
      const byValue = await db.query(`${all.replace('id <= 2', 'id <= $1')}`, [2]);
      expect(await db.query(all)).toEqual(byValue);
      expect(await db.transaction((tx) => tx.query(all))).toEqual(byValue);
      await expect(db.query('SELECT 1; DELETE FROM thing')).rejects.toThrow(/multiple commands|cannot insert multiple/);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM thing'))[0].n).toBeGreaterThan(0);
    });

    const listedAfterCall = 'SELECT name FROM thing WHERE id = $1 AND true';
    it('a statement that cannot be prepared still runs, inside a transaction too; two statements in one text stay refused', async () => {
      const twice = 'SELECT $1::int + 1 AS n; SELECT 2';
      for (let run = 0; run < 3; run += 1) await expect(db.transaction((tx) => tx.query(twice, [1]))).rejects.toThrow(/multiple commands|cannot insert multiple/);
      // PREPARE takes no CALL: its refusal inside the savepoint leaves the caller's transaction whole.
      await db.exec('CREATE PROCEDURE touch(x int) LANGUAGE sql AS $$ UPDATE thing SET price = price WHERE id = x $$');
      for (let run = 0; run < 3; run += 1) {
        expect(await db.transaction(async (tx) => { await tx.query('CALL touch($1)', [1]); return tx.query(listedAfterCall, [1]); })).toEqual([{ name: 'Saat' }]);
      }
      const listed = 'SELECT name FROM thing WHERE id = $1';
      for (let run = 0; run < 3; run += 1) expect(await db.transaction((tx) => tx.query(listed, [1]))).toEqual([{ name: 'Saat' }]);
    });
  });
});
