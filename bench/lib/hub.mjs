// Issue 13: live connections to /api/hubs/shopping-cart held by the one server process, its
// memory per connection, and how fast a cart change reaches the shopper's open channel.
import { inStockVariants } from './shop-client.mjs';
import { runWorker } from './worker.mjs';

export const HUB_CONNECTIONS = 2000;
/** Cart change to OnShoppingCartUpdated at the client, p99 (issue 13). */
export const HUB_P99_TARGET_MS = 100;

export async function measureHub(server, { connections = HUB_CONNECTIONS, samples, print }) {
  const [variant] = await inStockVariants(server.url, 1);
  const result = await runWorker('hub-worker.mjs', { url: server.url, serverPid: server.pid, inspectUrl: server.inspectUrl, connections, samples, ...variant }, 600_000);
  print(`   ${result.held} of ${connections} connections held (opened in ${Math.round(result.connectMs / 100) / 10} s after ${connections} carts in ${Math.round(result.cartsSetupMs / 100) / 10} s), `
    + `${result.stillOpenAfterChanges} still open after the changes${result.errorCount ? `; ${result.errorCount} errors: ${result.errors.join('; ')}` : ''}`);
  print(`   server RSS ${result.rssBeforeMb} MB before, ${result.rssHeldMb} MB holding them (${result.kbPerConnection} kB per connection; the second half alone ${result.kbPerConnectionSecondHalf} kB each), `
    + `${result.rssAfterChangesMb} MB after the changes, ${result.rssAfterCloseMb} MB after closing them (RSS keeps a grown heap: a lower bound)`);
  if (result.heapKbPerConnection !== null) {
    print(`   after a full GC: heap used + external ${Math.round(result.heapBefore.heapUsedMb + result.heapBefore.externalMb)} MB before, `
      + `${Math.round(result.heapHeld.heapUsedMb + result.heapHeld.externalMb)} MB holding them: ${result.heapKbPerConnection} kB per connection`);
  }
  print(`   cart change → OnShoppingCartUpdated: p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  max ${result.maxMs} ms over ${result.samples} changes`
    + `${result.missed ? ` (${result.missed} never heard within 5 s)` : ''}; add-to-cart alone p50 ${result.addToCartP50Ms} ms p99 ${result.addToCartP99Ms} ms; `
    + `event after the add-to-cart answer p50 ${result.eventAfterAnswerP50Ms} ms p99 ${result.eventAfterAnswerP99Ms} ms`);
  return { ...result, targetP99Ms: HUB_P99_TARGET_MS };
}
