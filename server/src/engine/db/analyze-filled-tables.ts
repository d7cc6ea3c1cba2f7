import type { Queryable } from './database.js';

/**
 * ANALYZE of the current schema's tables that hold rows, after a bulk write (a seed). A table
 * no one has written yet is left unanalyzed: analyzed, it would be recorded as empty, and the
 * planner trusts that for the plans the engine keeps (statement-plans.ts), so a busy table (the
 * carts, the orders) would be read by whole-table scans until its next ANALYZE. Never analyzed,
 * PostgreSQL reckons a small table at ten pages, where a key finds its row by the index.
 */
export async function analyzeFilledTables(db: Queryable): Promise<string[]> {
  const tables = await db.query<{ table: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS "table"
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema()
      ORDER BY c.relname`);
  const filled: string[] = [];
  for (const { table } of tables) {
    const [{ rows }] = await db.query<{ rows: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS rows`);
    if (rows) filled.push(table);
  }
  if (filled.length) await db.exec(`ANALYZE ${filled.join(', ')}`);
  return filled;
}
