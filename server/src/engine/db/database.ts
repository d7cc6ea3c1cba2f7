/**
 * The engine's one door to its database: PGlite (embedded) and PostgreSQL answer through the
 * same small interface, so queries and migrations are written once.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and answers its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Which engine answers: for logs and the few places PGlite and PostgreSQL differ. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Answers when the database takes queries (readiness). */
  ping(): Promise<void>;
  /** Closes connections; the data stays on disk. */
  close(): Promise<void>;
}

/** Injection token of the engine's Database. */
export const DATABASE = Symbol('DATABASE');
