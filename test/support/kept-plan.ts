import type { Queryable } from '../../server/src/engine/db/database.js';

/**
 * The plan the engine's kept statement (statement-plans.ts) that reads `from` would run now, as
 * EXPLAIN prints it: whether PostgreSQL planned it again after a table's statistics changed.
 */
export async function keptPlanOf(db: Queryable, from: string): Promise<string> {
  const [{ name }] = await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement LIKE $1', [`%${from}%`]);
  return (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${name}(1)`)).map((row) => row['QUERY PLAN']).join('\n');
}
