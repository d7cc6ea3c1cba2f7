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

export interface TransactionOptions {
  /**
   * false: the work calls outside the database before it commits (a charge at the bank), and a
   * second run would do that again. A conflict then ends it with the database's error.
   */
  retry?: boolean;
}

export interface Database extends Queryable {
  /** Which engine answers: for logs and the few places PGlite and PostgreSQL differ. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. When
   * PostgreSQL ends it in a deadlock or a serialisation failure, `work` runs again from the start
   * (transaction-conflict.ts), so it must do nothing outside the database before the commit
   * (afterCommit, the outbox) — unless `retry: false` says it does (the bank is asked inside).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Answers when the database takes queries (readiness). */
  ping(): Promise<void>;
  /** Closes connections; the data stays on disk. */
  close(): Promise<void>;
}

const afterCommitWork = new WeakMap<Queryable, (() => void)[]>();

/**
 * Runs `then` once the transaction `tx` has committed, and never if it rolls back: for what lives
 * outside the database and must follow only committed data (the in-memory indexes). When `tx`
 * is not a transaction (the database itself), what it wrote is already committed: `then` runs now.
 */
export function afterCommit(tx: Queryable, then: () => void): void {
  const queue = afterCommitWork.get(tx);
  if (queue) queue.push(then);
  else then();
}

/** For Database implementations: `tx` is a transaction, whose afterCommit work waits for its commit. */
export function openedTransaction<Q extends Queryable>(tx: Q): Q {
  afterCommitWork.set(tx, []);
  return tx;
}

/** For Database implementations: `tx` committed; its afterCommit work runs now. */
export function committedTransaction(tx: Queryable): void {
  const queue = afterCommitWork.get(tx) ?? [];
  afterCommitWork.delete(tx);
  for (const then of queue) then();
}

/** Injection token of the engine's Database. */
export const DATABASE = Symbol('DATABASE');
