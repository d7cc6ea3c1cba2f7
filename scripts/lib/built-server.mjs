// The compiled server for scripts that use the engine directly (search:zero-results, seed:scale):
// builds it first when it is missing or older than its sources.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, serverIsStale } from './build-state.mjs';
import { run } from './run.mjs';

/** Answers load(file): imports a module of the built server by its path under server/src ("config/load-config.js"). */
export async function builtServer() {
  if (serverIsStale()) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    if ((await run(npm, ['run', '--silent', 'build:server'])) !== 0) process.exit(1);
  }
  return (file) => import(pathToFileURL(path.join(DIST, 'server/server/src', file)).href);
}
