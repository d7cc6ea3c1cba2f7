// Issue 17 bench: a mixed shopper workload, each virtual shopper a visitor of its own (its own
// cookie jar, so its own cart) going round a visit, reading each page for about `thinkMs` (0: no
// pause at all, the server's saturation): a product list with facets, a
// product's detail, autocomplete while typing a query, that query's results with facets, add to
// cart, the cart; then one shopper in `memberEvery` (a registered member) places the order by card
// and the others take the item out again, so carts stay the size a visit leaves them.
// A warm-up (not counted), then the measured window: each request counts in the phase it was
// sent in; the server's memory is read at the window's start and end (after a full garbage
// collection), and its CPU time over the window shows how much of a core it got on a shared machine.
// Input: the path of a JSON file { url, serverPid, inspectUrl, shoppers, memberEvery, members:
// [{ cookie, addressId }], variants: [{ productId, stockBarcodeId }], productIds, lists: [body],
// texts: [{ text, culture }], card, thinkMs, warmupSeconds, seconds }; output: one JSON line with the figures.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { DIST } from '../scripts/lib/build-state.mjs';
import { processCpuSeconds } from './lib/cpu.mjs';
import { heapAfterGc } from './lib/inspector.mjs';
import { rssMb } from './lib/memory.mjs';
import { LIST_FACETS, LIST_FIELDS, LIST_FLAGS, LIST_PAGE_SIZE, SORTS } from './lib/payloads.mjs';
import { CookieJar, poster } from './lib/shop-client.mjs';
import { ms1, percentile } from './lib/stats.mjs';

const {
  url, serverPid, inspectUrl, shoppers, memberEvery, members, variants, productIds, lists, texts, card, thinkMs, warmupSeconds, seconds,
} = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const post = poster(url, shoppers);
// The demo catalogue's seeded generator, from the build measured: the same visits on every run.
const { createRandom } = await import(pathToFileURL(path.join(DIST, 'server/server/src/engine/seed/prng.js')).href);
const run = randomBytes(4).toString('hex');
/** The search box asks from 3 characters; a typist's debounce lets through a few prefixes per word. */
const MIN_PREFIX = 3;
const TYPED_PREFIXES = 4;
const ERROR_SAMPLES = 5;
const RSS_SAMPLE_MS = 250;
const RAMP_MS = 5000;
/** A typist's pause between the prefixes the search box asks for (when shoppers think at all). */
const TYPING_MS = 250;

/** The prefixes a typist's autocomplete asks for: up to TYPED_PREFIXES, spread from 3 characters to the whole text. */
function typedPrefixes(text) {
  if (text.length < MIN_PREFIX) return [];
  const count = Math.min(TYPED_PREFIXES, text.length - MIN_PREFIX + 1);
  const lengths = Array.from({ length: count }, (_, index) => (count === 1 ? text.length : Math.round(MIN_PREFIX + ((text.length - MIN_PREFIX) * index) / (count - 1))));
  return [...new Set(lengths)].map((length) => text.slice(0, length).trimEnd()).filter((prefix) => prefix.length >= MIN_PREFIX);
}

/** Figures of one phase: per route the times of its 200 answers, its failures and a few of them. */
function newPhase() {
  return { routes: new Map(), requests: 0, errors: 0, visits: 0, checkouts: 0 };
}
let phase = newPhase();

function routeOf(of, name) {
  let route = of.routes.get(name);
  if (!route) of.routes.set(name, (route = { ms: [], errors: 0, samples: [] }));
  return route;
}

function failed(of, name, message) {
  const route = routeOf(of, name);
  route.errors += 1;
  of.errors += 1;
  if (route.samples.length < ERROR_SAMPLES) route.samples.push(message);
}

/**
 * One request of a route, counted in the phase it was sent in; the answer when it is a 200, else
 * null (counted as an error).
 */
async function call(name, path, payload, options) {
  const of = phase;
  of.requests += 1;
  let answer;
  const sent = performance.now();
  try {
    answer = await post(path, payload, options);
  } catch (error) {
    failed(of, name, `${error instanceof Error ? error.message : String(error)} after ${seconds1(performance.now() - sent)} s`);
    return null;
  }
  if (answer.status !== 200) {
    // How long it took tells a gateway timeout (GATEWAY_TIMEOUT_MS) from a refusal.
    failed(of, name, `${answer.status} ${answer.body?.message ?? ''} after ${seconds1(answer.ms)} s`.replace('  ', ' '));
    return null;
  }
  routeOf(of, name).ms.push(answer.ms);
  return answer;
}

function shopper(index) {
  const member = index % memberEvery === 0 ? members[index / memberEvery] : null;
  return { index, member, jar: new CookieJar(member?.cookie), random: createRandom(index + 1), visits: 0 };
}

const seconds1 = (ms) => (ms / 1000).toFixed(1);
const pick = (state, list) => state.random.pick(list);

let stopping = false;

/**
 * Visits until the run stops; a visit cut short stops before its next request. With a think
 * time a shopper reads each page for 0.5 to 1.5 times it, and types with TYPING_MS between prefixes.
 */
async function shop(state) {
  const { jar } = state;
  const going = () => !stopping;
  /** Waits `ms`; answers whether the visit goes on. */
  const after = async (ms) => {
    if (ms > 0 && going()) await sleep(ms);
    return going();
  };
  const reading = () => thinkMs * (0.5 + state.random.next());
  const typing = thinkMs > 0 ? TYPING_MS : 0;
  while (going()) {
    await call('list page, facets', '/api/search-products', pick(state, lists), { jar, headers: { 'x-culture': 'tr' } });
    if (!await after(reading())) return;
    await call('product detail', '/api/get-product', { productId: pick(state, productIds) }, { jar });
    const { text, culture } = pick(state, texts);
    for (const prefix of typedPrefixes(text)) {
      if (!await after(typing)) return;
      await call('autocomplete', `/api/autocomplete?query=${encodeURIComponent(prefix)}`, null, { jar, method: 'GET', headers: { 'x-culture': culture } });
    }
    if (!await after(typing)) return;
    await call('search, facets', '/api/search-products', {
      searchTerm: text, pageSize: LIST_PAGE_SIZE, currentPage: 1, sort: pick(state, SORTS), flags: LIST_FLAGS, aggregateBy: LIST_FACETS, includes: LIST_FIELDS,
    }, { jar, headers: { 'x-culture': culture } });
    if (!await after(reading())) return;
    const added = await call('add-to-cart', '/api/add-to-cart', { ...pick(state, variants), quantity: 1 }, { jar });
    // A shopper whose add failed does not go on to the cart and the checkout with nothing in it.
    if (!added) { state.visits += 1; phase.visits += 1; continue; }
    if (!await after(typing)) return;
    const cart = await call('get-cart', '/api/get-cart', {}, { jar });
    if (!await after(reading())) return;
    if (state.member) {
      const placed = await call('place-order', '/api/place-order', { shippingAddressId: state.member.addressId, paymentType: 1, card }, {
        jar, headers: { 'idempotency-key': `load-${run}-${state.index}-${state.visits}` },
      });
      if (placed) phase.checkouts += 1;
    } else {
      const itemId = cart?.body?.cart?.items?.find((item) => !item.isShipment)?.documentId;
      if (itemId !== undefined) await call('remove-from-cart', '/api/remove-from-cart', { itemId }, { jar });
    }
    state.visits += 1;
    phase.visits += 1;
    if (!await after(reading())) return;
  }
}

/** RSS, and heap used and external memory after a full collection, with no request in flight. */
async function memory() {
  const heap = await heapAfterGc(inspectUrl).catch(() => null);
  return { rssMb: rssMb(serverPid), heapUsedMb: heap?.heapUsedMb ?? null, externalMb: heap?.externalMb ?? null };
}

function figures(of, elapsedMs) {
  const routes = Object.fromEntries([...of.routes].map(([name, route]) => [name, {
    count: route.ms.length + route.errors,
    p50Ms: ms1(percentile(route.ms, 50)),
    p99Ms: ms1(percentile(route.ms, 99)),
    maxMs: ms1(percentile(route.ms, 100)),
    errors: route.errors,
    errorSamples: route.samples,
  }]));
  return {
    requests: of.requests, requestsPerSecond: Math.round((of.requests / elapsedMs) * 1000), errors: of.errors, visits: of.visits, checkouts: of.checkouts, routes,
  };
}

// The shoppers arrive over the first half of the warm-up (at most RAMP_MS), not all at once, and
// keep going through the window without a pause: its start and end are moments of one steady
// load, and the memory read at both is read under that same load.
const started = performance.now();
const rampMs = Math.min(RAMP_MS, (warmupSeconds * 1000) / 2);
const running = Array.from({ length: shoppers }, async (_, index) => {
  await sleep((index / shoppers) * rampMs);
  await shop(shopper(index));
});
await sleep(warmupSeconds * 1000);
const warmup = phase;
phase = newPhase();
const measured = phase;
const windowStarted = performance.now();
const cpuBefore = processCpuSeconds(serverPid);
const before = await memory();
let peakRssMb = before.rssMb;
const sampler = setInterval(() => { peakRssMb = Math.max(peakRssMb, rssMb(serverPid)); }, RSS_SAMPLE_MS);
await sleep(Math.max(0, windowStarted + seconds * 1000 - performance.now()));
// Requests sent after the window count in neither phase; those sent inside it are waited for.
phase = newPhase();
const windowMs = performance.now() - windowStarted;
const serverCpuPercent = Math.round(((processCpuSeconds(serverPid) - cpuBefore) / (windowMs / 1000)) * 100);
const after = await memory();
clearInterval(sampler);
stopping = true;
await Promise.all(running);

const warmupFigures = figures(warmup, windowStarted - started);
process.stdout.write(`${JSON.stringify({
  shoppers,
  members: members.length,
  seconds,
  windowMs: Math.round(windowMs),
  ...figures(measured, windowMs),
  memory: { before, after, peakRssMb: Math.max(peakRssMb, after.rssMb) },
  serverCpuPercent,
  thinkMs,
  warmup: {
    seconds: warmupSeconds, requests: warmupFigures.requests, errors: warmupFigures.errors,
    errorSamples: Object.values(warmupFigures.routes).flatMap((route) => route.errorSamples).slice(0, ERROR_SAMPLES),
  },
})}\n`);
