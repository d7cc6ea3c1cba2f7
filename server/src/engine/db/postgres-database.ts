import { TransactionAbortedError } from '@electric-sql/pglite';
import pg from 'pg';
import { committedTransaction, openedTransaction, type Database, type Queryable, type TransactionOptions } from './database.js';
import { StatementPlans } from './statement-plans.js';
import { isTransactionConflict, TRANSACTION_ATTEMPTS } from './transaction-conflict.js';

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

/** What node-postgres's connection records of the named statements it has parsed (name to text). */
type ParsedStatements = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * A transaction's first statement as one Query that carries its BEGIN: `BEGIN; EXECUTE plan(...)`,
 * one trip to the server where BEGIN alone and then the statement took two (a cart change: three
 * trips instead of four). Only for a statement this connection has already parsed under its
 * plan's name (EXECUTE reaches a protocol-level prepared statement, PostgreSQL keeps one
 * namespace for both), and whose values all have a literal form: each is then read by its
 * parameter type's input function, as Bind's text is. Not with a Date: node-postgres writes those
 * in local time, a literal in UTC. undefined otherwise: BEGIN goes alone.
 */
function openingQuery(client: pg.PoolClient, plans: StatementPlans, sql: string, params?: readonly unknown[]): string | undefined {
  if (params?.some((value) => value instanceof Date)) return undefined;
  const planned = plans.planned(sql, params);
  if (!planned || (client as ParsedStatements).connection?.parsedStatements?.[planned.name] !== sql) return undefined;
  return `BEGIN; ${planned.sql}`;
}

/** A Query of several statements answers each one's result: the rows are the last one's. */
const lastRows = (result: pg.QueryResult | pg.QueryResult[]): unknown[] => (Array.isArray(result) ? result[result.length - 1] : result).rows as unknown[];

/**
 * The transaction's statements on its connection. BEGIN goes with the first of them, and a
 * transaction that runs none sends nothing; `open.begun` says whether it has gone.
 */
function transactionOn(client: pg.PoolClient, plans: StatementPlans, literals: boolean, open: { begun: boolean }): Queryable {
  const begin = async (opening: string | undefined): Promise<unknown[] | undefined> => {
    open.begun = true;
    if (opening) return lastRows(await client.query(opening) as pg.QueryResult | pg.QueryResult[]);
    await client.query('BEGIN');
    return undefined;
  };
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      if (!open.begun) {
        const rows = await begin(literals ? openingQuery(client, plans, sql, params) : undefined);
        if (rows) return rows as T[];
      }
      return (await client.query(statementOf(plans, sql, params))).rows as T[];
    },
    exec: async (sql: string) => {
      if (open.begun) await client.query(sql);
      else await begin(`BEGIN; ${sql}`);
    },
  };
}

const SCHEMA_LOCK_ID = 7_318_003;

/** PostgreSQL through a node-postgres pool, every connection pinned to the configured schema. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;

  private readonly plans = new StatementPlans();

  /** `literals`: values may be written as quoted literals (standard_conforming_strings: a quote is doubled and nothing else). */
  private constructor(private readonly pool: pg.Pool, private readonly literals: boolean) {}

  static async open(connectionString: string, schema: string): Promise<PostgresDatabase> {
    const setup = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    await setup.connect();
    let conforming = false;
    try {
      // Instances starting together on a new schema: CREATE SCHEMA IF NOT EXISTS at once can both try to create it.
      await setup.query('BEGIN');
      await setup.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await setup.query('COMMIT');
      conforming = (await setup.query<{ standard_conforming_strings: string }>('SHOW standard_conforming_strings')).rows[0]?.standard_conforming_strings === 'on';
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
    return new PostgresDatabase(pool, conforming);
  }

  async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return (await this.pool.query(statementOf(this.plans, sql, params))).rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const attempts = options.retry === false ? 1 : TRANSACTION_ATTEMPTS;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactionOnce(work);
      } catch (error) {
        if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      }
    }
  }

  private async transactionOnce<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const open = { begun: false };
    const scope = openedTransaction(transactionOn(client, this.plans, this.literals, open));
    let result: T;
    try {
      result = await work(scope);
      // A transaction one of whose statements failed (its error caught) is rolled back by COMMIT,
      // which PostgreSQL answers without an error: an error here, as on PGlite, never a success.
      if (open.begun && (await client.query('COMMIT')).command === 'ROLLBACK') throw new TransactionAbortedError();
    } catch (error) {
      if (open.begun) await client.query('ROLLBACK').catch(() => undefined);
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
