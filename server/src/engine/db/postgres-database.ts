import pg from 'pg';
import { committedTransaction, openedTransaction, type Database, type Queryable } from './database.js';
import { StatementPlans } from './statement-plans.js';

// bigint columns (minor-unit prices) as JS numbers: amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * A statement as node-postgres runs it: named once its text has run before (statement-plans.ts),
 * so PostgreSQL parses and plans it once per connection instead of on every run; the cart's
 * statements are the same few texts again and again (issue 28 item 4).
 */
const statementOf = (plans: StatementPlans, sql: string, params?: readonly unknown[]): pg.QueryConfig => {
  const name = plans.nameFor(sql, params);
  return { text: sql, values: params as unknown[] | undefined, ...(name ? { name } : {}) };
};

const wrapClient = (client: pg.PoolClient, plans: StatementPlans): Queryable => ({
  query: async <T>(sql: string, params?: readonly unknown[]) => (await client.query(statementOf(plans, sql, params))).rows as T[],
  exec: async (sql: string) => { await client.query(sql); },
});

const SCHEMA_LOCK_ID = 7_318_003;

/** PostgreSQL through a node-postgres pool, every connection pinned to the configured schema. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;

  private readonly plans = new StatementPlans();

  private constructor(private readonly pool: pg.Pool) {}

  static async open(connectionString: string, schema: string): Promise<PostgresDatabase> {
    const setup = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    await setup.connect();
    try {
      // Instances starting together on a new schema: CREATE SCHEMA IF NOT EXISTS at once can both try to create it.
      await setup.query('BEGIN');
      await setup.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await setup.query('COMMIT');
    } finally {
      await setup.end();
    }
    const pool = new pg.Pool({
      connectionString, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000,
      // Every connection starts in the engine's schema; extensions stay reachable in public.
      options: `-c search_path="${schema}",public`,
    });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    return new PostgresDatabase(pool);
  }

  async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return (await this.pool.query(statementOf(this.plans, sql, params))).rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const scope = openedTransaction(wrapClient(client, this.plans));
    let result: T;
    try {
      await client.query('BEGIN');
      result = await work(scope);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    // Outside the try: what follows the commit can never turn a committed transaction into a rollback.
    committedTransaction(scope);
    return result;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
