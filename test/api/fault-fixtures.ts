import { appendFileSync } from 'node:fs';
import { until } from '../support/until.js';

/**
 * What every fault-injection scenario (issue 17 item 4) checks and records: a refusal is a clean
 * JSON error with the expected message and no trace of the server's insides, and the route
 * answers again within 5 s of the fault ending. With FAULT_REPORT=<file> each recovery is
 * appended there as a JSON line {scenario, run, recoveryMs} for the bench to print.
 */

/** Each scenario runs this many times, in a row, against the same app. */
export const RUNS = [1, 2, 3];

/** The bound: the route answers again within this long of the fault ending. */
export const RECOVERY_LIMIT_MS = 5_000;

/** Text of a server's insides: stack frames, error class names, file paths, internal modules. */
const INSIDES = [/\bat [\w.<>]+ \(/, /\n\s+at /, /\b\w*Error: /, /node:internal/, /\.(?:js|ts|mjs):\d+/, /\/srv\//, /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE/];

/** The insides a body's text shows, if any (none expected in any answer). */
export function insidesOf(text: string): string[] {
  return INSIDES.filter((pattern) => pattern.test(text)).map(String);
}

interface Answer {
  status: number;
  text: string;
  body: unknown;
  headers: Record<string, unknown>;
}

/** A refusal as the shopper's browser must get it: 4xx/5xx, the JSON envelope, `message` word for word, nothing of the insides. */
export function expectCleanFailure(answer: Answer, message: string | RegExp): void {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
  expect(answer.body).toMatchObject({ isSuccess: false, status: answer.status });
  const said = (answer.body as { message: string }).message;
  if (typeof message === 'string') expect(said).toBe(message);
  else expect(said).toMatch(message);
  expect(insidesOf(answer.text)).toEqual([]);
}

/**
 * Polls `healthy` from the moment the fault ended until it says yes; fails when it has not
 * within RECOVERY_LIMIT_MS. Records the time.
 */
export async function recovery(scenario: string, run: number, faultEndedAt: number, healthy: () => Promise<boolean>): Promise<number> {
  await until(healthy, faultEndedAt + RECOVERY_LIMIT_MS, () => `${scenario} (run ${run}): not recovered ${RECOVERY_LIMIT_MS} ms after the fault ended`);
  const recoveryMs = Date.now() - faultEndedAt;
  expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
  const report = process.env.FAULT_REPORT;
  if (report) appendFileSync(report, `${JSON.stringify({ scenario, run, recoveryMs })}\n`);
  return recoveryMs;
}
