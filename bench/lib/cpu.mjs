// Server and load generator on different cores, so the load generator does not steal the
// server's CPU and the figures measure the server. Without taskset (macOS, minimal images)
// everything still runs, unpinned, and the report says so.
import { spawnSync } from 'node:child_process';
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
