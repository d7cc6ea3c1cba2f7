// Issue 29 items 5 and 6: the operator console's product list at the bench's catalogue (p50/p99
// of every sort and filter, one request at a time) and the import of as many new products through
// the staff route, as an operator would: signed in as a catalogue staff member (password and TOTP
// code), the shop's own export with new skus and barcodes uploaded, the job polled until done.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { generate } from 'otplib';
import { timeSequential } from './sequential.mjs';

export const ADMIN_TARGETS = { listP99Ms: 100, importMs: 120_000 };
const STAFF_COOKIE = 'vitrin_staff';
const PASSWORD = 'bench personel şifresi 2026';
const PAGE = 25;
const IMPORT_TIMEOUT_MS = 15 * 60_000;

async function call(url, path, { method = 'GET', headers = {}, body } = {}) {
  // fetch says only "fetch failed"; its cause names the socket's end (a reset, a timeout).
  const response = await fetch(`${url}${path}`, { method, headers, body, signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS) })
    .catch((error) => { throw new Error(`${method} ${path}: ${error.message}${error.cause ? ` (${error.cause.code ?? ''} ${error.cause.message})` : ''}`); });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

const json = (value) => ({ 'content-type': 'application/json', body: JSON.stringify(value) });

/** A catalogue staff member made through the engine's operator route (as npm run staff:create asks a running shop), enrolled; answers the session's Cookie header. */
export async function signInCatalogueStaff(server) {
  const realm = `${server.url}/gateway/realms/vitrin/protocol/openid-connect/token`;
  const { access_token: token } = await (await call(server.url, realm.slice(server.url.length), {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: server.operator.clientId, client_secret: server.operator.clientSecret }),
  })).json();
  const { 'content-type': type, body } = json({ email: `bench-${Date.now()}@example.com`, role: 'catalogue' });
  const created = await (await call(server.url, '/gateway/staff/api/operator/create-staff', { method: 'POST', headers: { 'content-type': type, authorization: `Bearer ${token}` }, body })).json();
  const link = new URL(created.enrolLink).searchParams.get('token');
  const post = (path, value) => call(server.url, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
  const { secret } = await (await post('/admin/api/enrolment/start', { token: link, password: PASSWORD })).json();
  const finished = await post('/admin/api/enrolment/finish', { token: link, code: await generate({ secret }) });
  const cookie = finished.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith(`${STAFF_COOKIE}=`));
  if (!cookie) throw new Error('enrolment answered no staff session cookie');
  return cookie;
}

const listPath = (sort, filter, offset) => `/admin/api/products?${new URLSearchParams({
  sort: JSON.stringify(sort), range: JSON.stringify([offset, offset + PAGE - 1]), ...(filter ? { filter: JSON.stringify(filter) } : {}),
})}`;

/** The list cases: every sort both ways unfiltered, then each filter (text: a name word, a sku's start, a sku-like word nothing has). */
async function listCases(server, cookie) {
  const first = await (await call(server.url, listPath(['id', 'ASC'], null, 0), { headers: { cookie } })).json();
  const middle = await (await call(server.url, listPath(['id', 'ASC'], null, 5_000), { headers: { cookie } })).json();
  const sample = middle[0] ?? first[0];
  const word = sample.name.tr.split(/\s+/).find((each) => each.length >= 4) ?? sample.name.tr;
  const sorts = ['id', 'name', 'sku', 'price', 'stock', 'createdAt'].flatMap((field) => [[field, 'ASC'], [field, 'DESC']]);
  return [
    ...sorts.map((sort) => ({ name: `sort ${sort.join(' ')}`, sort, filter: null })),
    { name: `q "${word}" (a name word)`, sort: ['id', 'DESC'], filter: { q: word } },
    { name: `q "${word}" by name`, sort: ['name', 'ASC'], filter: { q: word } },
    { name: `q "${sample.sku.slice(0, -2)}" (a sku's start)`, sort: ['id', 'DESC'], filter: { q: sample.sku.slice(0, -2) } },
    { name: `q "${sample.sku}" (a sku)`, sort: ['name', 'ASC'], filter: { q: sample.sku } },
    { name: 'q "zx-9q7" (nothing has it)', sort: ['id', 'DESC'], filter: { q: 'zx-9q7' } },
    { name: `brandId ${sample.brandId}`, sort: ['id', 'DESC'], filter: { brandId: sample.brandId } },
    { name: `categoryId ${sample.defaultCategoryId}`, sort: ['name', 'ASC'], filter: { categoryId: sample.defaultCategoryId } },
    { name: `productTypeId ${sample.productTypeId}`, sort: ['price', 'DESC'], filter: { productTypeId: sample.productTypeId } },
    { name: 'published false', sort: ['stock', 'ASC'], filter: { published: false } },
  ];
}

/** p50/p99 of each list case over `samples` pages (the first ten pages in turn), one request at a time. */
export async function measureProductList(server, cookie, { samples, print }) {
  const figures = {};
  for (const { name, sort, filter } of await listCases(server, cookie)) {
    const requests = Array.from({ length: 10 }, (_, page) => ({ method: 'GET', path: listPath(sort, filter, page * PAGE), headers: { cookie } }));
    const timed = await timeSequential(server.url, requests, { count: samples, warmup: 5 });
    figures[name] = { p50Ms: timed.p50Ms, p99Ms: timed.p99Ms, failures: timed.failures };
    print(`   ${name.padEnd(44)} p50 ${String(timed.p50Ms).padStart(6)} ms  p99 ${String(timed.p99Ms).padStart(6)} ms  (target p99 < ${ADMIN_TARGETS.listP99Ms} ms)`);
  }
  const worstP99Ms = Math.max(...Object.values(figures).map((each) => each.p99Ms));
  return { samples, cases: figures, worstP99Ms, targetP99Ms: ADMIN_TARGETS.listP99Ms };
}

/** The shop's export with every product made new (sku, code, group code and barcodes prefixed): an import that creates them all. */
async function newProductsFile(server, cookie) {
  const started = performance.now();
  const csv = await (await call(server.url, '/admin/api/catalogue-export?format=csv', { headers: { cookie } })).text();
  const exportMs = Math.round(performance.now() - started);
  const [columns, ...rows] = parse(csv, { bom: true });
  const renamed = ['sku', 'code', 'group_code', 'barcode'].map((column) => columns.indexOf(column)).filter((index) => index >= 0);
  for (const row of rows) for (const index of renamed) if (row[index]) row[index] = `imp-${row[index]}`;
  const skus = new Set(rows.map((row) => row[columns.indexOf('sku')]));
  return { bytes: Buffer.from(stringify([columns, ...rows], { record_delimiter: '\r\n' })), rows: rows.length, products: skus.size, exportMs };
}

/**
 * POSTs a file as multipart/form-data on a connection of its own. fetch would send it on the
 * export's kept-alive connection, idle while the file was made (a minute for 100,000 products):
 * when that passed the server's keep-alive time, the server closed the socket as the upload
 * began (EPIPE).
 */
function uploadFile(url, path, cookie, { name, type, bytes }) {
  const boundary = `bench-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, {
      method: 'POST', agent: false,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk) => { text += chunk; }).on('end', () => {
        if (response.statusCode >= 300) reject(new Error(`POST ${path}: HTTP ${response.statusCode} ${text.slice(0, 300)}`));
        else resolve(JSON.parse(text));
      });
    });
    request.on('error', (error) => reject(new Error(`POST ${path}: ${error.message}`)));
    request.end(body);
  });
}

/** Uploads the file and polls its job; answers the whole time and when each state began. */
export async function measureImport(server, cookie, { print }) {
  const file = await newProductsFile(server, cookie);
  print(`   export of the catalogue: ${file.exportMs} ms; importing ${file.products} new products (${file.rows} rows, ${(file.bytes.length / 1024 / 1024).toFixed(1)} MB) ...`);
  const started = performance.now();
  let job = await uploadFile(server.url, '/admin/api/catalogue-import', cookie, { name: 'bench-catalogue.csv', type: 'text/csv', bytes: file.bytes });
  const states = {};
  while (job.state !== 'done' && job.state !== 'failed') {
    states[job.state] ??= Math.round(performance.now() - started);
    if (performance.now() - started > IMPORT_TIMEOUT_MS) throw new Error(`the import was still ${job.state} after ${IMPORT_TIMEOUT_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = await (await call(server.url, `/admin/api/catalogue-import/${job.jobId}`, { headers: { cookie } })).json();
  }
  const ms = Math.round(performance.now() - started);
  if (job.state === 'failed') throw new Error(`the import failed: ${job.message ?? JSON.stringify(job.report?.errors?.slice(0, 3))}`);
  print(`   imported ${file.products} products in ${ms} ms (target < ${ADMIN_TARGETS.importMs} ms); states began at ${JSON.stringify(states)} ms`);
  return { products: file.products, rows: file.rows, megabytes: Math.round(file.bytes.length / 1024 / 102.4) / 10, exportMs: file.exportMs, ms, statesStartedMs: states, targetMs: ADMIN_TARGETS.importMs };
}
