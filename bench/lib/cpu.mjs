// Server and load generator on different cores, so the load generator does not steal the
// server's CPU and the figures measure the server. Without taskset (macOS, minimal images)
// everything still runs, unpinned, and the report says so.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

const tasksetWorks = (() => {
  const probe = spawnSync('taskset', ['-c', String(SERVER_CORE), 'true'], { stdio: 'ignore' });
  return probe.status === 0;
})();

/** true when the two processes can be given a core each. */
export const pinning = tasksetWorks && availableParallelism() >= 2;

/** [command, args] that runs command on `core` when pinning is possible, as-is otherwise. */
export function onCore(core, command, args) {
  return pinning ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/**
 * Moves every thread of a running process to `core`. The real server seeds unpinned (seeding
 * is a product figure and may use every core), then serves the load pinned like the baselines.
 */
export function pinRunningProcess(pid, core) {
  if (!pinning) return false;
  return spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' }).status === 0;
}

/** The machine's busy and total CPU time so far (all cores), from /proc/stat; null where there is none. */
function machineCpu() {
  try {
    // cpu  user nice system idle iowait irq softirq steal ...
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    return { busy: total - ticks[3] - ticks[4], total };
  } catch {
    return null;
  }
}

/**
 * Waits until the whole machine has been under `busyShare` busy over `windowMs` (the server's
 * own work after seeding or a load section, the garbage collector, any other process), at most
 * `timeoutMs`. Answers the milliseconds waited, or null where it cannot tell (no /proc).
 */
export async function waitUntilIdle({ busyShare = 0.1, windowMs = 2000, timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  let before = machineCpu();
  if (before === null) return null;
  while (performance.now() - started < timeoutMs) {
    await new Promise((resolve) => { setTimeout(resolve, windowMs); });
    const after = machineCpu();
    if (after === null) return null;
    const total = after.total - before.total;
    if (total > 0 && (after.busy - before.busy) / total < busyShare) break;
    before = after;
  }
  return Math.round(performance.now() - started);
}

/** CPU seconds (user + system) a process has used so far, from /proc; NaN where it cannot tell. */
export function processCpuSeconds(pid) {
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in
    // USER_HZ ticks, which Linux fixes at 100 a second for /proc.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
