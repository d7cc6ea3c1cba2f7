// Debian's Chromium for Lighthouse, started by the bench itself (not by a launcher library) so it
// is tracked like every other child: its whole process group is killed on stop, failure or exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atExit, exited, spawnTracked } from './children.mjs';
import { freePort, HOST, waitForOk } from './net.mjs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// The flags the project's browser tests use (../shared/PLATFORM-NOTES.md).
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const START_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;

function killGroup(pid, signal) {
  try { process.kill(-pid, signal); } catch { /* group already gone */ }
}

/** Starts Chromium with remote debugging on 127.0.0.1; resolves { port, stop }. */
export async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'vitrin-bench-chromium-'));
  const port = await freePort();
  const args = [...CHROME_FLAGS, `--remote-debugging-address=${HOST}`, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'];
  // detached: its own process group, so renderers and the GPU/zygote helpers go with it.
  const child = spawnTracked(CHROME_PATH, args, { detached: true, stdio: 'ignore' });
  const forget = atExit(() => { killGroup(child.pid, 'SIGKILL'); rmSync(profile, { recursive: true, force: true }); });
  let gone = null;
  exited(child).then(({ code, signal }) => { gone = signal ?? `exit code ${code}`; });
  const stop = async () => {
    if (!gone) {
      killGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), STOP_GRACE_MS);
      await exited(child);
      clearTimeout(timer);
    }
    killGroup(child.pid, 'SIGKILL');
    rmSync(profile, { recursive: true, force: true });
    forget();
  };
  try {
    await waitForOk(`http://${HOST}:${port}/json/version`, { timeoutMs: START_TIMEOUT_MS, gaveUp: () => gone });
  } catch (error) {
    await stop();
    throw new Error(`${CHROME_PATH} did not start: ${error.message}${gone ? ` (${gone})` : ''}`);
  }
  return { port, stop };
}
