// Issue 17 item 5: a mixed shopper workload (browse, search, autocomplete, cart, checkout) at 200
// concurrent virtual shoppers for 60 s (bench/shopper-worker.mjs on the load core): per route
// p50/p99 and errors, requests per second, and the server's memory at the start and the end of
// the window (goal: zero errors, no growth past 10%). Members, stock and request bodies are
// setup, not timed.
import { catalogueRequests } from './catalogue.mjs';
import { someProducts } from './routes.mjs';
import { qualityTexts } from './search-speed.mjs';
import { CARD, inStockVariants, operatorToken, registerShoppers, setStock } from './shop-client.mjs';
import { runWorker } from './worker.mjs';

export const LOAD_SHOPPERS = 200;
export const LOAD_SECONDS = 60;
/**
 * A shopper reads each page for 1.5 to 4.5 s (real shoppers take longer: this is a busy day) and
 * types with 250 ms between the prefixes autocomplete answers. 0 runs every shopper without a
 * pause: the server's saturation, where latency is the queue of 200 shoppers.
 */
export const LOAD_THINK_MS = 3000;
/**
 * The server's JIT, caches and heap settle first; these seconds are not counted. Long enough for
 * the answer caches to reach their steady state: an answer is kept while it may be served, at most
 * 60 s (product lists: 10 s fresh + 50 s stale; autocomplete 60 s; server/src/common/
 * answer-freshness.ts), and dropped after. Measured from a 10 s warm-up, the memory "growth" was
 * mostly those caches filling up to that bound (issue 12 item 6): warm-up, not a leak.
 */
const WARMUP_SECONDS = 70;
/** One shopper in ten is a member who checks out at the end of each visit. */
const MEMBER_EVERY = 10;
/** Variants put in carts; few, since each operator stock change rebuilds the engine's indexes. */
const VARIANTS = 4;
const UNITS = 1_000_000;
export const MEMORY_GROWTH_LIMIT_PERCENT = 10;

export const growthPercent = (before, after) => (Number.isFinite(before) && Number.isFinite(after) && before > 0
  ? Math.round(((after - before) / before) * 1000) / 10 : null);

export async function measureMixedLoad(server, { shoppers = LOAD_SHOPPERS, seconds = LOAD_SECONDS, thinkMs = LOAD_THINK_MS, print }) {
  if (!server.inspectUrl) throw new Error('the load section reads the heap through the inspector: start the server with inspect');
  const setupStarted = performance.now();
  const token = await operatorToken(server.url, server.operator);
  const variants = await inStockVariants(server.url, VARIANTS);
  for (const variant of variants) await setStock(server.url, token, variant.stockBarcodeId, UNITS);
  const members = await registerShoppers(server.url, Math.ceil(shoppers / MEMBER_EVERY), token);
  const productIds = (await someProducts(server.url)).map((product) => product.id);
  const lists = (await catalogueRequests(server.url)).map((request) => JSON.parse(request.body));
  const texts = qualityTexts();
  print(`   setup (stock on ${VARIANTS} variants, ${members.length} members with an address, ${lists.length} list filters, ${texts.length} queries): `
    + `${Math.round((performance.now() - setupStarted) / 1000)} s, not timed`);

  const result = await runWorker('shopper-worker.mjs', {
    url: server.url, serverPid: server.pid, inspectUrl: server.inspectUrl, shoppers, memberEvery: MEMBER_EVERY, members, variants, productIds, lists, texts,
    card: CARD, thinkMs, warmupSeconds: WARMUP_SECONDS, seconds,
  }, (WARMUP_SECONDS + seconds + 300) * 1000);

  const { before, after } = result.memory;
  const growth = { rssPercent: growthPercent(before.rssMb, after.rssMb), heapUsedPercent: growthPercent(before.heapUsedMb, after.heapUsedMb) };
  print(`   ${shoppers} shoppers (${members.length} members checking out), think time ${thinkMs} ms, for ${seconds} s after a ${WARMUP_SECONDS} s warm-up: `
    + `${result.requests} requests, ${result.requestsPerSecond} req/s, ${result.visits} visits, ${result.checkouts} orders, ${result.errors} errors; server CPU ${result.serverCpuPercent}% of a core`);
  for (const [name, route] of Object.entries(result.routes)) {
    print(`     ${name.padEnd(18)} ${String(route.count).padStart(7)}  p50 ${String(route.p50Ms).padStart(7)} ms  p99 ${String(route.p99Ms).padStart(7)} ms`
      + `${route.errors ? `  ${route.errors} ERRORS: ${route.errorSamples.join('; ')}` : ''}`);
  }
  print(`   server memory at the start / end of the window (after a full GC; the start is read after the ${WARMUP_SECONDS} s warm-up, once the answer caches `
    + `hold their steady state, so the figure is growth, not warm-up): RSS ${before.rssMb} / ${after.rssMb} MB (${growth.rssPercent}%), `
    + `heap used ${before.heapUsedMb} / ${after.heapUsedMb} MB (${growth.heapUsedPercent}%); RSS peak ${result.memory.peakRssMb} MB`);
  if (result.warmup.errors) print(`   warm-up: ${result.warmup.errors} errors of ${result.warmup.requests} requests: ${result.warmup.errorSamples.join('; ')}`);
  return { ...result, warmupSeconds: WARMUP_SECONDS, memberEvery: MEMBER_EVERY, variants: VARIANTS, growth, memoryGrowthLimitPercent: MEMORY_GROWTH_LIMIT_PERCENT };
}
