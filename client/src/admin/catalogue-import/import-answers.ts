/**
 * The catalogue import route's answers as the console reads them. contracts/admin/catalogue.ts
 * (branch i29-catalogue) is their source of truth; until it lands these readers accept the
 * plan's names (docs/operator-console.md) and their plain alternatives, in one place.
 */

/** A row the import refuses: its line in the file (1 is the header of a CSV) and why. */
export interface ImportProblem {
  line: number;
  reason: string;
}

/** The dry run's report: how many rows were read and every bad one. */
export interface ImportReport {
  rows: number;
  problems: ImportProblem[];
}

/** How far a started import is. */
export interface ImportProgress {
  done: number;
  total: number;
  state: 'running' | 'finished' | 'failed';
  message?: string;
}

type Answer = Record<string, unknown>;
type Listed = Record<string, unknown>;
const numberOf = (...values: unknown[]) => Number(values.find((value) => typeof value === 'number' || (typeof value === 'string' && value !== '')) ?? 0);

export function importReportOf(answer: Answer): ImportReport {
  const listed = (answer.errors ?? answer.problems ?? answer.badRows ?? []) as Listed[];
  const problems = listed.map((problem) => ({ line: numberOf(problem.line, problem.row), reason: [problem.reason, problem.message].find((text): text is string => typeof text === 'string') ?? '' }));
  return { rows: numberOf(answer.rows, answer.rowCount, answer.total), problems: problems.sort((a, b) => a.line - b.line) };
}

/** The started import's job, or undefined when the route did the whole import before answering. */
export const importJobOf = (answer: Answer): string | undefined => {
  const job = answer.jobId ?? (answer.job as Listed | undefined)?.id ?? answer.id;
  return typeof job === 'string' || typeof job === 'number' ? String(job) : undefined;
};

export function importProgressOf(answer: Answer): ImportProgress {
  const stated = answer.state ?? answer.status;
  const state = typeof stated === 'string' ? stated : '';
  const total = numberOf(answer.total, answer.rows);
  const done = numberOf(answer.done, answer.processed, answer.imported);
  const finished = ['done', 'finished', 'succeeded', 'completed'].includes(state) || answer.finished === true;
  const message = answer.message ?? answer.error;
  return { done: finished ? Math.max(done, total) : done, total, state: state === 'failed' ? 'failed' : finished ? 'finished' : 'running', message: typeof message === 'string' ? message : undefined };
}
