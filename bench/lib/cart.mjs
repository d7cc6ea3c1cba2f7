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

/** A variant with enough stock for every connection's two units. */
async function variant(baseUrl) {
  const response = await fetchWithin(`${baseUrl}/api/search-products`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 40, flags: 6 | 32, includes: ['Id', 'Barcodes', 'StocksByBarcode'] }),
  }, 30_000);
  const { products } = await response.json();
  for (const product of products) {
    for (const barcode of product.barcodes) {
      const stock = product.stocksByBarcode.filter((entry) => entry.barcodeId === barcode.id).reduce((sum, entry) => sum + entry.quantity, 0);
      if (stock >= 2) return { productId: product.id, stockBarcodeId: barcode.id };
    }
  }
  throw new Error('no variant with 2 units in stock');
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

export async function measureCartSequence(baseUrl, { rounds, seconds, warmupSeconds, connections, print, bareNestRequestsPerSecond }) {
  const chosen = await variant(baseUrl);
  const results = [];
  for (let index = 1; index <= rounds; index += 1) {
    const result = await round({ url: baseUrl, ...chosen, connections, warmupSeconds, seconds });
    results.push(result);
    const failed = result.non2xx + result.errors + result.timeouts;
    print(`   round ${index}/${rounds}: ${Math.round(result.sequencesPerSecond)} sequences/s (${Math.round(result.requestsPerSecond)} req/s)  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${failed ? `  (${failed} failed requests!)` : ''}`);
  }
  const sequencesPerSecond = median(results.map((result) => result.sequencesPerSecond));
  const bareNestSequences = bareNestRequestsPerSecond ? bareNestRequestsPerSecond / 4 : null;
  return {
    connections, sequencesPerSecond, p50Ms: median(results.map((result) => result.p50Ms)), p99Ms: median(results.map((result) => result.p99Ms)),
    failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
    ratioToBareNest: bareNestSequences ? sequencesPerSecond / bareNestSequences : null,
    timesPeer: sequencesPerSecond / PEER_SEQUENCES_PER_SECOND,
    rounds: results,
  };
}
