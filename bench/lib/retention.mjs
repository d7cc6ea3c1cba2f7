// Whether anything of a request outlives it (stop 46 found requests kept to the old generation by
// their prototypes and a getter): at one connection a request's garbage should die young, so a
// run of cached answers should grow the old space by next to nothing and need no full collection.
// Counted inside the server, through its inspector, with Node's own GC performance entries.
import { evaluateJson, withInspector } from './inspector.mjs';
import { runLoad } from './load.mjs';

const PROBE = 'Symbol.for("vitrin.bench.gc")';

/** Starts counting collections in the server and notes its old space (after a full collection). */
const START = `(() => {
  const { PerformanceObserver, constants } = process.getBuiltinModule('node:perf_hooks');
  const v8 = process.getBuiltinModule('node:v8');
  const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space').space_used_size;
  const probe = globalThis[${PROBE}] = { full: 0, fullMs: 0, young: 0, oldSpace, oldBefore: oldSpace() };
  const count = (entries) => {
    for (const entry of entries) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) { probe.full += 1; probe.fullMs += entry.duration; } else probe.young += 1;
    }
  };
  probe.observer = new PerformanceObserver((list) => count(list.getEntries()));
  probe.observer.observe({ entryTypes: ['gc'] });
  probe.flush = () => count(probe.observer.takeRecords());
  return JSON.stringify({ oldBefore: probe.oldBefore });
})()`;

/** Stops counting; answers the counts and the old space's growth since START. */
const STOP = `(() => {
  const probe = globalThis[${PROBE}];
  probe.flush();
  probe.observer.disconnect();
  delete globalThis[${PROBE}];
  return JSON.stringify({ full: probe.full, fullMs: probe.fullMs, young: probe.young, oldGrowth: probe.oldSpace() - probe.oldBefore });
})()`;

/**
 * route at one connection for `seconds` (after `warmupSeconds`), counted: requests, full and young
 * collections, and the old space's growth per request (only when no full collection ran, which
 * would have taken some of it away again).
 */
export async function measureRetention({ inspectUrl, url, route, seconds, warmupSeconds }) {
  if (!inspectUrl) throw new Error('the retention figure reads the server through its inspector: start the server with inspect');
  // The warm-up runs uncounted, then a full collection leaves only what lives.
  await runLoad({ url, route, connections: 1, warmupSeconds: 0, seconds: warmupSeconds });
  await withInspector(inspectUrl, async (call) => {
    await call('HeapProfiler.collectGarbage');
    await evaluateJson(call, START);
  });
  const load = await runLoad({ url, route, connections: 1, warmupSeconds: 0, seconds });
  const counts = await withInspector(inspectUrl, (call) => evaluateJson(call, STOP));
  const { requests } = load;
  return {
    route: route.name, seconds, requests, failures: load.non2xx + load.errors + load.timeouts, p50Ms: load.p50Ms, p99Ms: load.p99Ms,
    fullCollections: counts.full,
    fullCollectionsPer10kRequests: requests ? Math.round((counts.full / requests) * 10_000 * 100) / 100 : null,
    fullCollectionMs: Math.round(counts.fullMs),
    youngCollections: counts.young,
    oldSpaceKbPerRequest: counts.full === 0 && requests ? Math.round((counts.oldGrowth / 1024 / requests) * 1000) / 1000 : null,
  };
}

/** The figure in one line, for the bench's progress and its summary. */
export function retentionLine(retention) {
  const { requests, seconds, fullCollections, fullCollectionsPer10kRequests, fullCollectionMs, youngCollections, oldSpaceKbPerRequest, p50Ms, p99Ms, failures } = retention;
  return `what outlives a request (${retention.route}, cached, one connection, ${seconds} s): ${requests.toLocaleString('en-US')} requests, p50 ${p50Ms} ms p99 ${p99Ms} ms; `
    + `${fullCollections} full GCs (${fullCollectionsPer10kRequests} per 10,000 requests, ${fullCollectionMs} ms), ${youngCollections} young; `
    + `old space ${oldSpaceKbPerRequest === null ? 'not read (a full GC ran)' : `+${oldSpaceKbPerRequest} kB per request`}${failures ? `; ${failures} failed requests` : ''}`;
}
