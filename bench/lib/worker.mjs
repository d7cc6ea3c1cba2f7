// Runs a measuring script of bench/ as a child on the load core (a process cannot be pinned apart
// from its own children), its input in a JSON file (bodies and cookies outgrow a command line),
// and answers the JSON it prints as its last line.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTracked, stopChild } from './children.mjs';
import { LOAD_CORE, onCore } from './cpu.mjs';

const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs bench/<script> with `input`; a worker still running after limitMs is stopped and the call fails. */
export async function runWorker(script, input, limitMs) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrin-worker-'));
  const file = path.join(dir, 'input.json');
  writeFileSync(file, JSON.stringify(input));
  const [command, args] = onCore(LOAD_CORE, process.execPath, [path.join(BENCH, script), file]);
  const child = spawnTracked(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  const timer = setTimeout(() => void stopChild(child, 2000), limitMs);
  // 'close', not 'exit': only then has all of stdout arrived.
  const [code, signal] = await new Promise((resolve) => child.once('close', (...result) => resolve(result)));
  clearTimeout(timer);
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`${script} failed (${signal ?? `exit ${code}`})`);
  return JSON.parse(output.trim().split('\n').at(-1));
}
