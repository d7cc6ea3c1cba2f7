import type { Queryable } from '../db/database.js';

/** A column to fill and its PostgreSQL type, used as the cast of its parameter ("int", "text[]", "jsonb"). */
export type ColumnSpec = readonly [name: string, type: string];

// Column arrays: one parameter per column whatever the row count, so big batches stay cheap to
// parse on both PGlite and node-postgres (which caps a statement at 65535 parameters).
const UNNEST_BATCH_ROWS = 10_000;
// Row-by-row parameters: only for tables with array columns, which unnest would flatten.
const MAX_PARAMS = 30_000;

/**
 * Inserts `rows` (values in `columns` order) in a few large statements. Scalar-only tables go
 * through `INSERT ... SELECT FROM unnest(arrays)`; tables with array columns through multi-row VALUES.
 * `onConflict` ("ON CONFLICT (id) DO UPDATE SET ...") makes it an upsert (the console's writes, imports).
 */
export async function insertRows(db: Queryable, table: string, columns: readonly ColumnSpec[], rows: readonly (readonly unknown[])[], onConflict = ''): Promise<number> {
  if (rows.length === 0) return 0;
  const names = columns.map(([name]) => name).join(', ');
  if (columns.some(([, type]) => type.endsWith('[]'))) {
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
    for (let start = 0; start < rows.length; start += perStatement) {
      const batch = rows.slice(start, start + perStatement);
      const params: unknown[] = [];
      const tuples = batch.map((row) => `(${columns.map(([, type], i) => { params.push(row[i]); return `$${params.length}::${type}`; }).join(', ')})`);
      await db.query(`INSERT INTO ${table} (${names}) VALUES ${tuples.join(', ')} ${onConflict}`, params);
    }
    return rows.length;
  }
  for (let start = 0; start < rows.length; start += UNNEST_BATCH_ROWS) {
    const batch = rows.slice(start, start + UNNEST_BATCH_ROWS);
    const arrays = columns.map((_, i) => batch.map((row) => row[i]));
    const casts = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    await db.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${casts}) ${onConflict}`, arrays);
  }
  return rows.length;
}
