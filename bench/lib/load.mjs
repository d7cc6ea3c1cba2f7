// Runs one measured round of load (bench/load-worker.mjs) on the load core. A separate process,
// not autocannon in the bench itself, because a process cannot be pinned apart from its children.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_CORE, onCore } from './cpu.mjs';
import { spawnTracked, stopChild } from './children.mjs';

const WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../load-worker.mjs');

export async function runLoad({ url, route, connections, warmupSeconds, seconds }) {
  const input = { url: `${url}${route.path}`, method: route.method, headers: route.headers, body: route.body, connections, warmupSeconds, seconds };
  const [command, args] = onCore(LOAD_CORE, process.execPath, [WORKER, JSON.stringify(input)]);
  const child = spawnTracked(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  // autocannon stops on its own; this bound only catches a worker that hangs.
  const limitMs = (warmupSeconds + seconds + 30) * 1000;
  const timer = setTimeout(() => void stopChild(child, 2000), limitMs);
  // 'close', not 'exit': only then has all of stdout arrived.
  const [code, signal] = await new Promise((resolve) => child.once('close', (...result) => resolve(result)));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`load worker for ${input.url} failed (${signal ?? `exit ${code}`})`);
  return JSON.parse(output);
}
