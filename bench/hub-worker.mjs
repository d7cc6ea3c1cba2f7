// Issue 13 bench: live connections held at /api/hubs/shopping-cart, raw WebSockets speaking the
// SignalR JSON hub protocol as the browser's client does (handshake, SendToken, pings), each the
// channel of a visitor with a cart of its own; the server's RSS before and after; the time from
// sending a cart change (POST /api/add-to-cart) to OnShoppingCartUpdated at that visitor's socket.
// Input: the path of a JSON file { url, serverPid, connections, samples, productId, stockBarcodeId };
// output: one JSON line with the figures.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { heapAfterGc as heapOf } from './lib/inspector.mjs';
import { rssMb } from './lib/memory.mjs';
import { CookieJar, poster } from './lib/shop-client.mjs';
import { percentile } from './lib/stats.mjs';

const { url, serverPid, inspectUrl, connections, samples, productId, stockBarcodeId } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const RS = '\x1e';
const HUB_PATH = '/api/hubs/shopping-cart';
/** The browser client's keep-alive (HUB_TIMINGS.keepAliveMs): the server drops a socket silent for 30 s. */
const KEEP_ALIVE_MS = 15_000;
const BATCH = 100;
const post = poster(url, 50);
const add = { productId, stockBarcodeId, quantity: 1 };
const round = (value) => Math.round(value * 10) / 10;
const heapAfterGc = () => heapOf(inspectUrl);

/** One visitor: the cookie of a cart, and its open channel. */
async function visitor() {
  const jar = new CookieJar();
  const answer = await post('/api/add-to-cart', add, { jar });
  if (answer.status !== 200) throw new Error(`add-to-cart answered ${answer.status}`);
  return { jar, socket: null, waiters: [] };
}

/** Opens the channel: handshake, then SendToken, resolved at its completion. */
function connect(shopper) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}${HUB_PATH}`, { headers: { cookie: shopper.jar.header } });
    let buffer = '';
    let handshaken = false;
    socket.on('error', reject);
    socket.on('open', () => socket.send(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`));
    socket.on('message', (data) => {
      buffer += data.toString('utf8');
      const records = buffer.split(RS);
      buffer = records.pop();
      const now = performance.now();
      for (const record of records) {
        if (!handshaken) {
          handshaken = true;
          socket.send(`${JSON.stringify({ type: 1, target: 'SendToken', arguments: [''], invocationId: '0' })}${RS}`);
          continue;
        }
        const message = JSON.parse(record);
        if (message.type === 3 && message.invocationId === '0') {
          if (message.error) reject(new Error(message.error)); else resolve();
        } else if (message.type === 1 && message.target === 'OnShoppingCartUpdated') {
          for (const waiter of shopper.waiters.splice(0)) waiter(message.arguments[0], now);
        } else if (message.type === 7) {
          shopper.closedByServer = message.error ?? 'closed';
        }
      }
    });
    socket.on('close', () => { shopper.open = false; });
    shopper.socket = socket;
    shopper.open = true;
  });
}

const errors = [];
const setupStarted = performance.now();
const shoppers = [];
while (shoppers.length < connections) {
  shoppers.push(...await Promise.all(Array.from({ length: Math.min(50, connections - shoppers.length) }, visitor)));
}
const cartsMs = performance.now() - setupStarted;
// The carts' garbage is collected while the server idles; RSS keeps the heap it grew to, so part
// of the connections' memory may fit in it and the figure per connection is a lower bound.
await sleep(10_000);
const heapBefore = await heapAfterGc();
const rssBeforeMb = rssMb(serverPid);

const connectStarted = performance.now();
const half = Math.floor(shoppers.length / BATCH / 2) * BATCH;
let rssHalfMb = null;
for (let start = 0; start < shoppers.length; start += BATCH) {
  if (start === half && half > 0) rssHalfMb = rssMb(serverPid);
  const results = await Promise.allSettled(shoppers.slice(start, start + BATCH).map(connect));
  for (const result of results) if (result.status === 'rejected') errors.push(`connect: ${result.reason?.message ?? result.reason}`);
}
const connectMs = performance.now() - connectStarted;
const pinger = setInterval(() => {
  for (const shopper of shoppers) if (shopper.open) shopper.socket.send(`{"type":6}${RS}`);
}, KEEP_ALIVE_MS);
await sleep(5000);
const heapHeld = await heapAfterGc();
const rssHeldMb = rssMb(serverPid);
const held = shoppers.filter((shopper) => shopper.open).length;

// One change at a time, spread over the connections, each timed from sending the request.
const changeToEventMs = [];
const addMs = [];
/** Event arrival after the add-to-cart answer arrived (negative: the event came first). */
const afterAnswerMs = [];
let missed = 0;
for (let index = 0; index < samples; index += 1) {
  const shopper = shoppers[Math.floor((index * shoppers.length) / samples)];
  if (!shopper.open) { missed += 1; continue; }
  const started = performance.now();
  const heard = new Promise((resolve) => {
    shopper.waiters.push((_update, at) => resolve(at));
  });
  const answer = await post('/api/add-to-cart', add, { jar: shopper.jar });
  if (answer.status !== 200) { errors.push(`add-to-cart ${answer.status}`); shopper.waiters.length = 0; continue; }
  addMs.push(answer.ms);
  const at = await Promise.race([heard, sleep(5000).then(() => null)]);
  if (at === null) { missed += 1; shopper.waiters.length = 0; continue; }
  changeToEventMs.push(at - started);
  afterAnswerMs.push(at - (started + answer.ms));
}
const stillOpen = shoppers.filter((shopper) => shopper.open).length;
const rssAfterChangesMb = rssMb(serverPid);

clearInterval(pinger);
for (const shopper of shoppers) if (shopper.open) shopper.socket.close(1000);
await sleep(3000);
const rssAfterCloseMb = rssMb(serverPid);

process.stdout.write(`${JSON.stringify({
  connections, held, stillOpenAfterChanges: stillOpen, closedByServer: shoppers.filter((shopper) => shopper.closedByServer).length,
  cartsSetupMs: Math.round(cartsMs), connectMs: Math.round(connectMs),
  rssBeforeMb, rssHeldMb, rssAfterChangesMb, rssAfterCloseMb, heapBefore, heapHeld,
  heapKbPerConnection: heapBefore && heapHeld && held
    ? Math.round((((heapHeld.heapUsedMb + heapHeld.externalMb) - (heapBefore.heapUsedMb + heapBefore.externalMb)) * 1024) / held) : null,
  kbPerConnection: held ? Math.round(((rssHeldMb - rssBeforeMb) * 1024) / held) : null,
  // The second half opens once the first has used up the heap the carts left free.
  rssHalfMb, kbPerConnectionSecondHalf: rssHalfMb === null ? null : Math.round(((rssHeldMb - rssHalfMb) * 1024) / (connections - half)),
  samples: changeToEventMs.length, missed,
  p50Ms: round(percentile(changeToEventMs, 50)), p99Ms: round(percentile(changeToEventMs, 99)), maxMs: round(Math.max(...changeToEventMs)),
  addToCartP50Ms: round(percentile(addMs, 50)), addToCartP99Ms: round(percentile(addMs, 99)),
  eventAfterAnswerP50Ms: round(percentile(afterAnswerMs, 50)), eventAfterAnswerP99Ms: round(percentile(afterAnswerMs, 99)),
  errors: errors.slice(0, 5), errorCount: errors.length,
})}\n`);
process.exit(0);
