import type { ImportError, ImportJob, ImportReport } from '../../../../contracts/admin/catalogue-import';

/** A report's bad rows in the file's order (by line, then column), as the dry run's table lists them. */
export function problemsOf(report: ImportReport): ImportError[] {
  return [...report.errors].sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
}

/** How many rows of the file are bad (a row may have several errors, each listed). */
export const badRowCount = (errors: ImportError[]): number => new Set(errors.map((error) => error.line)).size;

/** A refusal's body when it is an import report (a run that found bad rows answers 400 with one). */
export function reportOfRefusal(body: unknown): ImportReport | undefined {
  const report = body as Partial<ImportReport> | null;
  return report && Array.isArray(report.errors) && typeof report.rows === 'number' ? (report as ImportReport) : undefined;
}

/** How far a running import is, in percent of its rows (0 while the total is not known yet). */
export const percentOf = (job: Pick<ImportJob, 'done' | 'total'>): number => (job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0);

/** A job that will not move any more. */
export const isOver = (job: Pick<ImportJob, 'state'>): boolean => job.state === 'done' || job.state === 'failed';
