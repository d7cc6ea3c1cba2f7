// Starts a baseline server (bench/servers) on the server core and learns its port from the one
// line it prints, so no port has to be reserved in advance.
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { onCore, SERVER_CORE } from './cpu.mjs';
import { spawnTracked, stopChild } from './children.mjs';
import { HOST } from './net.mjs';

const SERVERS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../servers');
const START_TIMEOUT_MS = 20_000;

export const BASELINES = [
  { key: 'rawNode', label: 'raw Node http', script: 'raw-node.mjs' },
  { key: 'bareNest', label: 'bare Nest+Express', script: 'bare-nest.mjs' },
];

export async function startBaseline(baseline, fixtureFile) {
  const [command, args] = onCore(SERVER_CORE, process.execPath, [path.join(SERVERS, baseline.script), fixtureFile]);
  const child = spawnTracked(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => stopChild(child, 5000);
  try {
    const port = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${baseline.label} did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`${baseline.label} exited with code ${code} before listening`)); });
      createInterface({ input: child.stdout }).once('line', (line) => { clearTimeout(timer); resolve(JSON.parse(line).port); });
    });
    return { ...baseline, url: `http://${HOST}:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
