import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

/** Folder of the versioned SQL migrations (copied beside the compiled JS by the build). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A migration file: NNNN_name.sql, applied in version order, once. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file)).sort();
  return Promise.all(files.map(async (file) => ({
    version: Number(file.slice(0, 4)),
    name: file.slice(5, -4),
    sql: await readFile(path.join(dir, file), 'utf8'),
  })));
}

// Several instances may start together on one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK_ID = 7_318_004;

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction.
 * The same files run on PGlite and PostgreSQL. Answers the versions it applied.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<number[]> {
  const pending = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    // Under the lock: two CREATE TABLE IF NOT EXISTS at once can both try to create it.
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const applied: number[] = [];
    for (const migration of pending) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
