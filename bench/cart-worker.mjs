// Issue 13 bench: the cart sequence add, add, get-cart, remove, each autocannon connection a
// shopper of its own (its own environment_token cookie, so its own cart), on the load core.
// With `second` (issue 28 item 4), the round trip instead: add two lines, read, remove both.
// Input: the path of a JSON file { url, productId, stockBarcodeId, second?, connections, warmupSeconds, seconds };
// output: one JSON line with the round's figures.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { url, productId, stockBarcodeId, second, connections, warmupSeconds, seconds } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const json = { 'content-type': 'application/json' };
const add = JSON.stringify({ productId, stockBarcodeId, quantity: 1 });

/** The cookie the shopper got, sent on every later request of this connection. */
const withCookie = (request, context) => (context.cookie ? { ...request, headers: { ...request.headers, cookie: context.cookie } } : request);
function remember(status, body, context, headers) {
  const raw = headers?.['set-cookie'] ?? headers?.['Set-Cookie'];
  const cookie = (Array.isArray(raw) ? raw : raw ? [raw] : []).find((value) => value.startsWith('environment_token='));
  if (cookie) context.cookie = cookie.split(';')[0];
  if (status === 200 && body) {
    try { context.itemId = JSON.parse(body).cart?.items?.find((item) => !item.isShipment)?.documentId ?? context.itemId; } catch { /* not JSON */ }
  }
}

const addRequest = (text) => ({ method: 'POST', path: '/api/add-to-cart', headers: json, body: text, setupRequest: withCookie, onResponse: remember });
const read = { method: 'POST', path: '/api/get-cart', headers: json, body: '{"tags":["cart-summary"]}', setupRequest: withCookie, onResponse: remember };
// The cart's first line, as the last answer listed it: after one removal, the other line.
const removeFirst = {
  method: 'POST', path: '/api/remove-from-cart', headers: json,
  setupRequest: (request, context) => withCookie({ ...request, body: JSON.stringify({ itemId: context.itemId ?? 1 }) }, context), onResponse: remember,
};
const sequence = second
  ? [addRequest(add), addRequest(JSON.stringify({ ...second, quantity: 1 })), read, removeFirst, removeFirst]
  : [addRequest(add), addRequest(add), read, removeFirst];
// autocannon forgets the context (the cookie) whenever its list of requests starts over: with
// the sequence alone, every sequence would be a new visitor's first (a token issued, a cart made).
// A shopper does SEQUENCES_PER_SHOPPER sequences with one cart, then the connection becomes a
// new shopper, so the figure is a shopper's cart work with a visitor's start counted now and then.
const SEQUENCES_PER_SHOPPER = 25;
const requests = Array.from({ length: SEQUENCES_PER_SHOPPER }, () => sequence).flat();

const options = { url, connections, timeout: 10, requests };
if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
const result = await autocannon({ ...options, duration: seconds });
process.stdout.write(`${JSON.stringify({
  requestsPerSecond: result.requests.average,
  sequencesPerSecond: result.requests.average / sequence.length,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
})}\n`);
