/**
 * A transaction PostgreSQL ended to break a deadlock (SQLSTATE 40P01) or because it could not be
 * serialised (40001). Nothing it wrote stayed: run from the start again, it meets the other
 * transaction's result instead of its locks. PostgreSQL's own advice is to retry such a transaction.
 */
export function isTransactionConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error.code === '40P01' || error.code === '40001');
}

/** Runs of one transaction at most, the first included: a conflict three times over is an answer to give, not to hide. */
export const TRANSACTION_ATTEMPTS = 3;
