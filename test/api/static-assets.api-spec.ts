import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The body as a buffer (supertest has already decoded it); what was sent is told by its length. */
const raw = (test: request.Test) => test.buffer(true).parse((response, done) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
});

describe('built assets: precompressed copies sent in the encoding the browser takes', () => {
  const script = Buffer.from(`export const greeting = ${JSON.stringify('merhaba dünya '.repeat(400))};\n`);
  let clientDir: string;
  let shop: TestApp;

  beforeAll(async () => {
    // A build of our own: one script with the copies the build writes, one small file without.
    clientDir = mkdtempSync(path.join(tmpdir(), 'vitrin-assets-'));
    mkdirSync(path.join(clientDir, 'assets'));
    copyFileSync(fileURLToPath(new URL('../support/fixtures/client/index.html', import.meta.url)), path.join(clientDir, 'index.html'));
    writeFileSync(path.join(clientDir, 'assets', 'app-AbC123.js'), script);
    writeFileSync(path.join(clientDir, 'assets', 'app-AbC123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(clientDir, 'assets', 'app-AbC123.js.gz'), gzipSync(script));
    writeFileSync(path.join(clientDir, 'assets', 'tiny-XyZ789.js'), 'export {};\n');
    shop = await startTestApp({ CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that takes brotli, typed as the script it is, cached for a year', async () => {
    const response = await raw(request(shop.url).get('/assets/app-AbC123.js').set('accept-encoding', 'gzip, deflate, br, zstd')).expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers['content-length'])).toBe(readFileSync(path.join(clientDir, 'assets', 'app-AbC123.js.br')).length);
    expect((response.body as Buffer).equals(script)).toBe(true);
  });

  it('sends the gzip copy to a browser that takes gzip only, or prefers it', async () => {
    for (const accepted of ['gzip', 'br;q=0.5, gzip']) {
      const response = await raw(request(shop.url).get('/assets/app-AbC123.js').set('accept-encoding', accepted)).expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(Number(response.headers['content-length'])).toBe(readFileSync(path.join(clientDir, 'assets', 'app-AbC123.js.gz')).length);
      expect((response.body as Buffer).equals(script)).toBe(true);
    }
  });

  it('sends the plain file to a client that takes no encoding', async () => {
    for (const accepted of ['identity', 'br;q=0, gzip;q=0']) {
      const response = await raw(request(shop.url).get('/assets/app-AbC123.js').set('accept-encoding', accepted)).expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect((response.body as Buffer).equals(script)).toBe(true);
    }
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const response = await request(shop.url).head('/assets/app-AbC123.js').set('accept-encoding', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(readFileSync(path.join(clientDir, 'assets', 'app-AbC123.js.br')).length);
  });

  it('serves a file the build wrote no copy of as it is', async () => {
    const response = await raw(request(shop.url).get('/assets/tiny-XyZ789.js').set('accept-encoding', 'br, gzip')).expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect((response.body as Buffer).toString()).toBe('export {};\n');
  });

  it('a missing asset is a 404, and no path leads outside the assets folder', async () => {
    await request(shop.url).get('/assets/gone-000000.js').set('accept', '*/*').set('accept-encoding', 'br').expect(404);
    const escaped = await raw(request(shop.url).get('/assets/..%2F..%2Fpackage.json').set('accept', '*/*').set('accept-encoding', 'identity'));
    expect(escaped.status).toBe(404);
    expect((escaped.body as Buffer).toString()).not.toContain('"devDependencies"'); // package.json's, not the 404 page's own JSON
  });
});
