// The shop as a shopper's browser talks to it, for the checkout and hub benches: keep-alive
// HTTP with a cookie jar per shopper, registration, the engine's operator stock route.
import http from 'node:http';
import { fetchWithin } from './net.mjs';

/** The cookies a shopper holds, sent back as a Cookie header; cleared ones are dropped. */
export class CookieJar {
  constructor(header = '') {
    this.cookies = new Map(header.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  }

  /** Takes the Set-Cookie lines of an answer (an array from node:http, or fetch's getSetCookie()). */
  take(setCookie = []) {
    for (const line of setCookie) {
      const pair = line.split(';', 1)[0];
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value) this.cookies.set(name, value); else this.cookies.delete(name);
    }
  }

  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A JSON POST over one keep-alive agent: { status, body, ms } (ms from sending to the last byte).
 * The jar, when given, sends its cookies and takes the answer's. With method 'GET' the payload
 * is left out (the caller puts its query in the path). A kept-alive socket the server closed
 * (idle past its keep-alive timeout) just as it was reused is sent on once more on a fresh one,
 * as browsers do: that request never reached the server.
 */
export function poster(baseUrl, maxSockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  return (path, payload, { jar, headers = {}, method = 'POST' } = {}) => {
    const body = method === 'GET' ? '' : JSON.stringify(payload);
    const started = performance.now();
    const send = (retried) => new Promise((resolve, reject) => {
      let answered = false;
      const request = http.request({
        agent, hostname, port, path, method,
        headers: {
          ...(method === 'GET' ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...(jar ? { cookie: jar.header } : {}), ...headers,
        },
      }, (response) => {
        answered = true;
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          jar?.take(response.headers['set-cookie']);
          let parsed = null;
          try { parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch { /* not JSON */ }
          resolve({ status: response.statusCode, body: parsed, ms: performance.now() - started });
        });
        response.on('error', reject);
      });
      request.setTimeout(30_000, () => request.destroy(new Error(`${path} took over 30 s`)));
      request.on('error', (error) => {
        const closedIdle = !retried && !answered && request.reusedSocket && (error.code === 'ECONNRESET' || error.message === 'socket hang up');
        if (closedIdle) resolve(send(true)); else reject(error);
      });
      request.end(body);
    });
    return send(false);
  };
}

async function postJson(url, payload, headers = {}, timeoutMs = 30_000) {
  const response = await fetchWithin(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) }, timeoutMs);
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${body?.message ?? ''}`);
  return { body, setCookie: response.headers.getSetCookie() };
}

/** In-stock variants of the catalogue's first page, as { productId, stockBarcodeId }. */
export async function inStockVariants(baseUrl, count) {
  const { body } = await postJson(`${baseUrl}/api/search-products`, { pageSize: 40, flags: 6 | 32, includes: ['Id', 'Barcodes', 'StocksByBarcode'] });
  const variants = body.products.flatMap((product) => product.barcodes
    .filter((barcode) => product.stocksByBarcode.some((stock) => stock.barcodeId === barcode.id && stock.quantity > 0))
    .map((barcode) => ({ productId: product.id, stockBarcodeId: barcode.id })));
  if (variants.length < count) throw new Error(`only ${variants.length} variants in stock on the first page, ${count} wanted`);
  return variants.slice(0, count);
}

/** The engine's bearer token for its operator routes, from the realm's client credentials. */
export async function operatorToken(baseUrl, { clientId, clientSecret }) {
  const response = await fetchWithin(`${baseUrl}/gateway/realms/vitrin/protocol/openid-connect/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  }, 60_000);
  if (!response.ok) throw new Error(`the realm refused the operator's client credentials (${response.status})`);
  return (await response.json()).access_token;
}

/**
 * Sets a variant's units in warehouse 1 through the engine's operator route. The engine rebuilds
 * its catalogue and search indexes after each change: on a large catalogue that takes a while.
 */
export async function setStock(baseUrl, token, stockBarcodeId, quantity, warehouseId = 1) {
  await postJson(`${baseUrl}/gateway/product/api/product/set-stock`, { stockBarcodeId, warehouseId, quantity }, { authorization: `Bearer ${token}` }, 600_000);
}

/**
 * Puts all of a variant's stock in its first warehouse: `quantity` there, none elsewhere, so the
 * units left plus the units sold must come back to `quantity` (the durability section).
 */
export async function setSoleStock(baseUrl, token, stockBarcodeId, quantity) {
  const response = await fetchWithin(`${baseUrl}/gateway/product/api/stock/availabilities-by-barcode/${stockBarcodeId}`, { headers: { authorization: `Bearer ${token}` } }, 30_000);
  if (!response.ok) throw new Error(`the stock of variant ${stockBarcodeId} answered ${response.status}`);
  const { availabilities } = await response.json();
  const warehouses = [...new Set(availabilities.map((availability) => availability.warehouseId))].sort((a, b) => a - b);
  if (!warehouses.length) throw new Error(`variant ${stockBarcodeId} has no warehouse`);
  for (const [index, warehouseId] of warehouses.entries()) {
    if (index > 0 && !availabilities.some((availability) => availability.warehouseId === warehouseId && availability.quantity > 0)) continue;
    await setStock(baseUrl, token, stockBarcodeId, index === 0 ? quantity : 0, warehouseId);
  }
}

/** The approved test card (contracts/order/card.ts), valid for three more years. */
export const CARD = { number: '4111111111111111', holderName: 'BENCH SHOPPER', expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, cvv: '123' };

const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Işık', mobilePhone: '05321234567', cityId: 34, countyId: 34001, description: 'Moda Cad. No: 12 D: 3' };

/** The activation code the engine mailed to `email`, from its operator outbox route (its latest 50 mails). */
async function activationCode(baseUrl, token, email) {
  const response = await fetchWithin(`${baseUrl}/gateway/notification/api/notification/outbox`, { headers: { authorization: `Bearer ${token}` } }, 30_000);
  if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
  const mail = (await response.json()).mails.find((each) => each.to === email && /: \d{6}/.test(each.text));
  if (!mail) throw new Error(`no activation code was mailed to ${email}`);
  return /: (\d{6})/.exec(mail.text)[1];
}

/** A registered, activated member (a member still to activate may not check out) with an address: { cookie, addressId }. */
async function registerShopper(baseUrl, token, email) {
  const jar = new CookieJar();
  jar.take((await postJson(`${baseUrl}/api/register`, { email, password: 'uzun bir şifre 123', name: 'Ayşe', surname: 'Işık', privacyAccepted: true })).setCookie);
  await postJson(`${baseUrl}/api/verify-otp`, { code: await activationCode(baseUrl, token, email) }, { cookie: jar.header });
  const { body } = await postJson(`${baseUrl}/api/add-address`, ADDRESS, { cookie: jar.header });
  return { cookie: jar.header, addressId: body.address.id };
}

/** `count` members, 10 registering at a time (password hashing is the slow part); `token` is the operator's (the activation codes). */
export async function registerShoppers(baseUrl, count, token) {
  const stamp = Date.now();
  const shoppers = [];
  while (shoppers.length < count) {
    const size = Math.min(10, count - shoppers.length);
    shoppers.push(...await Promise.all(Array.from({ length: size }, (_, index) => registerShopper(baseUrl, token, `bench${stamp}-${shoppers.length + index}@example.com`))));
  }
  return shoppers;
}
