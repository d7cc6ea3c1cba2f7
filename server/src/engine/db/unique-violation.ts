/**
 * A write refused by a unique index (SQLSTATE 23505), as node-postgres and PGlite both report
 * it: two requests raced for one value and this one lost, which is an answer, not a fault.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
