// Alternating rounds (raw, bare, real, raw, bare, real, ...) so slow drift on a shared machine
// (another process, thermal limits) hits every target alike; medians then drop the odd round.
import { runLoad } from './load.mjs';
import { median } from './stats.mjs';

const number = (value) => Math.round(value).toLocaleString('en-US');

function summarise(rounds) {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    // Any failed request makes the round's figures suspect (an error answers faster than a page).
    failures: rounds.reduce((sum, round) => sum + round.non2xx + round.errors + round.timeouts, 0),
    rounds,
  };
}

/**
 * targets: [{ key, label, url }], the real server last. Returns per route: each target's
 * medians and the real route's ratios to every other target.
 */
export async function measureThroughput({ routes, targets, rounds, seconds, warmupSeconds, connections, print }) {
  const report = {};
  for (const route of routes) {
    print(`\n${route.name}  (${connections} connections, ${rounds} rounds of ${seconds} s after ${warmupSeconds} s warm-up)`);
    const byTarget = Object.fromEntries(targets.map((target) => [target.key, []]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        const result = await runLoad({ url: target.url, route, connections, warmupSeconds, seconds });
        byTarget[target.key].push(result);
        const failed = result.non2xx + result.errors + result.timeouts;
        print(`  round ${round}/${rounds}  ${target.label.padEnd(20)} ${number(result.requestsPerSecond).padStart(8)} req/s`
          + `  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${failed ? `  (${failed} failed requests!)` : ''}`);
      }
    }
    const summary = Object.fromEntries(targets.map((target) => [target.key, summarise(byTarget[target.key])]));
    const real = targets.at(-1).key;
    const ratios = Object.fromEntries(targets.slice(0, -1).map((target) => [target.key, {
      // Below 1: the real route serves that fraction of the baseline's requests per second.
      throughput: summary[real].requestsPerSecond / summary[target.key].requestsPerSecond,
      // Above 1: the real route's median latency is that many times the baseline's.
      p50Latency: summary[real].p50Ms / summary[target.key].p50Ms,
      p99Latency: summary[real].p99Ms / summary[target.key].p99Ms,
    }]));
    report[route.name] = { ...summary, ratios };
  }
  return report;
}
