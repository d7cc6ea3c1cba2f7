// Runs one measured round of load (bench/load-worker.mjs) on the load core. A separate process,
// not autocannon in the bench itself, because a process cannot be pinned apart from its children.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_CORE, onCore } from './cpu.mjs';
import { spawnTracked, stopChild } from './children.mjs';

const WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../load-worker.mjs');

export async function runLoad({ url, route, connections, warmupSeconds, seconds }) {
  const input = { url: `${url}${route.path}`, method: route.method, headers: route.headers, body: route.body, bodies: route.bodies, connections, warmupSeconds, seconds };
  // In a file: thousands of bodies are over the kernel's limit for one command-line argument.
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrin-load-'));
  const inputFile = path.join(dir, 'input.json');
  writeFileSync(inputFile, JSON.stringify(input));
  const [command, args] = onCore(LOAD_CORE, process.execPath, [WORKER, inputFile]);
  const child = spawnTracked(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  // autocannon stops on its own; this bound only catches a worker that hangs.
  const limitMs = (warmupSeconds + seconds + 30) * 1000;
  const timer = setTimeout(() => void stopChild(child, 2000), limitMs);
  // 'close', not 'exit': only then has all of stdout arrived.
  const [code, signal] = await new Promise((resolve) => child.once('close', (...result) => resolve(result)));
  clearTimeout(timer);
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`load worker for ${input.url} failed (${signal ?? `exit ${code}`})`);
  return JSON.parse(output);
}
