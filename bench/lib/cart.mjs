// Issue 13: the cart sequence (add, add, get-cart, remove) at 50 connections, each its own
// shopper, in sequences per second and request latency, on the load core against the pinned
// server. The ratio is to bare Nest+Express's requests per second on a fixed answer in the same
// run (the throughput section), divided by the sequence's four requests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTracked, stopChild } from './children.mjs';
import { LOAD_CORE, onCore } from './cpu.mjs';
import { fetchWithin } from './net.mjs';
import { median } from './stats.mjs';

const WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cart-worker.mjs');
/** A well-known open-source commerce server's figure on one core of this machine (issue 13). */
export const PEER_SEQUENCES_PER_SECOND = 36;

/** Variants of `count` different products, each with enough stock for a connection's two units. */
async function variants(baseUrl, count) {
  const response = await fetchWithin(`${baseUrl}/api/search-products`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 40, flags: 6 | 32, includes: ['Id', 'Barcodes', 'StocksByBarcode'] }),
  }, 30_000);
  const { products } = await response.json();
  const chosen = [];
  for (const product of products) {
    const barcode = product.barcodes.find((candidate) =>
      product.stocksByBarcode.filter((entry) => entry.barcodeId === candidate.id).reduce((sum, entry) => sum + entry.quantity, 0) >= 2);
    if (barcode) chosen.push({ productId: product.id, stockBarcodeId: barcode.id });
    if (chosen.length === count) return chosen;
  }
  throw new Error(`no ${count} products with 2 units of a variant in stock`);
}

async function round(input) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrin-cart-'));
  const file = path.join(dir, 'input.json');
  writeFileSync(file, JSON.stringify(input));
  const [command, args] = onCore(LOAD_CORE, process.execPath, [WORKER, file]);
  const child = spawnTracked(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  const timer = setTimeout(() => void stopChild(child, 2000), (input.warmupSeconds + input.seconds + 30) * 1000);
  const [code] = await new Promise((resolve) => child.once('close', (...result) => resolve(result)));
  clearTimeout(timer);
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`cart worker failed (exit ${code})`);
  return JSON.parse(output);
}

/** Issue 28 item 4: the round trip ten times Vendure's 9.4 per second on the same harness. */
export const ROUND_TRIP_TARGET_PER_SECOND = 100;

/**
 * The issue 13 sequence, or with `roundTrip` issue 28's cart round trip: add two lines (two
 * products), read, remove both; a sequence is then five requests.
 */
export async function measureCartSequence(baseUrl, { rounds, seconds, warmupSeconds, connections, print, bareNestRequestsPerSecond, roundTrip = false }) {
  const [first, second] = await variants(baseUrl, roundTrip ? 2 : 1);
  const results = [];
  for (let index = 1; index <= rounds; index += 1) {
    const result = await round({ url: baseUrl, ...first, ...(second ? { second } : {}), connections, warmupSeconds, seconds });
    results.push(result);
    const failed = result.non2xx + result.errors + result.timeouts;
    print(`   round ${index}/${rounds}: ${Math.round(result.sequencesPerSecond)} sequences/s (${Math.round(result.requestsPerSecond)} req/s)  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${failed ? `  (${failed} failed requests!)` : ''}`);
  }
  const sequencesPerSecond = median(results.map((result) => result.sequencesPerSecond));
  const bareNestSequences = bareNestRequestsPerSecond ? bareNestRequestsPerSecond / (roundTrip ? 5 : 4) : null;
  return {
    connections, sequencesPerSecond, p50Ms: median(results.map((result) => result.p50Ms)), p99Ms: median(results.map((result) => result.p99Ms)),
    failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
    ratioToBareNest: bareNestSequences ? sequencesPerSecond / bareNestSequences : null,
    timesPeer: sequencesPerSecond / PEER_SEQUENCES_PER_SECOND,
    rounds: results,
  };
}
