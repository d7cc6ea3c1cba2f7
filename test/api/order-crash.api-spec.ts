import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import { openDatabase } from '../../server/src/engine/db/open-database.js';
import { outboxRouteCodes, readActivationCodes } from '../support/activation-codes.js';
import { freePort } from '../support/free-port.js';
import { variantsInStock } from './cart-fixtures.js';
import { APPROVED_CARD, fillCarts, operatorToken, placeByCard, registerShoppers, setVariantStock } from './order-fixtures.js';

/**
 * Issue 15 proof: a crash in the middle of checkouts loses nothing and doubles nothing. The
 * built server (as `npm start` runs it) takes placements; it is killed with SIGKILL while some
 * are in flight and started again on the same data. Every order the client was told about is
 * there once, every order has its lines and payment, stock plus units sold is the stock the
 * round started with, and retrying a placement with its Idempotency-Key answers the stored
 * order (or places it, when the crash rolled it back): one order per shopper (S1.03).
 * Embedded PGlite in a DATA_DIR kept across the restart by default; the PostgreSQL of
 * DATABASE_URL (a fresh schema) in the suite's PostgreSQL run.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(path.resolve(root, process.env.VITRIN_DIST || 'dist'), 'server/server/src/main.js');
const databaseUrl = process.env.DATABASE_URL || undefined;

const SHOPPERS = 40;
const STARTING_STOCK = 500;
const CLIENT_ID = 'vitrin-storefront';
const CLIENT_SECRET = randomBytes(24).toString('base64url');

interface Running { child: ChildProcess; url: string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>; output: () => string }

describe(`order placement survives kill -9 of the server (issue 15, S1.03, ${databaseUrl ? 'PostgreSQL' : 'PGlite DATA_DIR'})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrin-crash-'));
  const schema = `vitrin_crash_${randomBytes(5).toString('hex')}`;
  const running: Running[] = [];

  async function start(): Promise<Running> {
    const port = await freePort();
    const child = spawn(process.execPath, [entry], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_PRODUCTS: '30', GATEWAY_URL: '', REDIS_URL: '',
        IDP_CLIENT_ID: CLIENT_ID, IDP_CLIENT_SECRET: CLIENT_SECRET, RATE_LIMIT_SCALE: '100',
        DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', DATABASE_SCHEMA: databaseUrl ? schema : '',
      },
    });
    // The log (warn and up) and stderr, kept to show why a stop went wrong.
    let output = '';
    const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-4000); };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const server = { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
    running.push(server);
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it was ready: ${output}`);
      try {
        if ((await fetch(`${server.url}/api/ready`)).ok) return server;
      } catch { /* not listening yet */ }
      await new Promise((resolve) => { setTimeout(resolve, 200); });
    }
  }

  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });

  it('every answered order is there once, none lacks lines or payment, stock adds up, and retries answer the stored order', async () => {
    const first = await start();
    const token = await operatorToken(first.url, CLIENT_ID, CLIENT_SECRET);
    readActivationCodes(first.url, outboxRouteCodes(first.url, () => Promise.resolve(token)));
    const [variant] = await variantsInStock(first.url, 1);
    expect(variant).toBeDefined();
    await setVariantStock(first.url, token, variant.stockBarcodeId, STARTING_STOCK);
    const shoppers = await registerShoppers(first.url, SHOPPERS, 10, 'cokus');
    await fillCarts(first.url, shoppers, variant);
    const keys = shoppers.map((_shopper, index) => `crash-${index}-${randomBytes(6).toString('hex')}`);

    // Every placement starts at once; the kill comes once a quarter of them are answered.
    type Outcome = { status: number; order?: Order } | { lost: string };
    let answers = 0;
    const kill = () => { answers += 1; if (answers === SHOPPERS / 4) first.child.kill('SIGKILL'); };
    const outcomes = await Promise.all(shoppers.map(async (shopper, index): Promise<Outcome> => {
      try {
        const response = await fetch(`${first.url}/api/place-order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: shopper.cookie, 'idempotency-key': keys[index] },
          body: JSON.stringify({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard, card: APPROVED_CARD }),
        });
        const body = await response.json() as { order?: Order };
        if (response.status === 200) kill();
        return { status: response.status, order: body.order };
      } catch (error) {
        return { lost: error instanceof Error ? error.message : String(error) };
      }
    }));
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const answered = outcomes.flatMap((outcome, index) => ('status' in outcome && outcome.status === 200 ? [{ index, order: outcome.order! }] : []));
    const lost = outcomes.filter((outcome) => 'lost' in outcome);
    // The proof needs both kinds: placements answered before the kill, and placements it cut off.
    expect(answered.length).toBeGreaterThan(0);
    expect(lost.length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => 'status' in outcome && outcome.status !== 200)).toEqual([]);

    // What the crash left on disk, before anything runs on it again: at least every answered order.
    const crashed = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir });
    const committed = (await crashed.query<{ doc_no: string }>('SELECT doc_no FROM orders')).map((row) => row.doc_no);
    await crashed.close();
    expect(committed).toEqual(expect.arrayContaining(answered.map(({ order }) => order.docNo)));

    const second = await start();
    // A retry with the same key: the answered order again, or (cut off before it committed) a new one.
    const retries = await Promise.all(shoppers.map((shopper, index) => placeByCard(second.url, shopper, keys[index])));
    expect(retries.map((retry) => retry.status)).toHaveEvery((status) => status === 200);
    for (const { index, order } of answered) expect((retries[index].body.order as Order).docNo).toBe(order.docNo);
    const docNos = retries.map((retry) => (retry.body.order as Order).docNo);
    expect(new Set(docNos).size).toBe(SHOPPERS);
    // Orders committed before the kill whose answer never arrived are the ones the retries answered.
    expect(docNos).toEqual(expect.arrayContaining(committed));
    for (const [index, shopper] of shoppers.entries()) {
      const detail = await fetch(`${second.url}/api/get-order-detail`, {
        method: 'POST', headers: { 'content-type': 'application/json', cookie: shopper.cookie }, body: JSON.stringify({ docNo: docNos[index] }),
      });
      expect(detail.status).toBe(200);
    }

    // The stored data itself, read with the server stopped (PGlite takes one process at a time).
    second.child.kill('SIGTERM');
    const { code } = await second.exited;
    expect({ code, log: code === 0 ? '' : second.output() }).toEqual({ code: 0, log: '' });
    const db = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir });
    try {
      const one = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params))[0].n);
      const byDocNo = await db.query<{ doc_no: string; n: number }>('SELECT doc_no, count(*)::int AS n FROM orders GROUP BY doc_no');
      for (const docNo of docNos) expect(byDocNo.filter((row) => row.doc_no === docNo).map((row) => Number(row.n))).toEqual([1]);
      expect(await one('SELECT count(*)::int AS n FROM orders')).toBe(SHOPPERS);
      expect(await one('SELECT count(DISTINCT member_id)::int AS n FROM orders')).toBe(SHOPPERS);
      expect(await one('SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id)')).toBe(0);
      expect(await one("SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM payment p WHERE p.order_id = o.id AND p.status = 'captured')")).toBe(0);
      expect(await one('SELECT count(*)::int AS n FROM payment p WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = p.order_id)')).toBe(0);
      const left = await one('SELECT COALESCE(sum(quantity), 0)::int AS n FROM stock WHERE barcode_id = $1', [variant.stockBarcodeId]);
      const sold = await one('SELECT COALESCE(sum(quantity), 0)::int AS n FROM order_line WHERE stock_barcode_id = $1', [variant.stockBarcodeId]);
      expect(sold).toBe(SHOPPERS);
      expect(left + sold).toBe(STARTING_STOCK);
      expect(await one('SELECT count(*)::int AS n FROM idempotency_key WHERE order_id IS NULL')).toBe(0);
    } finally {
      await db.close();
    }
  }, 240_000);
});
