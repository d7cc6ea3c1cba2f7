import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/free-port';
import { waitUntilReady } from '../global-setup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A built shop a journey starts for itself: its address and how to stop it. */
export interface OwnShop {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the built shop (VITRIN_DIST) on a free port with a fresh database in a folder named
 * `name`, for a journey whose outside services (a carrier, a bank) must be its own to read. `env`
 * is added to the process's own; the shop's address is PUBLIC_URL.
 */
export async function startOwnShop(name: string, env: Record<string, string>): Promise<OwnShop> {
  const origin = `http://127.0.0.1:${await freePort()}`;
  const dist = path.resolve(root, process.env.VITRIN_DIST || 'dist');
  const child: ChildProcess = spawn(process.execPath, [path.join(dist, 'server/server/src/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, CLIENT_DIR: path.join(dist, 'client'), PORT: new URL(origin).port, HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), `vitrin-e2e-${name}-`)),
      LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_URL: origin, ...env,
    },
  });
  await waitUntilReady(origin, child, 100_000);
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
