// Issue 17 item 6, printed: kill -9 of the built server while members check out, then a restart
// on the same data (a PGlite DATA_DIR, or a PostgreSQL schema). The figures are those of
// test/api/order-crash.api-spec.ts, which proves the same at a smaller size: orders acknowledged
// before the kill, found after the restart (each member asks for its own), placements cut off by
// the kill and what their retry with the same Idempotency-Key answered, orders stored twice or
// unknown to the shoppers, orders without lines or captured payment, and stock drift (units left
// plus units sold against the units set before the load). The stored data is read with the
// built server's own database module once the second server has stopped (PGlite takes one
// process at a time).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { DIST } from '../../scripts/lib/build-state.mjs';
import { atExit } from './children.mjs';
import { CARD, CookieJar, inStockVariants, operatorToken, poster, registerShoppers, setSoleStock } from './shop-client.mjs';
import { startVitrin } from './vitrin-server.mjs';
import { runWorker } from './worker.mjs';

export const DURABILITY_SHOPPERS = 20;
export const DURABILITY_PRODUCTS = 2000;
export const KILL_AFTER_SECONDS = 10;
const UNITS = 1_000_000;
/** Requests at a time when checking orders and retrying after the restart. */
const AT_A_TIME = 20;

/** The built server's database module (dist/…/open-database.js): the same code that wrote the data. */
async function openBuiltDatabase(config) {
  const { openDatabase } = await import(pathToFileURL(path.join(DIST, 'server/server/src/engine/db/open-database.js')).href);
  return openDatabase(config);
}

async function inBatches(items, work) {
  const answers = [];
  for (let start = 0; start < items.length; start += AT_A_TIME) answers.push(...await Promise.all(items.slice(start, start + AT_A_TIME).map(work)));
  return answers;
}

/** What the stored data says once no server runs on it. */
async function storedFigures(config, { stockBarcodeId, knownDocNos }) {
  const db = await openBuiltDatabase(config);
  try {
    const one = async (sql, params = []) => Number((await db.query(sql, params))[0].n);
    const docNos = (await db.query('SELECT doc_no FROM orders')).map((row) => row.doc_no);
    const left = await one('SELECT COALESCE(sum(quantity), 0)::int AS n FROM stock WHERE barcode_id = $1', [stockBarcodeId]);
    const sold = await one('SELECT COALESCE(sum(quantity), 0)::int AS n FROM order_line WHERE stock_barcode_id = $1', [stockBarcodeId]);
    return {
      orders: docNos.length,
      docNos: new Set(docNos),
      // Orders no shopper was told about, neither before the kill nor by a retry: a placement stored twice.
      unknownOrders: docNos.filter((docNo) => !knownDocNos.has(docNo)).length,
      withoutLines: await one('SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id)'),
      withoutCapturedPayment: await one("SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM payment p WHERE p.order_id = o.id AND p.status = 'captured')"),
      unfinishedKeys: await one('SELECT count(*)::int AS n FROM idempotency_key WHERE order_id IS NULL'),
      stockLeft: left,
      unitsSold: sold,
    };
  } finally {
    await db.close();
  }
}

/**
 * One database: `database` { url, schema } for PostgreSQL, null for PGlite in a temp DATA_DIR.
 * Answers the figures; `ok` is false when any order was lost, doubled or left incomplete, the
 * stock drifted, a retry failed, or a request failed before the kill.
 */
export async function measureDurability({ database = null, products = DURABILITY_PRODUCTS, shoppers = DURABILITY_SHOPPERS, killAfterSeconds = KILL_AFTER_SECONDS, readyTimeoutMs, print }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrin-durability-'));
  const forget = atExit(() => rmSync(dataDir, { recursive: true, force: true }));
  const servers = [];
  try {
    const first = await startVitrin({ products, readyTimeoutMs, database, dataDir });
    servers.push(first);
    const token = await operatorToken(first.url, first.operator);
    const [variant] = await inStockVariants(first.url, 1);
    await setSoleStock(first.url, token, variant.stockBarcodeId, UNITS);
    const members = await registerShoppers(first.url, shoppers, token);
    print(`   ${products} products seeded, ${shoppers} members registered; checkouts at ${shoppers} at a time, kill -9 after ${killAfterSeconds} s`);

    const run = randomBytes(4).toString('hex');
    const load = runWorker('durability-worker.mjs', { url: first.url, shoppers: members, variant, card: CARD, run, limitSeconds: killAfterSeconds + 60 }, (killAfterSeconds + 120) * 1000);
    // The load's length, not a synchronisation: the kill lands wherever the placements are.
    await sleep(killAfterSeconds * 1000);
    const killedAt = Date.now();
    const killed = await first.kill();
    const placed = await load;
    const lostBeforeKill = placed.firstLossAt !== null && placed.firstLossAt < killedAt;

    const second = await startVitrin({ products, readyTimeoutMs, database, dataDir, operator: first.operator });
    servers.push(second);
    const post = poster(second.url, AT_A_TIME);
    const jarOf = (shopper) => new CookieJar(members[shopper].cookie);
    const found = await inBatches(placed.acknowledged, async ({ shopper, docNo }) => {
      const answer = await post('/api/get-order-detail', { docNo }, { jar: jarOf(shopper) });
      return answer.status === 200 && answer.body?.order?.docNo === docNo;
    });
    const retries = await inBatches(placed.cutOff, ({ shopper, key }) => post('/api/place-order', { shippingAddressId: members[shopper].addressId, paymentType: 1, card: CARD }, {
      jar: jarOf(shopper), headers: { 'idempotency-key': key },
    }));
    await second.stop();

    const answeredDocNos = [...placed.acknowledged.map(({ docNo }) => docNo), ...retries.filter((retry) => retry.status === 200).map((retry) => retry.body.order.docNo)];
    const knownDocNos = new Set(answeredDocNos);
    const stored = await storedFigures({ databaseUrl: database?.url, databaseSchema: database?.schema, dataDir: path.join(dataDir, 'db') }, { stockBarcodeId: variant.stockBarcodeId, knownDocNos });
    const figures = {
      database: database ? `PostgreSQL schema ${database.schema} (dropped afterwards)` : 'PGlite DATA_DIR',
      products, shoppers, killAfterSeconds,
      killedBy: killed.signal,
      acknowledged: placed.acknowledged.length,
      foundAfterRestart: found.filter(Boolean).length,
      acknowledgedInDatabase: placed.acknowledged.filter(({ docNo }) => stored.docNos.has(docNo)).length,
      cutOff: placed.cutOff.length,
      cutOffAddToCart: placed.addCutOff,
      retriesAnswered: retries.filter((retry) => retry.status === 200).length,
      retryFailures: retries.filter((retry) => retry.status !== 200).map((retry) => `${retry.status} ${retry.body?.message ?? ''}`.trim()),
      // One docNo answered for two placements, or an order no placement was told about.
      duplicates: (answeredDocNos.length - knownDocNos.size) + stored.unknownOrders,
      ordersStored: stored.orders,
      withoutLines: stored.withoutLines,
      withoutCapturedPayment: stored.withoutCapturedPayment,
      unfinishedKeys: stored.unfinishedKeys,
      startingStock: UNITS, stockLeft: stored.stockLeft, unitsSold: stored.unitsSold,
      stockDrift: UNITS - stored.stockLeft - stored.unitsSold,
      restartMs: Math.round(second.readyMs),
      refusalsBeforeKill: placed.refusals,
      lostBeforeKill,
    };
    figures.ok = figures.foundAfterRestart === figures.acknowledged && figures.acknowledgedInDatabase === figures.acknowledged
      && figures.duplicates === 0 && figures.stockDrift === 0 && figures.withoutLines === 0 && figures.withoutCapturedPayment === 0
      && figures.unfinishedKeys === 0 && figures.retryFailures.length === 0 && Object.keys(figures.refusalsBeforeKill).length === 0 && !lostBeforeKill;
    print(durabilityLine(figures));
    return figures;
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    forget();
  }
}

/** The figures of one database in one line, for the section and the summary. */
export function durabilityLine(figures) {
  const refusals = Object.entries(figures.refusalsBeforeKill).map(([what, count]) => `${count} x ${what}`).join('; ');
  return `   ${figures.database}: ${figures.acknowledged} orders acknowledged before the kill, ${figures.foundAfterRestart} found after the restart `
    + `(${figures.acknowledgedInDatabase} in the database), ${figures.duplicates} duplicates, stock drift ${figures.stockDrift} `
    + `(${figures.stockLeft} left + ${figures.unitsSold} sold of ${figures.startingStock}); ${figures.cutOff} placements cut off by the kill, `
    + `${figures.retriesAnswered} answered on retry with their key; ${figures.ordersStored} orders stored, ${figures.withoutLines + figures.withoutCapturedPayment} incomplete, `
    + `${figures.unfinishedKeys} unfinished keys; restart (spawn to /api/ready) ${(figures.restartMs / 1000).toFixed(1)} s  [${figures.ok ? 'met' : 'MISSED'}]`
    + `${refusals ? `; refused before the kill: ${refusals}` : ''}${figures.lostBeforeKill ? '; a request went unanswered BEFORE the kill' : ''}`
    + `${figures.retryFailures.length ? `; retries refused: ${figures.retryFailures.slice(0, 3).join('; ')}` : ''}`;
}
