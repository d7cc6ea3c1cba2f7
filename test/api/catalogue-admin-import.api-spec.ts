import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import request from 'supertest';
import type { AdminProduct, AdminProductRow } from '../../contracts/admin/catalogue.js';
import type { ImportJob, ImportReport } from '../../contracts/admin/catalogue-import.js';
import { escapeFormula, unescapeFormula } from '../../server/src/engine/catalogue-admin/catalogue-file.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import type { TestApp } from '../support/test-app.js';
import { catalogueShop } from './catalogue-admin-fixtures.js';
import { until } from '../support/until.js';

/** Catalogue import and export (issue 29 item 5): the file of contracts/admin/catalogue-import.ts. */
describe('catalogue import and export (issue 29 item 5)', () => {
  const fixture = catalogueShop();
  let shop: TestApp;
  let cookie: string;
  beforeAll(() => { shop = fixture.shop(); cookie = fixture.cookie(); });

  const exportFile = async (format = 'csv') => (await request(shop.url).get(`/admin/api/catalogue-export?format=${format}`).set('Cookie', cookie).buffer(true)
    .parse((res, done) => { const chunks: Buffer[] = []; res.on('data', (chunk: Buffer) => chunks.push(chunk)); res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8'))); })
    .expect(200)).body as string;
  const send = (file: string, { dryRun = false, name = 'catalogue.csv' } = {}) =>
    request(shop.url).post(`/admin/api/catalogue-import${dryRun ? '?dryRun=true' : ''}`).set('Cookie', cookie).attach('file', Buffer.from(file), { filename: name });
  const dryRun = async (file: string, name?: string) => (await send(file, { dryRun: true, name }).expect(200)).body as ImportReport;
  /** Starts an import and follows its job to the end, as the console's progress bar does. */
  const importFile = async (file: string, name?: string): Promise<ImportJob> => {
    const started = (await send(file, { name }).expect(202)).body as ImportJob;
    expect(started).toMatchObject({ jobId: expect.any(String), state: 'checking', total: expect.any(Number) });
    let job = started;
    await until(async () => {
      job = (await request(shop.url).get(`/admin/api/catalogue-import/${started.jobId}`).set('Cookie', cookie).expect(200)).body as ImportJob;
      return job.state === 'done' || job.state === 'failed';
    }, Date.now() + 60_000, () => `import job still ${job.state}`);
    return job;
  };
  const productCount = async () => Number((await request(shop.url).get('/admin/api/products?range=[0,0]').set('Cookie', cookie).expect(200)).headers['content-range'].split('/')[1]);
  const rowsOf = (csv: string) => parse<Record<string, string>>(csv, { columns: true });

  it('export then import is the identity: the whole catalogue, CSV and JSON', async () => {
    const csv = await exportFile();
    const header = csv.split('\r\n')[0];
    expect(header).toBe('sku,code,group_code,name_tr,name_en,short_name_tr,short_name_en,description_tr,description_en,brand,product_type,categories,hs_code,published,'
      + 'slug_tr,slug_en,seo_title_tr,seo_title_en,seo_description_tr,seo_description_en,attributes,photos,barcode,size,colour_tr,colour_en,'
      + 'price:TRY,base_price:TRY,price:USD,base_price:USD,price:EUR,base_price:EUR,stock:IST,stock:ANK');
    const count = await productCount();
    const job = await importFile(csv);
    expect(job).toMatchObject({ state: 'done', report: { errors: [], products: count } });
    expect(await productCount()).toBe(count);
    expect(await exportFile()).toBe(csv);
    const json = await exportFile('json');
    expect((JSON.parse(json) as Record<string, string>[]).length).toBe(rowsOf(csv).length);
    expect(await dryRun(json, 'catalogue.json')).toEqual({ rows: rowsOf(csv).length, products: count, errors: [] });
    expect((await importFile(json, 'catalogue.json')).state).toBe('done');
    expect(await exportFile('json')).toBe(json);
  }, 120_000);

  it('export escapes formula injection (=cmd|...) with a leading \' and import takes exactly that off again', async () => {
    const product = (await request(shop.url).get('/admin/api/products/2').set('Cookie', cookie).expect(200)).body as AdminProduct;
    const attack = "=cmd|' /C calc'!A0";
    await request(shop.url).put('/admin/api/products/2').set('Cookie', cookie).send({ ...product, name: { tr: attack, en: '+SUM(A1)' }, description: { tr: '@here', en: '-2+3' } }).expect(200);
    const csv = await exportFile();
    const row = rowsOf(csv).find((each) => each.sku === product.sku)!;
    expect([row.name_tr, row.name_en, row.description_tr, row.description_en]).toEqual([`'${attack}`, "'+SUM(A1)", "'@here", "'-2+3"]);
    expect((await importFile(csv)).state).toBe('done');
    const back = (await request(shop.url).get('/admin/api/products/2').set('Cookie', cookie).expect(200)).body as AdminProduct;
    expect([back.name.tr, back.name.en, back.description.tr, back.description.en]).toEqual([attack, '+SUM(A1)', '@here', '-2+3']);
    // JSON is no spreadsheet: its cells are as they are.
    expect((JSON.parse(await exportFile('json')) as Record<string, string>[]).find((each) => each.sku === product.sku)!.name_tr).toBe(attack);
  });

  it('property: any generated catalogue imported from its file exports as the same file', async () => {
    const text = (min = 0) => fc.string({ minLength: min, maxLength: 12, unit: fc.constantFrom('a', 'Ş', 'ı', ' ', '=', '+', '-', '@', '\t', "'", '"', ',', '|', '\n', '1') })
      .filter((value) => value.length >= min);
    const money = fc.integer({ min: 0, max: 10_000_000 });
    const variant = fc.record({ size: fc.constantFrom('', 'S', 'M', '42'), colour: fc.option(fc.tuple(text(1), text(1)), { nil: undefined }),
      ist: fc.integer({ min: 0, max: 50 }), ank: fc.integer({ min: 0, max: 50 }) });
    const product = fc.record({
      name: fc.tuple(text(1), text(1)), short: fc.tuple(text(1), text(1)), description: fc.tuple(text(), text()), seoTitle: fc.tuple(text(), text()),
      published: fc.boolean(), categories: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 3 }),
      prices: fc.array(fc.tuple(money, money), { minLength: 3, maxLength: 3 }), usdPriced: fc.boolean(),
      attributes: fc.uniqueArray(fc.record({ code: fc.constantFrom('attr_color', 'material', 'size_x'), name: fc.tuple(text(1), text(1)), value: fc.tuple(text(1), text(1)), isList: fc.boolean() }),
        { selector: (a) => a.code, maxLength: 2 }),
      photos: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 2 }),
      variants: fc.array(variant, { minLength: 1, maxLength: 3 }),
    });
    const categoryIds = ((await request(shop.url).get('/admin/api/categories?range=[0,199]').set('Cookie', cookie).expect(200)).body as { id: number }[]).map((c) => c.id);
    const [first] = (await request(shop.url).get('/admin/api/products?range=[0,0]').set('Cookie', cookie).expect(200)).body as AdminProductRow[];
    const template = rowsOf(await exportFile())[0];
    expect(first).toBeDefined();
    const header = Object.keys(template);
    const money2 = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
    let run = 0;
    await fc.assert(fc.asyncProperty(fc.array(product, { minLength: 1, maxLength: 3 }), async (products) => {
      run += 1;
      const rows = products.flatMap((p, i) => {
        const sku = `P${run}-${i}-${Date.now()}`;
        const [[s1, b1], [s2, b2], [s3, b3]] = p.prices.map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);
        return p.variants.map((v, j): Record<string, string> => ({
          sku, code: `C${sku}`, group_code: `G${sku}`, name_tr: p.name[0], name_en: p.name[1], short_name_tr: p.short[0], short_name_en: p.short[1],
          description_tr: p.description[0], description_en: p.description[1], brand: template.brand, product_type: template.product_type,
          categories: p.categories.map((n) => categoryIds[n % categoryIds.length]).filter((id, k, all) => all.indexOf(id) === k)
            .map((id, k, all) => (k === 0 ? [id, ...all.slice(1).sort((a, b) => a - b)] : [])).flat().join('|'),
          hs_code: '9102', published: String(p.published), slug_tr: `urun-${run}-${i}`, slug_en: `product-${run}-${i}`,
          seo_title_tr: p.seoTitle[0], seo_title_en: p.seoTitle[1], seo_description_tr: p.description[1], seo_description_en: p.description[0],
          attributes: p.attributes.length ? JSON.stringify(p.attributes.map((a) => ({ code: a.code, name: { tr: a.name[0], en: a.name[1] }, value: { tr: a.value[0], en: a.value[1] }, isList: a.isList }))) : '',
          photos: p.photos.map((n) => `/media/products/${n}-1.svg`).join('|'),
          barcode: `${sku}-${j}`, size: v.size, colour_tr: v.colour?.[0] ?? '', colour_en: v.colour?.[1] ?? '',
          'price:TRY': money2(s1), 'base_price:TRY': money2(b1), 'price:USD': p.usdPriced ? money2(s2) : '', 'base_price:USD': p.usdPriced ? money2(b2) : '',
          'price:EUR': money2(s3), 'base_price:EUR': money2(b3), 'stock:IST': String(v.ist), 'stock:ANK': String(v.ank),
        }));
      });
      const file = stringify([header, ...rows.map((row) => header.map((column) => escapeFormula(row[column])))], { record_delimiter: '\r\n' });
      const job = await importFile(file);
      expect(job.report?.errors).toEqual([]);
      expect(job.state).toBe('done');
      const skus = new Set(rows.map((row) => row.sku));
      const exported = rowsOf(await exportFile());
      expect(exported.filter((row) => skus.has(unescapeFormula(row.sku))).map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, unescapeFormula(v)])))).toEqual(rows);
    }), { numRuns: 12 });
  }, 180_000);

  it('property: escaping and unescaping a cell gives it back, and no escaped cell starts a formula', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', ' ') }), (cell) => {
      const escaped = escapeFormula(cell);
      expect(unescapeFormula(escaped)).toBe(cell);
      expect(/^[=+\-@\t\r]/.test(escaped)).toBe(false);
    }), { numRuns: 2000 });
  });

  it('a dry run reports every bad row with its line, column and reason, and writes nothing; the import of the same file writes nothing either', async () => {
    const rows = rowsOf(await exportFile()).slice(0, 6);
    const header = Object.keys(rows[0]);
    const fresh = rows.map((row, i) => ({ ...row, sku: `NEW-${i}`, barcode: `NEWB-${i}`, slug_tr: '', slug_en: '', photos: '' }));
    fresh[1].brand = 'No Such Brand';
    fresh[2]['stock:IST'] = '-4';
    fresh[3]['price:TRY'] = '200.00';
    fresh[3]['base_price:TRY'] = '100.00';
    fresh[4].barcode = fresh[0].barcode;
    fresh[5].categories = '999999';
    fresh[5]['price:USD'] = 'abc';
    const file = stringify([header, ...fresh.map((row) => header.map((column) => escapeFormula(row[column])))]);
    const count = await productCount();
    const report = await dryRun(file);
    expect(report.rows).toBe(6);
    expect(report.errors).toEqual([
      { line: 3, column: 'brand', reason: 'unknown brand "No Such Brand"' },
      { line: 4, column: 'stock:IST', reason: 'stock is never below 0' },
      { line: 5, column: 'price:TRY', reason: 'the price (200.00) is above the old price (100.00)' },
      { line: 6, column: 'barcode', reason: `barcode ${fresh[0].barcode} is on line 2 too` },
      { line: 7, column: 'price:USD', reason: expect.stringMatching(/^a price in USD .* not "abc"$/) },
      { line: 7, column: 'categories', reason: 'unknown category 999999' },
    ]);
    expect(await productCount()).toBe(count);
    const job = await importFile(file);
    expect(job.state).toBe('failed');
    expect(job.report?.errors).toHaveLength(6);
    expect(await productCount()).toBe(count);
    // Fixed, the file imports its six new products.
    const fixed = fresh.map((row, i) => ({ ...row, brand: rows[0].brand, 'stock:IST': '1', 'price:TRY': '50.00', 'base_price:TRY': '100.00', barcode: `NEWB-${i}`, categories: rows[0].categories, 'price:USD': '', 'base_price:USD': '' }));
    const done = await importFile(stringify([header, ...fixed.map((row) => header.map((column) => escapeFormula(row[column])))]));
    expect(done).toMatchObject({ state: 'done', done: 6, total: 6, report: { errors: [] } });
    expect(await productCount()).toBe(count + 6);
    const [made] = (await request(shop.url).get(`/admin/api/products?filter=${encodeURIComponent('{"q":"NEW-3"}')}`).set('Cookie', cookie).expect(200)).body as AdminProductRow[];
    expect(made).toMatchObject({ sku: 'NEW-3', price: 5000, stock: Number(fixed[3]['stock:ANK']) + 1 });
    // The shop shows the imported product at once.
    const found = (await request(shop.url).post('/api/get-product').send({ productId: made.id }).expect(200)).body.product;
    expect(found.salesPrice).toBe(50);
  }, 60_000);

  it('answers an import\'s progress to the session that started it while the database is held, and to no other caller', async () => {
    const job = await importFile(await exportFile());
    const progress = (withCookie?: string) => {
      const call = request(shop.url).get(`/admin/api/catalogue-import/${job.jobId}`);
      return withCookie === undefined ? call : call.set('Cookie', withCookie);
    };
    // On the embedded database the import's transaction holds the only connection: a progress
    // read that needed it (the session guard's look-up) would wait here for this commit, forever.
    const db = shop.app.get<Database>(DATABASE, { strict: false });
    const held = await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      return (await progress(cookie).expect(200)).body as ImportJob;
    });
    expect(held).toMatchObject({ jobId: job.jobId, state: 'done' });
    await progress().expect(401);
    await progress(`vitrin_staff=${'x'.repeat(43)}`).expect(404);
  }, 60_000);

  it('refuses a file that is no catalogue with 400: 10,000 columns, unreadable CSV, unknown columns, no file', async () => {
    const wide = `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\r\n${'1,'.repeat(9_999)}1\r\n`;
    expect((await send(wide, { dryRun: true }).expect(400)).body.message).toBe('The file has 10000 columns; a catalogue file has at most 200');
    expect((await send('sku,name_tr\r\n"unterminated,x\r\n', { dryRun: true }).expect(400)).body.message).toMatch(/not readable CSV/);
    expect((await send('{"not":"rows"}', { dryRun: true, name: 'c.json' }).expect(400)).body.message).toMatch(/JSON catalogue is an array/);
    const unknown = await dryRun('sku,nom,barcode\r\nA,B,C\r\n');
    expect(unknown.errors).toEqual(expect.arrayContaining([
      { line: 1, column: 'nom', reason: expect.stringMatching(/^unknown column/) },
      { line: 1, column: 'name_tr', reason: 'required column missing' },
    ]));
    expect((await request(shop.url).post('/admin/api/catalogue-import?dryRun=true').set('Cookie', cookie).field('x', 'y').expect(400)).body.message).toMatch(/field "file"/);
    await request(shop.url).get('/admin/api/catalogue-import/00000000-0000-4000-8000-000000000000').set('Cookie', cookie).expect(404);
    expect((await request(shop.url).get('/admin/api/catalogue-export?format=xlsx').set('Cookie', cookie).expect(400)).body.message).toBe('format must be csv or json');
  });

  it('refuses a big file with a short row near its start with 400, as a dry run and as an import, and the shop keeps answering', async () => {
    // Past the parser's first chunk: its failure comes while the rest is still being handed over.
    const big = `sku,name_tr\r\nA\r\n${'B,x\r\n'.repeat(600_000)}`;
    expect((await send(big, { dryRun: true }).expect(400)).body.message).toMatch(/not readable CSV/);
    const started = (await send(big).expect(202)).body as ImportJob;
    let job = started;
    await until(async () => {
      job = (await request(shop.url).get(`/admin/api/catalogue-import/${started.jobId}`).set('Cookie', cookie).expect(200)).body as ImportJob;
      return job.state === 'failed';
    }, Date.now() + 30_000, () => `import job still ${job.state}`);
    expect(job.message).toMatch(/not readable CSV/);
    await request(shop.url).get('/api/ready').expect(200);
  }, 60_000);

  it('takes photos by the shop\'s own media paths only', async () => {
    const [row] = rowsOf(await exportFile());
    const header = Object.keys(row);
    const file = (photos: string) => stringify([header, header.map((column) => escapeFormula(column === 'photos' ? photos : row[column]))]);
    expect((await dryRun(file('/media/products/3-1.svg|/media/products/3-2.svg'))).errors).toEqual([]);
    expect((await dryRun(file('https://elsewhere.example/x.jpg'))).errors).toEqual([
      { line: 2, column: 'photos', reason: '"https://elsewhere.example/x.jpg" is not the shop\'s own media (a /media/ path the shop serves)' },
    ]);
  });
});
