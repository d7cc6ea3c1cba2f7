// Server and load generator on different cores, so the load generator does not steal the
// server's CPU and the figures measure the server. Without taskset (macOS, minimal images)
// everything still runs, unpinned, and the report says so.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export const SERVER_CORE = 0;
// The kernel's clock ticks per second for /proc CPU times (USER_HZ): 100 on Linux.
const CLOCK_TICKS_PER_S = 100;
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

/** CPU seconds a process has used so far (user + system, all threads), from /proc; null where there is no /proc. */
function cpuSeconds(pid) {
  try {
    // Fields after the command name, which may hold spaces: state is field 3, utime 14 and stime 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}

/**
 * Waits until the process has used under `busyShare` of one core over `windowMs` (its work after
 * seeding, such as index building and the garbage collector, is done), at most `timeoutMs`.
 * Answers the milliseconds waited, or null where it cannot tell (no /proc).
 */
export async function waitUntilIdle(pid, { busyShare = 0.05, windowMs = 2000, timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  let before = cpuSeconds(pid);
  if (before === null) return null;
  while (performance.now() - started < timeoutMs) {
    await new Promise((resolve) => { setTimeout(resolve, windowMs); });
    const after = cpuSeconds(pid);
    if (after === null) return null;
    if ((after - before) * 1000 < busyShare * windowMs) break;
    before = after;
  }
  return Math.round(performance.now() - started);
}
