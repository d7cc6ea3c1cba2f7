// "Server time" as a shopper's browser on the same machine would see it: one request at a time
// (no load), over one kept-alive connection, timed from write to the last byte of the answer.
import http from 'node:http';
import { ms1, percentile } from './stats.mjs';

const REQUEST_TIMEOUT_MS = 10_000;

function send(agent, baseUrl, request) {
  const url = new URL(request.path, baseUrl);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers = { ...request.headers, ...(body ? { 'content-length': body.length } : {}) };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method: request.method, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      res.once('error', reject);
    });
    req.once('timeout', () => req.destroy(new Error(`${request.method} ${request.path} took over ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.once('error', reject);
    req.end(body);
  });
}

/**
 * Sends `count` requests taken in turn from `requests` ({ method, path, headers?, body? }), after
 * `warmup` untimed ones taken from the end of the list, so the timed ones are not warmed answers
 * from the API's read caches (the list should hold count + warmup distinct requests). Answers
 * other than 200 are counted as failures and left out of the times.
 */
export async function timeSequential(baseUrl, requests, { count, warmup = 20 }) {
  const n = requests.length;
  if (n === 0) throw new Error('no requests to time');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  const failures = [];
  try {
    for (let i = 0; i < warmup; i += 1) await send(agent, baseUrl, requests[n - 1 - (i % n)]);
    for (let i = 0; i < count; i += 1) {
      const request = requests[i % n];
      const { status, ms } = await send(agent, baseUrl, request);
      if (status === 200) times.push(ms);
      else if (failures.length < 5) failures.push(`${status} for ${request.method} ${request.path} ${request.body ?? ''}`.trim());
      else failures.push(status);
    }
  } finally {
    agent.destroy();
  }
  const distinct = Math.min(n, count);
  return {
    requests: count,
    distinct,
    // Timed requests that repeat an earlier one (or a warm-up) and may be answered from a cache.
    repeats: count - distinct + Math.max(0, Math.min(warmup, count + warmup - n)),
    p50Ms: ms1(percentile(times, 50)),
    p99Ms: ms1(percentile(times, 99)),
    maxMs: ms1(percentile(times, 100)),
    failures: failures.length,
    failureSamples: failures.filter((failure) => typeof failure === 'string'),
  };
}

// A shop's server has answered thousands of requests before the one a shopper times: V8 has
// compiled the hot paths by then. The first figure above follows 20 untimed requests; on this
// machine the p50s of a search and of a product detail fell by about a quarter over the next
// thousand (issue 28 asks for per-request p50s, which a cold path would mostly measure).
const WARM_UP_REQUESTS = 1000;

/**
 * timeSequential, then again once warm: `WARM_UP_REQUESTS` more untimed requests of the same kind
 * and `count` timed ones, none of them asked before (so no answer cache has them), when the list
 * holds that many; with fewer, the warm-up is shortened and says so.
 */
export async function timeColdAndWarm(baseUrl, requests, { count }) {
  const cold = await timeSequential(baseUrl, requests, { count });
  const rest = requests.slice(count);
  const warmup = Math.min(WARM_UP_REQUESTS, rest.length - count);
  const warm = warmup > 0 ? { warmup, ...await timeSequential(baseUrl, rest, { count, warmup }) } : null;
  return { ...cold, warm };
}

/** Requests the cold and the warm timing need for `count` timed ones each, none repeated. */
export const coldAndWarmRequests = (count) => 2 * count + WARM_UP_REQUESTS;
