import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.js';

// The built server as `npm start` and the Docker image run it: these rules live in main.ts,
// outside what the in-process test app covers.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(path.resolve(root, process.env.VITRIN_DIST || 'dist'), 'server/server/src/main.js');

interface Started { child: ChildProcess; url: string; stdout: () => string; stderr: () => string; exited: Promise<number | null> }

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // DATABASE_URL empty: this suite is about the embedded database's folder, whichever run it is.
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${env.PORT}`, stdout: () => stdout, stderr: () => stderr, exited };
}

async function waitUntilReady(server: Started): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited early: ${server.stderr()}`);
    try {
      if ((await fetch(`${server.url}/api/ready`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function totalProducts(url: string): Promise<number> {
  const response = await fetch(`${url}/api/search-products`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 1, aggregateBy: ['None'] }),
  });
  return ((await response.json()) as { pagination: { totalItems: number } }).pagination.totalItems;
}

describe('the server process (npm start, Docker CMD)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrin-lifecycle-'));
  const running: Started[] = [];
  afterAll(() => {
    for (const server of running) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the embedded database in DATA_DIR across a restart, and SIGTERM exits 0 after finishing an in-flight request', async () => {
    const first = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, SEED_PRODUCTS: '30' });
    running.push(first);
    await waitUntilReady(first);
    const seeded = await totalProducts(first.url);
    expect(seeded).toBeGreaterThan(0);
    expect(seeded).toBeLessThanOrEqual(30);

    // An in-flight request: its body is only half sent when SIGTERM arrives.
    const body = JSON.stringify({ pageSize: 1, aggregateBy: ['None'] });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${first.url}/api/search-products`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      }, (response) => { response.resume(); response.on('end', () => resolve(response.statusCode!)); });
      req.on('error', reject);
      req.write(body.slice(0, 5));
      // The server acknowledges the connection before the signal is sent.
      req.on('socket', (socket) => socket.once('connect', () => {
        first.child.kill('SIGTERM');
        setImmediate(() => req.end(body.slice(5)));
      }));
    });
    expect(await inFlight).toBe(200);
    expect(await first.exited).toBe(0);

    // A second start on the same folder finds the catalogue and does not seed again.
    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, SEED_PRODUCTS: '45' });
    running.push(second);
    await waitUntilReady(second);
    expect(await totalProducts(second.url)).toBe(seeded);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('a first start seeds in a short-lived process of its own, so the memory seeding takes is not kept by the server', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrin-lifecycle-seed-'));
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: folder, SEED_PRODUCTS: '20', LOG_LEVEL: 'info' });
    running.push(server);
    try {
      await waitUntilReady(server);
      const messages = server.stdout().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg: string; pid?: number });
      const order = messages.map((line) => line.msg).filter((msg) => ['demo catalogue seeded', 'database prepared'].includes(msg));
      expect(order).toEqual(['demo catalogue seeded', 'database prepared']);
      const prepared = messages.find((line) => line.msg === 'database prepared')!;
      expect(prepared.pid).toEqual(expect.any(Number));
      expect(prepared.pid).not.toBe(server.child.pid);
      expect(await totalProducts(server.url)).toBeGreaterThan(0);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a wrong environment value stops the start with a message naming the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir, SEED_PRODUCTS: 'many' });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/Invalid configuration/);
    expect(server.stderr()).toMatch(/PORT="eighty"/);
    expect(server.stderr()).toMatch(/SEED_PRODUCTS="many"/);
  });
});
