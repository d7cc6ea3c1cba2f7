import request from 'supertest';
import sharp from 'sharp';
import type { AdminPhoto, AdminProduct } from '../../contracts/admin/catalogue.js';
import type { Product } from '../../contracts/product/entities.js';
import type { TestApp } from '../support/test-app.js';
import { catalogueShop } from './catalogue-admin-fixtures.js';

/** Photos uploaded from the console (issue 29 item 4): checked as images, stripped of metadata, served through the resize service. */
describe('product photos (issue 29 item 4)', () => {
  const fixture = catalogueShop();
  let shop: TestApp;
  let cookie: string;
  beforeAll(() => { shop = fixture.shop(); cookie = fixture.cookie(); });

  const upload = (productId: number, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    request(shop.url).post(`/admin/api/products/${productId}/photos`).set('Cookie', cookie).attach('file', bytes, { filename, contentType });
  /** A camera's JPEG: its EXIF holds the camera owner's name and the GPS position it was taken at. */
  const cameraPhoto = (colour = '#cc0000') => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg()
    .withExif({ IFD0: { Copyright: 'Ayse Yilmaz camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } }).toBuffer();
  const adminProduct = async (id: number) => (await request(shop.url).get(`/admin/api/products/${id}`).set('Cookie', cookie).expect(200)).body as AdminProduct;

  it('keeps an uploaded photo without its EXIF and GPS metadata, serves it through the resize service, and the shop shows it at once', async () => {
    const original = await cameraPhoto();
    expect(original.includes('Ayse Yilmaz camera')).toBe(true);
    const before = (await request(shop.url).post('/api/get-product').send({ productId: 5 }).expect(200)).body.product as Product;
    const photo = (await upload(5, original).expect(201)).body as AdminPhoto;
    expect(photo.url).toMatch(/^\/media\/products\/5\/[0-9a-f]{32}\.webp$/);
    const kept = (await request(shop.url).get(photo.url).expect(200)).body as Buffer;
    expect(kept.includes('Ayse Yilmaz camera')).toBe(false);
    const metadata = await sharp(kept).metadata();
    expect([metadata.format, metadata.exif, metadata.width, metadata.height]).toEqual(['webp', undefined, 64, 48]);
    const resized = await request(shop.url).get(`/image${photo.url}?w=56`).set('accept', 'image/webp').expect(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect((await sharp(resized.body as Buffer).metadata()).width).toBe(56);
    const after = (await request(shop.url).post('/api/get-product').send({ productId: 5 }).expect(200)).body.product as Product;
    expect(after.documents.map((d) => d.filePath)).toEqual([...before.documents.map((d) => d.filePath), photo.url]);
    expect((await adminProduct(5)).photos.at(-1)).toEqual(photo);
  });

  it('reorders and deletes photos; the first is the one lists show', async () => {
    const first = (await upload(7, await cameraPhoto('#00cc00')).expect(201)).body as AdminPhoto;
    const second = (await upload(7, await cameraPhoto('#0000cc')).expect(201)).body as AdminPhoto;
    const all = (await adminProduct(7)).photos.map((p) => p.id);
    const order = [second.id, ...all.filter((id) => id !== second.id)];
    const reordered = (await request(shop.url).put('/admin/api/products/7/photos/order').set('Cookie', cookie).send({ ids: order }).expect(200)).body as AdminPhoto[];
    expect(reordered.map((p) => p.id)).toEqual(order);
    const tile = (await request(shop.url).post('/api/search-products').send({ productIds: [7], includes: ['Id', 'Documents'] }).expect(200)).body.products[0];
    expect(JSON.stringify(tile)).toContain(second.url);
    expect((await request(shop.url).put('/admin/api/products/7/photos/order').set('Cookie', cookie).send({ ids: [second.id] }).expect(400)).body.message).toMatch(/every photo/);
    await request(shop.url).delete(`/admin/api/products/7/photos/${second.id}`).set('Cookie', cookie).expect(204);
    expect((await adminProduct(7)).photos.map((p) => p.id)).toEqual(order.filter((id) => id !== second.id));
    await request(shop.url).get(second.url).expect(404);
    await request(shop.url).get(first.url).expect(200);
    await request(shop.url).delete(`/admin/api/products/7/photos/${second.id}`).set('Cookie', cookie).expect(404);
  });

  it('refuses a PDF renamed .jpg with 400: it is decoded, not trusted by its name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const answer = await upload(5, pdf, 'photo.jpg', 'image/jpeg').expect(400);
    expect(answer.body.message).toMatch(/not an image/);
  });

  it('refuses a 50 MB upload with 413 and a clear message', async () => {
    const answer = await upload(5, Buffer.alloc(50 * 1024 * 1024, 1)).catch((error: { response?: request.Response }) => {
      // The server may answer before the whole body is sent and close the connection.
      if (error.response) return error.response;
      throw error;
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('A photo is at most 10 MB');
  });

  it('answers 400 without a file and 404 for a product that does not exist', async () => {
    expect((await request(shop.url).post('/admin/api/products/5/photos').set('Cookie', cookie).field('other', 'x').expect(400)).body.message).toMatch(/field "file"/);
    await upload(999_999, await cameraPhoto()).expect(404);
  });
});
