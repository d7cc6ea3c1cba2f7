// npm start: builds what is missing or stale, then runs the one server process in the
// foreground, passing signals on so SIGTERM still means a graceful stop.
import { spawn } from 'node:child_process';
import { clientIsStale, ROOT, SERVER_ENTRY, serverIsStale } from './lib/build-state.mjs';
import { run } from './lib/run.mjs';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from './lib/server-env.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (serverIsStale()) {
  console.log('Building the server...');
  if ((await run(npm, ['run', '--silent', 'build:server'])) !== 0) process.exit(1);
}
if (clientIsStale()) {
  console.log('Building the shop (client)...');
  if ((await run(npm, ['run', '--silent', 'build:client'])) !== 0) process.exit(1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { cwd: ROOT, stdio: 'inherit', env: { ...SERVER_ENV_DEFAULTS, ...process.env } });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
