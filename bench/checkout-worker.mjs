// Issue 15 bench: completed checkouts through the storefront API, each connection a registered
// member of its own who repeats add-to-cart → place-order by card with a fresh Idempotency-Key,
// on the load core. Checkouts that start in the warm-up are not counted, nor those that end after
// the measured window.
// Input: the path of a JSON file { url, shoppers: [{ cookie, addressId, productId, stockBarcodeId }],
// card, warmupSeconds, seconds }; output: one JSON line with the round's figures.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CookieJar, poster } from './lib/shop-client.mjs';
import { percentile } from './lib/stats.mjs';

const { url, shoppers, card, warmupSeconds, seconds } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const post = poster(url, shoppers.length);
const run = randomBytes(4).toString('hex');
const started = performance.now();
const measureFrom = started + warmupSeconds * 1000;
const measureTo = measureFrom + seconds * 1000;

const checkoutMs = [];
const placeMs = [];
const refusals = new Map();
let errors = 0;

function refused(step, answer) {
  const key = `${step} ${answer.status}${answer.body?.message ? ` ${answer.body.message}` : ''}`;
  refusals.set(key, (refusals.get(key) ?? 0) + 1);
}

async function shopperLoop(shopper, index) {
  const jar = new CookieJar(shopper.cookie);
  for (let n = 0; performance.now() < measureTo; n += 1) {
    const begun = performance.now();
    try {
      const added = await post('/api/add-to-cart', { productId: shopper.productId, stockBarcodeId: shopper.stockBarcodeId, quantity: 1 }, { jar });
      if (added.status !== 200) { refused('add-to-cart', added); continue; }
      const placed = await post('/api/place-order', { shippingAddressId: shopper.addressId, paymentType: 1, card }, { jar, headers: { 'idempotency-key': `bench-${run}-${index}-${n}` } });
      if (placed.status !== 200) { refused('place-order', placed); continue; }
      const ended = performance.now();
      if (begun >= measureFrom && ended <= measureTo) {
        checkoutMs.push(ended - begun);
        placeMs.push(placed.ms);
      }
    } catch {
      errors += 1;
    }
  }
}

await Promise.all(shoppers.map(shopperLoop));
const round = (value) => Math.round(value * 10) / 10;
process.stdout.write(`${JSON.stringify({
  checkoutsPerSecond: checkoutMs.length / seconds,
  checkouts: checkoutMs.length,
  p50Ms: round(percentile(checkoutMs, 50)),
  p99Ms: round(percentile(checkoutMs, 99)),
  placeOrderP50Ms: round(percentile(placeMs, 50)),
  placeOrderP99Ms: round(percentile(placeMs, 99)),
  refusals: Object.fromEntries(refusals),
  errors,
})}\n`);
