// The load generator, in its own process so it can sit on its own core (see lib/load.mjs).
// Input: the path of a JSON file; output: one JSON line with the measured round.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { url, method, headers, body, bodies, connections, warmupSeconds, seconds } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
// Several bodies (distinct products, cache-defeating filters): every request takes the next one,
// whichever connection sends it. A list per connection would start each connection at the first
// body, so the connections would ask the same bodies at the same moment and the API's read cache
// would answer all but one of them (a concurrent miss is loaded once).
let next = 0;
const nextBody = (request) => ({ ...request, body: bodies[next++ % bodies.length] });
const options = { url, method, headers, body, connections, timeout: 10, ...(bodies ? { requests: [{ method, headers, setupRequest: nextBody }] } : {}) };

// The warm-up lets the server's JIT and the connection pool settle; its figures are thrown away.
if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
const result = await autocannon({ ...options, duration: seconds });

process.stdout.write(`${JSON.stringify({
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
})}\n`);
