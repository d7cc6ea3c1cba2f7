// Issue 15: completed checkouts per second through the storefront API (add to cart → place the
// order by card with an Idempotency-Key), each connection a member of its own, on the load core
// against the pinned server; p50/p99 of the whole checkout and of place-order alone. Registering
// the members, their addresses and the stock are setup, not timed. The ratio is to the cart
// sequence (add, add, get-cart, remove) of the same run on the same database.
import { median } from './stats.mjs';
import { CARD, inStockVariants, operatorToken, registerShoppers, setStock } from './shop-client.mjs';
import { runWorker } from './worker.mjs';

/** Checkouts per second the shop should complete on PostgreSQL on this machine (issue 15). */
export const CHECKOUT_TARGET_PER_SECOND = 100;
/**
 * Variants the connections share, so placements of one product meet at its stock row as in a
 * sale. Few: each operator stock change rebuilds the engine's indexes (tens of seconds at 100k products).
 */
const VARIANTS = 2;
const UNITS = 1_000_000;

/**
 * Measures `rounds` rounds on the running server. `cartSequencesPerSecond` is the cart figure of
 * this run on this database, or a function that measures it when the cart section did not run.
 */
export async function measureCheckout(server, { rounds, seconds, warmupSeconds, connections, print, cartSequencesPerSecond }) {
  const setupStarted = performance.now();
  const token = await operatorToken(server.url, server.operator);
  const variants = await inStockVariants(server.url, VARIANTS);
  for (const variant of variants) await setStock(server.url, token, variant.stockBarcodeId, UNITS);
  const members = await registerShoppers(server.url, connections, token);
  const shoppers = members.map((member, index) => ({ ...member, ...variants[index % variants.length] }));
  print(`   setup (operator stock on ${VARIANTS} variants, ${connections} members with an address): ${Math.round((performance.now() - setupStarted) / 1000)} s, not timed`);

  const results = [];
  for (let index = 1; index <= rounds; index += 1) {
    const result = await runWorker('checkout-worker.mjs', { url: server.url, shoppers, card: CARD, warmupSeconds, seconds }, (warmupSeconds + seconds + 60) * 1000);
    results.push(result);
    const failed = Object.values(result.refusals).reduce((sum, count) => sum + count, 0) + result.errors;
    print(`   round ${index}/${rounds}: ${Math.round(result.checkoutsPerSecond)} checkouts/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms`
      + `  (place-order p50 ${result.placeOrderP50Ms} ms p99 ${result.placeOrderP99Ms} ms)${failed ? `  (${failed} failed: ${JSON.stringify(result.refusals)}, ${result.errors} errors)` : ''}`);
  }
  const checkoutsPerSecond = median(results.map((result) => result.checkoutsPerSecond));
  const cart = typeof cartSequencesPerSecond === 'function' ? await cartSequencesPerSecond() : cartSequencesPerSecond;
  return {
    connections, variants: VARIANTS, checkoutsPerSecond,
    p50Ms: median(results.map((result) => result.p50Ms)), p99Ms: median(results.map((result) => result.p99Ms)),
    placeOrderP50Ms: median(results.map((result) => result.placeOrderP50Ms)), placeOrderP99Ms: median(results.map((result) => result.placeOrderP99Ms)),
    failures: results.reduce((sum, result) => sum + result.errors + Object.values(result.refusals).reduce((total, count) => total + count, 0), 0),
    cartSequencesPerSecond: cart ?? null,
    ratioToCartSequence: cart ? checkoutsPerSecond / cart : null,
    targetPerSecond: CHECKOUT_TARGET_PER_SECOND,
    rounds: results,
  };
}
