// The local PostgreSQL for the search figures on a second database: a fresh schema per run,
// dropped at the end (also when the bench is interrupted). Only a server on 127.0.0.1 is used.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/build-state.mjs';
import { atExit } from './children.mjs';
import { HOST } from './net.mjs';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL || `postgres://postgres@${HOST}:5432/test`;

function checkLocal(url) {
  const { hostname } = new URL(url);
  if (hostname !== HOST) throw new Error(`BENCH_DATABASE_URL must point at ${HOST}, not ${hostname}`);
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, statement_timeout: 60_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const dropSql = (schema) => `DROP SCHEMA IF EXISTS "${schema}" CASCADE`;

/**
 * Runs work({ url, schema }) on a new empty schema bench_<random> and drops it afterwards. Throws
 * before creating anything when PostgreSQL does not answer.
 */
export async function withFreshSchema(work, url = POSTGRES_URL) {
  checkLocal(url);
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await withClient(url, (client) => client.query(`CREATE SCHEMA "${schema}"`));
  // Synchronous last resort for process.exit() and signals: a child node drops the schema.
  const script = `import('pg').then(async ({ default: pg }) => { const c = new pg.Client(${JSON.stringify({ connectionString: url, connectionTimeoutMillis: 5000 })}); await c.connect(); await c.query(${JSON.stringify(dropSql(schema))}); await c.end(); })`;
  const forget = atExit(() => spawnSync(process.execPath, ['-e', script], { cwd: ROOT, stdio: 'ignore', timeout: 15_000 }));
  try {
    return await work({ url, schema });
  } finally {
    await withClient(url, (client) => client.query(dropSql(schema)));
    forget();
  }
}
