import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MEMBER, DEMO_MEMBER_COUPON } from '../../server/src/engine/seed/demo-member.js';
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

/**
 * How a stop ended: the exit code, and the server's output, so that a stop that fails shows why
 * (the shutdown's own log lines and any stack) in the assertion's message.
 */
async function stopped(server: Started, signal?: NodeJS.Signals): Promise<{ code: number | null; output: string }> {
  if (signal) server.child.kill(signal);
  const code = await server.exited;
  return { code, output: `${server.stdout()}\n${server.stderr()}` };
}

const CLEAN_STOP = { code: 0, output: expect.any(String) };

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
    expect(await stopped(first)).toEqual(CLEAN_STOP);

    // A second start on the same folder finds the catalogue and does not seed again.
    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, SEED_PRODUCTS: '45' });
    running.push(second);
    await waitUntilReady(second);
    expect(await totalProducts(second.url)).toBe(seeded);
    expect(await stopped(second, 'SIGTERM')).toEqual(CLEAN_STOP);
  }, 180_000);

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
      expect(await stopped(server, 'SIGTERM')).toEqual(CLEAN_STOP);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);

  /** A production start as the Docker image makes it, with the operator's bot-check key. */
  const production = async (env: Record<string, string>) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrin-lifecycle-production-'));
    folders.push(folder);
    const server = startServer({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'lifecycle-test-altcha-key-0123456789abcdef', PORT: String(await freePort()), DATA_DIR: folder, SEED_PRODUCTS: '20', ...env });
    running.push(server);
    return server;
  };
  const folders: string[] = [];
  afterAll(() => { for (const folder of folders) rmSync(folder, { recursive: true, force: true }); });

  it('issue 27: production without PUBLIC_URL and without a card provider refuses to start, naming PUBLIC_URL, PAYMENT_PROVIDER_URL and the TEST_PAYMENTS opt-in', async () => {
    const server = await production({});
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/Invalid configuration/);
    expect(server.stderr()).toMatch(/PUBLIC_URL: required in production/);
    expect(server.stderr()).toMatch(/PAYMENT_PROVIDER_URL: required in production .*TEST_PAYMENTS=true/);
    // The address alone is not enough: the embedded test bank is never the fallback.
    const withAddress = await production({ PUBLIC_URL: 'https://shop.example' });
    expect(await withAddress.exited).toBe(1);
    expect(withAddress.stderr()).toMatch(/PAYMENT_PROVIDER_URL: required in production/);
    expect(withAddress.stderr()).not.toMatch(/PUBLIC_URL/);
  }, 180_000);

  it('issue 27: production as an explicit demo (TEST_PAYMENTS=true) starts with a loud warning, and without SEED_DEMO_MEMBERS no demo member or member coupon exists', async () => {
    const server = await production({ PUBLIC_URL: 'https://shop.example', TEST_PAYMENTS: 'true' });
    await waitUntilReady(server);
    const warnings = server.stdout().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringMatching(/^DEMO SHOP: TEST_PAYMENTS=true.*no money moves/) }));
    expect(warnings.map((line) => line.msg)).not.toContainEqual(expect.stringMatching(/SEED_DEMO_MEMBERS/));
    const demo = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }) });
    expect(demo.status).toBe(401);
    // The database's first member is a real shopper: no demo coupon was made for member 1.
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `ilk-uye-${Date.now()}@example.com`, password: 'uzun bir şifre 123', name: 'Ayşe', surname: 'Işık', privacyAccepted: true }),
    });
    expect(registered.status).toBe(200);
    const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const member = (await (await fetch(`${server.url}/api/active-member`, { headers: { cookie } })).json()) as { member: { id: number } };
    expect(member.member.id).toBe(1);
    const coupons = (await (await fetch(`${server.url}/api/member-coupons`, { headers: { cookie } })).json()) as { coupons: { code: string }[] };
    expect(coupons.coupons.map((coupon) => coupon.code)).not.toContain(DEMO_MEMBER_COUPON);
    expect(await stopped(server, 'SIGTERM')).toEqual(CLEAN_STOP);
  }, 180_000);

  it('issue 27: SEED_DEMO_MEMBERS=true seeds the demo member in production too, with its coupon, and says so at start', async () => {
    const server = await production({ PUBLIC_URL: 'https://shop.example', TEST_PAYMENTS: 'true', SEED_DEMO_MEMBERS: 'true' });
    await waitUntilReady(server);
    expect(server.stdout()).toMatch(/DEMO SHOP: SEED_DEMO_MEMBERS=true/);
    const demo = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }) });
    expect(demo.status).toBe(200);
    const cookie = demo.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const coupons = (await (await fetch(`${server.url}/api/member-coupons`, { headers: { cookie } })).json()) as { coupons: { code: string }[] };
    expect(coupons.coupons.map((coupon) => coupon.code)).toContain(DEMO_MEMBER_COUPON);
    expect(await stopped(server, 'SIGTERM')).toEqual(CLEAN_STOP);
  }, 180_000);

  it('a wrong environment value stops the start with a message naming the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir, SEED_PRODUCTS: 'many' });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/Invalid configuration/);
    expect(server.stderr()).toMatch(/PORT="eighty"/);
    expect(server.stderr()).toMatch(/SEED_PRODUCTS="many"/);
  });
});
