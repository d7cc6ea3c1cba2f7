// Issue 17 bench: checkouts until the server dies under them. Each member repeats add-to-cart →
// place-order by card with an Idempotency-Key of its own, and stops at the first request that
// gets no answer (the kill -9 of lib/durability.mjs). Every answered placement is written down;
// a placement with no answer is "cut off": the crash may have committed it or rolled it back.
// Input: the path of a JSON file { url, shoppers: [{ cookie, addressId }], variant, card, run,
// limitSeconds }; output: one JSON line { acknowledged: [{ shopper, key, docNo }], cutOff:
// [{ shopper, key, at }], addCutOff, refusals, firstLossAt }.
import { readFileSync } from 'node:fs';
import { CookieJar, poster } from './lib/shop-client.mjs';

const { url, shoppers, variant, card, run, limitSeconds } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const post = poster(url, shoppers.length);
const until = performance.now() + limitSeconds * 1000;

const acknowledged = [];
const cutOff = [];
const refusals = {};
let addCutOff = 0;
/** Wall-clock time of the first request without an answer: the bench compares it with the kill's. */
let firstLossAt = null;

const lost = () => { firstLossAt ??= Date.now(); };
function refused(step, answer) {
  const key = `${step} ${answer.status}${answer.body?.message ? ` ${answer.body.message}` : ''}`;
  refusals[key] = (refusals[key] ?? 0) + 1;
}

async function shopperLoop(shopper, index) {
  const jar = new CookieJar(shopper.cookie);
  for (let n = 0; performance.now() < until; n += 1) {
    try {
      const added = await post('/api/add-to-cart', { ...variant, quantity: 1 }, { jar });
      if (added.status !== 200) { refused('add-to-cart', added); continue; }
    } catch {
      lost();
      addCutOff += 1;
      return;
    }
    const key = `durable-${run}-${index}-${n}`;
    try {
      const placed = await post('/api/place-order', { shippingAddressId: shopper.addressId, paymentType: 1, card }, { jar, headers: { 'idempotency-key': key } });
      if (placed.status === 200) acknowledged.push({ shopper: index, key, docNo: placed.body.order.docNo });
      else refused('place-order', placed);
    } catch {
      lost();
      cutOff.push({ shopper: index, key, at: Date.now() });
      return;
    }
  }
}

await Promise.all(shoppers.map(shopperLoop));
process.stdout.write(`${JSON.stringify({ acknowledged, cutOff, addCutOff, refusals, firstLossAt })}\n`);
