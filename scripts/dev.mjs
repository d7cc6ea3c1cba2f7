// npm run dev: the server recompiled by tsc --watch and restarted by node --watch on :3000, and
// Vite's dev server on :5173 with hot reload, proxying /api, /gateway and /media to :3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, SERVER_ENTRY } from './lib/build-state.mjs';
import { run } from './lib/run.mjs';

// One full build first: node --watch needs the entry file, and the SQL migrations are copied only here.
if ((await run(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')])) !== 0) process.exit(1);

const children = [
  [process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--watch', '--preserveWatchOutput']],
  [process.execPath, ['--watch', SERVER_ENTRY]],
  [process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--config', 'client/vite.config.ts']],
].map(([command, args]) => spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env }));

console.log('Shop with hot reload: http://localhost:5173 (API and engine on http://localhost:3000)');

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// When one part dies the others are of no use on their own.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
