// Every process the bench starts goes through here, so none outlives the bench: a crash, an
// exception or Ctrl-C would otherwise leave a server holding a port and a core.
import { spawn } from 'node:child_process';

const live = new Set();
const cleanups = new Set();

/** A synchronous cleanup (e.g. removing a temp dir) for when the bench is killed; returns its remover. */
export function atExit(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** spawn() that remembers the child until it exits. */
export function spawnTracked(command, args, options = {}) {
  const child = spawn(command, args, options);
  live.add(child);
  child.once('exit', () => live.delete(child));
  // A failed spawn emits 'error' instead of 'exit'; without a listener it would crash the bench.
  child.once('error', () => live.delete(child));
  return child;
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Resolves with { code, signal } when the child exits (at once if it already has). */
export function exited(child) {
  if (hasExited(child)) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** SIGTERM first so servers can close their database; SIGKILL when they take longer than graceMs. */
export async function stopChild(child, graceMs = 10_000) {
  if (hasExited(child)) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => { if (!hasExited(child)) child.kill('SIGKILL'); }, graceMs);
  await exited(child);
  clearTimeout(timer);
}

export async function stopAll(graceMs) {
  await Promise.all([...live].map((child) => stopChild(child, graceMs)));
}

// Last resort for paths that skip the finally blocks: process.exit() and signals.
// Only synchronous work is possible in 'exit', hence SIGKILL.
function killAllNow() {
  for (const child of live) {
    try { child.kill('SIGKILL'); } catch { /* already gone */ }
  }
  for (const cleanup of cleanups) {
    try { cleanup(); } catch { /* best effort on the way out */ }
  }
}
process.once('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    process.stderr.write(`\nbench: ${signal}, stopping child processes\n`);
    killAllNow();
    process.exit(130);
  });
}
