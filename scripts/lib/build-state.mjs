// What is built and whether it is older than its sources: shared by start and test.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Build output folder; VITRIN_DIST lets parallel work build and test side by side. */
export const DIST = path.resolve(ROOT, process.env.VITRIN_DIST || 'dist');
export const SERVER_ENTRY = path.join(DIST, 'server/server/src/main.js');
export const CLIENT_INDEX = path.join(DIST, 'client/index.html');

function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** true when the server build is missing or older than server/ or contracts/. */
export function serverIsStale() {
  const built = builtAt(SERVER_ENTRY);
  return built === 0 || Math.max(newestIn(path.join(ROOT, 'server/src')), newestIn(path.join(ROOT, 'contracts'))) > built;
}

/** true when the SPA build is missing or older than client/ or contracts/. */
export function clientIsStale() {
  const built = builtAt(CLIENT_INDEX);
  return built === 0 || Math.max(newestIn(path.join(ROOT, 'client')), newestIn(path.join(ROOT, 'contracts'))) > built;
}
