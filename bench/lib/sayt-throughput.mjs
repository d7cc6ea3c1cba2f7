// Issue 4: throughput of the search-as-you-type query under load, as a ratio to a raw Node server
// answering the same bytes in the same run (the machinery of lib/throughput.mjs, its own fixture).
import path from 'node:path';
import { BASELINES, startBaseline } from './baselines.mjs';
import { captureFixtures } from './fixtures.mjs';
import { searchAsYouType } from './payloads.mjs';
import { measureThroughput } from './throughput.mjs';

// One fixed term: autocannon repeats one body, and the baseline must answer the same bytes.
export const SAYT_TERM = 'kol saati';
export const SAYT_ROUTE = { name: 'POST /api/search-products (search-as-you-type)', ...searchAsYouType(SAYT_TERM) };

export async function measureSearchAsYouTypeThroughput(server, { rounds, seconds, warmupSeconds, connections, print }) {
  const fixtureFile = path.join(server.dataDir, 'fixtures-sayt.json');
  const responseBytes = await captureFixtures(server.url, [SAYT_ROUTE], fixtureFile);
  const rawNode = await startBaseline(BASELINES.find((baseline) => baseline.key === 'rawNode'), fixtureFile);
  try {
    const targets = [{ key: rawNode.key, label: rawNode.label, url: rawNode.url }, { key: 'vitrin', label: 'Vitrin (real route)', url: server.url }];
    const routes = await measureThroughput({ routes: [SAYT_ROUTE], targets, rounds, seconds, warmupSeconds, connections, print });
    const result = routes[SAYT_ROUTE.name];
    return {
      route: SAYT_ROUTE.name, body: JSON.parse(SAYT_ROUTE.body), responseBytes: responseBytes[SAYT_ROUTE.name], connections, rounds, seconds,
      rawNode: result.rawNode, vitrin: result.vitrin, ratioToRawNode: result.ratios.rawNode.throughput,
    };
  } finally {
    await rawNode.stop();
  }
}
