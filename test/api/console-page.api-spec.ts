import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CONSOLE_HTML = '<!doctype html><html><head><title>console</title></head><body><div id="admin-root"></div></body></html>';

/** A built client of our own: the shop's stand-in shell and a console page beside it. */
function clientWithConsole(): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'vitrin-console-'));
  copyFileSync(fileURLToPath(new URL('../support/fixtures/client/index.html', import.meta.url)), path.join(clientDir, 'index.html'));
  writeFileSync(path.join(clientDir, 'admin.html'), CONSOLE_HTML);
  return clientDir;
}

describe('issue 29 item 1: the operator console page at /admin, served beside the embedded engine', () => {
  let clientDir: string;
  let shop: TestApp;

  beforeAll(async () => {
    clientDir = clientWithConsole();
    shop = await startTestApp({ CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/products/12', '/admin/enrol', '/en/admin', '/en/admin/audit-log'])('%s answers the console page, not the shop shell', async (pathname) => {
    const response = await request(shop.url).get(pathname).set('Accept', 'text/html').expect(200);
    expect(response.text).toBe(CONSOLE_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('the console page carries the shop\'s security headers (no inline script, no framing)', async () => {
    const response = await request(shop.url).get('/admin/products').set('Accept', 'text/html').expect(200);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the console\'s API paths are never a page: without a route they are the server\'s 404', async () => {
    const response = await request(shop.url).get('/admin/api/no-such-route').set('Accept', 'text/html').expect(404);
    expect(response.text).not.toContain('admin-root');
  });

  it('the console\'s page template is not a page of its own', async () => {
    await request(shop.url).get('/admin.html').expect(301).expect('Location', '/');
  });

  it('the shop\'s sitemaps name no console page', async () => {
    const index = (await request(shop.url).get('/sitemap.xml').expect(200)).text;
    const sitemaps = [...index.matchAll(/<loc>[^<]*?(\/sitemap[^<]*)<\/loc>/g)].map(([, sitemap]) => sitemap);
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of [index, ...await Promise.all(sitemaps.map(async (each) => (await request(shop.url).get(each).expect(200)).text))]) {
      expect(sitemap).not.toMatch(/\/admin\b/);
    }
  });
});

describe('issue 29 item 1: no console where the engine is another platform\'s (GATEWAY_URL)', () => {
  let clientDir: string;
  let storefront: TestApp;

  beforeAll(async () => {
    clientDir = clientWithConsole();
    // Nothing listens there: the storefront starts without its engine, and /admin must not depend on it.
    storefront = await startTestApp({ CLIENT_DIR: clientDir, GATEWAY_URL: 'http://127.0.0.1:9/gateway', IDP_CLIENT_SECRET: 'x'.repeat(32) });
  });
  afterAll(async () => {
    await storefront?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/products', '/en/admin'])('%s answers 404, neither the console nor the shop shell', async (pathname) => {
    const response = await request(storefront.url).get(pathname).set('Accept', 'text/html').expect(404);
    expect(response.text).not.toContain('admin-root');
    expect(response.text).not.toContain('<!doctype html>');
  });
});
