import request from 'supertest';
import sharp from 'sharp';
import type { AdminProduct } from '../../contracts/admin/catalogue.js';
import type { PhotoArchiveReport } from '../../contracts/admin/catalogue-import.js';
import type { Product } from '../../contracts/product/entities.js';
import type { TestApp } from '../support/test-app.js';
import { catalogueShop } from './catalogue-admin-fixtures.js';
import { zipOf } from '../support/zip-of.js';


/** Product photos in bulk from a zip named by sku (issue 29 item 5: "photos by URL of the shop's own media or a zip upload"). */
describe('catalogue photos from a zip (issue 29 item 5)', () => {
  const fixture = catalogueShop(['catalogue', 'orders', 'owner']);
  let shop: TestApp;
  let cookie: string;
  beforeAll(() => { shop = fixture.shop(); cookie = fixture.cookie(); });

  const send = (zip: Buffer, dryRun = false) => request(shop.url).post(`/admin/api/catalogue-photos${dryRun ? '?dryRun=true' : ''}`).set('Cookie', cookie)
    .attach('file', zip, { filename: 'photos.zip', contentType: 'application/zip' });
  const photo = (colour: string) => sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).jpeg()
    .withExif({ IFD0: { Copyright: 'Ayse Yilmaz camera' } }).toBuffer();
  const skuOf = async (id: number) => ((await request(shop.url).get(`/admin/api/products/${id}`).set('Cookie', cookie).expect(200)).body as AdminProduct).sku;
  const photosOf = async (id: number) => ((await request(shop.url).get(`/admin/api/products/${id}`).set('Cookie', cookie).expect(200)).body as AdminProduct).photos;

  it('adds each photo to the product its name or folder names, after its own, in name order; the shop shows them at once', async () => {
    const [first, second] = [await skuOf(11), await skuOf(12)];
    const before = [await photosOf(11), await photosOf(12)];
    const zip = await zipOf({
      [`${first}-10.jpg`]: await photo('#aa0000'), [`${first}-2.jpg`]: await photo('#00aa00'), [`${first}.png`]: await sharp(await photo('#0000aa')).png().toBuffer(),
      [`${second}/front.jpg`]: await photo('#aaaa00'), '__MACOSX/._x.jpg': Buffer.from('resource fork'), '.DS_Store': Buffer.from('finder'),
    });
    const dry = (await send(zip, true).expect(200)).body as PhotoArchiveReport;
    expect(dry).toEqual({ photos: 4, products: 2, errors: [] });
    expect(await photosOf(11)).toEqual(before[0]);

    expect((await send(zip).expect(200)).body).toEqual({ photos: 4, products: 2, errors: [] });
    const added = (await photosOf(11)).slice(before[0].length);
    expect(added).toHaveLength(3);
    // Name order, numbers as numbers: sku.png, sku-2.jpg, sku-10.jpg.
    const colours = await Promise.all(added.map(async (each) => (await sharp((await request(shop.url).get(each.url).expect(200)).body as Buffer).stats()).dominant));
    expect(colours.map(({ r, g, b }) => [r > 128, g > 128, b > 128])).toEqual([[false, false, true], [false, true, false], [true, false, false]]);
    const kept = (await request(shop.url).get(added[0].url).expect(200)).body as Buffer;
    expect([(await sharp(kept).metadata()).format, kept.includes('Ayse Yilmaz camera')]).toEqual(['webp', false]);
    expect((await photosOf(12)).length).toBe(before[1].length + 1);
    const product = (await request(shop.url).post('/api/get-product').send({ productId: 11 }).expect(200)).body.product as Product;
    expect(product.documents.map((document) => document.filePath)).toEqual(expect.arrayContaining(added.map((each) => each.url)));
    const audit = (await request(shop.url).get('/admin/api/audit-log').query({ filter: JSON.stringify({ thingType: 'catalogue-import' }) }).set('Cookie', fixture.cookie('owner')).expect(200)).body as { action: string }[];
    expect(audit.map((entry) => entry.action)).toContain('catalogue.photo-archive');
  });

  it('reports every bad entry (an unknown sku, a PDF named .jpg) and adds nothing', async () => {
    const sku = await skuOf(13);
    const before = await photosOf(13);
    const zip = await zipOf({ [`${sku}.jpg`]: await photo('#aa00aa'), 'NO-SUCH-SKU.jpg': await photo('#00aaaa'), [`${sku}-2.jpg`]: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const report = (await send(zip).expect(200)).body as PhotoArchiveReport;
    expect(report.photos).toBe(1);
    expect(report.errors).toEqual([
      { entry: 'NO-SUCH-SKU.jpg', reason: 'no product has the sku "NO-SUCH-SKU"' },
      { entry: `${sku}-2.jpg`, reason: expect.stringMatching(/not an image/) },
    ].sort((a, b) => a.entry.replace(/\.jpg$/, '').localeCompare(b.entry.replace(/\.jpg$/, ''), 'en', { numeric: true })));
    expect(await photosOf(13)).toEqual(before);
  });

  it('answers 400 for a file that is no zip and for an empty one, and refuses a role that is not the catalogue\'s', async () => {
    expect((await send(Buffer.from('not a zip at all')).expect(400)).body.message).toBe('The file is not a zip archive');
    expect((await send(await zipOf({})).expect(400)).body.message).toBe('The zip archive holds no photos');
    const orders = fixture.cookie('orders');
    await request(shop.url).post('/admin/api/catalogue-photos').set('Cookie', orders).attach('file', await zipOf({ 'x.jpg': await photo('#000000') }), 'p.zip').expect(403);
  });

  it('refuses a photo of more than 10 MB in the zip without unpacking it', async () => {
    const sku = await skuOf(14);
    // Zeros compress to almost nothing: a 12 MB photo in a zip of a few kilobytes.
    const zip = await zipOf({ [`${sku}.jpg`]: Buffer.alloc(12 * 1024 * 1024) });
    expect(zip.length).toBeLessThan(100_000);
    expect((await send(zip).expect(200)).body.errors).toEqual([{ entry: `${sku}.jpg`, reason: 'larger than 10 MB' }]);
  });
});
