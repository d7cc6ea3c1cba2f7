import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const THUMBNAIL = '/image/media/products/1-1.svg?w=330&h=750';

/** Collects a binary answer into a Buffer (supertest leaves images unparsed otherwise). */
const binary = (req: request.Test) => req.buffer(true).parse((response, done) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
});

describe('image resize route (S9.11, S9.13, S9.14)', () => {
  let shop: TestApp;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrin-image-api-'));
  // A data folder on disk so the disk cache can be seen; the database stays wherever the suite runs it.
  beforeAll(async () => { shop = await startTestApp({ DATA_DIR: dataDir }); });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('S9.11 renders a 330x750 product thumbnail as WebP for browsers that take it, cached for a year', async () => {
    const response = await binary(request(shop.url).get(THUMBNAIL).set('accept', 'image/avif,image/webp,*/*')).expect(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept/);
    const meta = await sharp(response.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 330, 750]);
  });

  it('answers PNG to a browser without WebP, and 304 to a repeated request with the ETag', async () => {
    const response = await binary(request(shop.url).get('/image/media/products/2-1.svg?w=120').set('accept', 'image/png')).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.body as Buffer).metadata();
    expect([meta.format, meta.width]).toEqual(['png', 120]);
    await request(shop.url).get('/image/media/products/2-1.svg?w=120').set('accept', 'image/png').set('if-none-match', response.headers.etag).expect(304);
  });

  it('S9.13 fills the space around the picture with the background colour asked for', async () => {
    const response = await binary(request(shop.url).get('/image/media/products/3-1.svg?w=100&h=300&bg=ff0000').set('accept', 'image/png')).expect(200);
    const { data } = await sharp(response.body as Buffer).raw().toBuffer({ resolveWithObject: true });
    // The square picture sits in the middle of a tall frame: the top-left pixel is background.
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('S9.13 a lower quality gives a smaller file', async () => {
    const size = async (quality: number) => (await binary(request(shop.url).get(`/image/media/products/4-1.svg?w=600&q=${quality}`).set('accept', 'image/webp')).expect(200)).body.length;
    expect(await size(10)).toBeLessThan(await size(90));
  });

  it('keeps every rendered size on disk under DATA_DIR/cache/images', async () => {
    await binary(request(shop.url).get('/image/media/products/5-1.svg?w=64').set('accept', 'image/webp')).expect(200);
    const folder = path.join(dataDir, 'cache', 'images');
    expect(existsSync(folder)).toBe(true);
    expect(readdirSync(folder).filter((file) => file.endsWith('.webp')).length).toBeGreaterThan(0);
  });

  it('renders the default quality once, whether the URL names it or not', async () => {
    const folder = path.join(dataDir, 'cache', 'images');
    await binary(request(shop.url).get('/image/media/products/6-1.svg?w=80').set('accept', 'image/webp')).expect(200);
    const files = readdirSync(folder).length;
    await binary(request(shop.url).get('/image/media/products/6-1.svg?w=80&q=80').set('accept', 'image/webp')).expect(200);
    expect(readdirSync(folder).length).toBe(files);
  });

  it.each([
    ['no size', '/image/media/products/1-1.svg', 'w or h is required'],
    ['a zero width', '/image/media/products/1-1.svg?w=0', 'w must be a whole number written in plain digits'],
    // Issue 17: one size, one URL; aliases would fill the cache (and a CDN) with copies.
    ['a width in exponent form', '/image/media/products/1-1.svg?w=1e3', 'w must be a whole number written in plain digits'],
    ['a width in hex', '/image/media/products/1-1.svg?w=0x10', 'w must be a whole number written in plain digits'],
    ['a width with a leading zero', '/image/media/products/1-1.svg?w=0330', 'w must be a whole number written in plain digits'],
    ['a height with a decimal point', '/image/media/products/1-1.svg?w=330&h=750.0', 'h must be a whole number written in plain digits'],
    ['a quality with a plus sign', '/image/media/products/1-1.svg?w=64&q=+80', 'q must be a whole number written in plain digits'],
    ['a colour in capitals', '/image/media/products/1-1.svg?w=64&bg=FFFFFF', 'bg must be 6 lower-case hex digits'],
    ['a colour in three digits', '/image/media/products/1-1.svg?w=64&bg=fff', 'bg must be 6 lower-case hex digits'],
    ['a huge width', '/image/media/products/1-1.svg?w=99999', 'w must be one of the image sizes the shop uses'],
    ['a width no page uses', '/image/media/products/1-1.svg?w=331', 'w must be one of the image sizes the shop uses: 56, 64,'],
    ['a height no page uses', '/image/media/products/1-1.svg?w=330&h=751', 'h must be one of the image sizes the shop uses'],
    ['a quality between the steps', '/image/media/products/1-1.svg?w=64&q=81', 'q must be a multiple of 10'],
    ['a quality over 100', '/image/media/products/1-1.svg?w=64&q=500', 'q must not be greater than 100'],
    ['a colour that is not hex', '/image/media/products/1-1.svg?w=64&bg=zzz', 'bg must be 6 lower-case hex digits'],
    ['an unknown parameter', '/image/media/products/1-1.svg?w=64&fit=cover', 'property fit should not exist'],
  ])('answers 400 with a clear message for %s', async (_case, url, message) => {
    const response = await request(shop.url).get(url).expect(400);
    expect(response.body).toMatchObject({ isSuccess: false, status: 400, message: expect.stringContaining(message) });
  });

  it.each([
    ['an image that does not exist', '/image/media/products/no-such-picture.svg?w=64'],
    ['a path outside /media', '/image/api/health?w=64'],
    ['a path climbing out', '/image/media/..%2F..%2Fpackage.json?w=64'],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await request(shop.url).get(url).expect(404);
    expect(response.body).toMatchObject({ isSuccess: false, status: 404 });
  });
});
