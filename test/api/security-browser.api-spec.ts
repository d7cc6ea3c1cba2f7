import { request as httpRequest } from 'node:http';
import request from 'supertest';
import WebSocket from 'ws';
import { SHOPPING_CART_HUB_PATH } from '../../contracts/hub.js';
import { CROSS_SITE_REFUSED } from '../../server/src/common/cross-site-requests.js';
import { registerShopper, SHOPPER_PASSWORD, type Shopper } from './order-fixtures.js';
import { routerRoutes } from '../support/router-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 17 item 2: the defences a browser relies on: CSRF, the cookies' flags, the live channel's Origin check, size limits. */
describe('browser-facing defences (issue 17 item 2)', () => {
  let shop: TestApp;
  let member: Shopper;
  beforeAll(async () => {
    shop = await startTestApp();
    member = await registerShopper(shop.url, 'csrf');
  });
  afterAll(async () => { await shop?.close(); });

  const host = () => new URL(shop.url).host;
  const memberCookie = () => member.cookie;
  const basketCount = async () => (await request(shop.url).get('/api/basket-count').set('Cookie', member.cookie).expect(200)).body as unknown;
  const updateMember = () => request(shop.url).post('/api/update-member').set('Cookie', member.cookie);
  /** A request with its path sent exactly as written (no client normalises its case, dots or slashes). */
  const raw = (method: string, path: string, headers: Record<string, string>, body: unknown) => new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const url = new URL(shop.url);
    const outgoing = httpRequest({ host: url.hostname, port: url.port, method, path, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => { text += chunk; });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });

  describe('CSRF: a state change a page of another site makes with the shopper\'s cookie', () => {
    it('is refused with 403 when its Origin names another site, and changes nothing', async () => {
      const before = await request(shop.url).get('/api/active-member').set('Cookie', member.cookie).expect(200);
      const response = await updateMember().set('Origin', 'https://evil.example').send({ name: 'Mallory' }).expect(403);
      expect(response.body).toEqual({ isSuccess: false, status: 403, message: CROSS_SITE_REFUSED });
      const after = await request(shop.url).get('/api/active-member').set('Cookie', member.cookie).expect(200);
      expect(after.body).toEqual(before.body);
    });

    it('is refused when its Origin is "null" (a sandboxed frame) or a look-alike host', async () => {
      await request(shop.url).post('/api/add-to-cart').set('Cookie', member.cookie).set('Origin', 'null').send({ productId: 1, stockBarcodeId: 1, quantity: 1 }).expect(403);
      await request(shop.url).post('/api/add-to-cart').set('Cookie', member.cookie).set('Origin', `http://${host()}.evil.example`).send({ productId: 1, stockBarcodeId: 1, quantity: 1 }).expect(403);
    });

    it('is refused without Origin when the browser marks it Sec-Fetch-Site: cross-site', async () => {
      await request(shop.url).post('/api/logout').set('Cookie', member.cookie).set('Sec-Fetch-Site', 'cross-site').expect(403);
      await request(shop.url).get('/api/active-member').set('Cookie', member.cookie).expect(200);
    });

    it('the shop\'s own page (same Origin), and clients that are not browsers, pass', async () => {
      const own = await updateMember().set('Origin', shop.url).set('Sec-Fetch-Site', 'same-origin').send({ name: 'Ayşe' });
      expect(own.status).not.toBe(403);
      const plain = await request(shop.url).post('/api/search-products').send({ pageSize: 1 });
      expect(plain.status).toBe(200);
    });

    it('a read from another site is answered (GET changes nothing) and the 3-D Secure return from the bank is not refused for its Origin', async () => {
      const before = await basketCount();
      await request(shop.url).get('/api/basket-count').set('Cookie', member.cookie).set('Origin', 'https://evil.example').expect(200);
      expect(await basketCount()).toEqual(before);
      const callback = await request(shop.url).post('/api/3d-secure/callback').set('Origin', 'https://acs.bank.example').type('form').send({ key: 'not-a-key', action: 'approve' });
      expect(callback.status).toBe(303);
    });

    it('issue 27: another spelling of the path does not skip it: /API/..., /Api/..., //api/..., /api/./..., encoded and trailing variants are refused or no route, and change nothing', async () => {
      const before = await request(shop.url).get('/api/active-member').set('Cookie', member.cookie).expect(200);
      const variants = ['/API/update-member', '/Api/update-member', '/api/UPDATE-MEMBER', '//api/update-member', '/api/./update-member', '/api//update-member',
        '/api/update-member/', '/api/update-member.', '/api%2Fupdate-member', '/%61pi/update-member', '/api/update%2Dmember', '/./api/update-member'];
      for (const path of variants) {
        const crossSite = await raw('POST', path, { origin: 'https://evil.example', cookie: member.cookie }, { name: 'Mallory' });
        expect({ path, status: crossSite.status }).toEqual({ path, status: 403 });
        // Not from a browser (no Origin): the route answers its own spelling only.
        const plain = await raw('POST', path, { cookie: member.cookie }, { name: 'Mallory' });
        expect({ path, status: plain.status }).toEqual({ path, status: 404 });
      }
      const after = await request(shop.url).get('/api/active-member').set('Cookie', member.cookie).expect(200);
      expect(after.body).toEqual(before.body);
    });

    it('issue 27: every state-changing route the router knows, upper-cased, from another site with a signed-in member\'s cookie is refused with 403; without Origin it is no route (404)', async () => {
      const routes = routerRoutes(shop.app, ['/api/', '/gateway/', '/admin/api/']).filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
      expect(routes.length).toBeGreaterThan(40);
      expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/update-member' }));
      // The operator console's staff routes (issue 29) too.
      expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/admin/api/session' }));
      const before = { member: (await request(shop.url).get('/api/active-member').set('Cookie', member.cookie).expect(200)).body as unknown, basket: await basketCount() };
      const answers: { method: string; path: string; crossSite: number; plain: number }[] = [];
      for (const route of routes) {
        const path = route.path.replace(/:\w+/g, '1').toUpperCase();
        const crossSite = await raw(route.method, path, { origin: 'https://evil.example', cookie: member.cookie }, {});
        const plain = await raw(route.method, path, { cookie: member.cookie }, {});
        answers.push({ method: route.method, path, crossSite: crossSite.status, plain: plain.status });
      }
      expect(answers).toEqual(answers.map(({ method, path }) => ({ method, path, crossSite: 403, plain: 404 })));
      expect((await request(shop.url).get('/api/active-member').set('Cookie', member.cookie).expect(200)).body).toEqual(before.member);
      expect(await basketCount()).toEqual(before.basket);
    });

    it('session cookies are HttpOnly and SameSite=Lax, and Secure when the shop is reached over HTTPS', async () => {
      const signIn = () => request(shop.url).post('/api/login').send({ email: member.email, password: SHOPPER_PASSWORD });
      const plain = (await signIn().expect(200)).headers['set-cookie'] as unknown as string[];
      const token = plain.find((line) => line.startsWith('environment_token='));
      expect(token).toMatch(/; HttpOnly/);
      expect(token).toMatch(/; SameSite=Lax/);
      expect(token).not.toMatch(/; Secure/);
      const secure = (await signIn().set('X-Forwarded-Proto', 'https').expect(200)).headers['set-cookie'] as unknown as string[];
      expect(secure.find((line) => line.startsWith('environment_token='))).toMatch(/; Secure/);
    });
  });

  it('personal answers are never cached, and API answers carry the same headers as pages without naming the server', async () => {
    const member = await request(shop.url).get('/api/active-member').set('Cookie', memberCookie()).expect(200);
    expect(member.headers['cache-control']).toBe('no-store');
    expect(member.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(member.headers['x-content-type-options']).toBe('nosniff');
    expect(member.headers['x-powered-by']).toBeUndefined();
  });

  describe('the live channel (server/src/hub)', () => {
    /** The HTTP status of a WebSocket upgrade to the shopper's hub: 101 when it opens. */
    const upgrade = (origin?: string) => new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${shop.url.replace('http', 'ws')}${SHOPPING_CART_HUB_PATH}`, { headers: { cookie: member.cookie, ...(origin ? { origin } : {}) } });
      socket.on('error', (error) => (socket.readyState === WebSocket.CLOSED ? undefined : reject(error)));
      socket.on('unexpected-response', (_request, response) => { resolve(response.statusCode ?? 0); response.destroy(); });
      socket.on('open', () => { resolve(101); socket.close(); });
    });

    it('refuses a WebSocket upgrade from a page of another site with 403', async () => {
      expect(await upgrade('https://evil.example')).toBe(403);
      expect(await upgrade('null')).toBe(403);
    });

    it('opens for the shop\'s own page', async () => {
      expect(await upgrade(shop.url)).toBe(101);
    });
  });

  describe('request size limits', () => {
    it('a body over 100 KB answers 413 before it is parsed', async () => {
      const response = await request(shop.url).post('/api/search-products').set('content-type', 'application/json').send(`{"query":"${'a'.repeat(101 * 1024)}"}`).expect(413);
      expect(response.body.message).toBe('Request body is larger than 100kb');
    });

    it('a body with more than 5,000 fields answers 400 with a clear message', async () => {
      const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 5_001 }, (_, index) => [`k${index}`, 1])));
      const response = await request(shop.url).post('/api/search-products').set('content-type', 'application/json').send(wide).expect(400);
      expect(response.body.message).toBe('Request data has more than 5000 fields');
    });

    it('headers over Node\'s 16 KB limit answer 431, and the server goes on answering', async () => {
      const status = await fetch(`${shop.url}/api/health`, { headers: { cookie: `x=${'a'.repeat(20 * 1024)}` } }).then((response) => response.status);
      expect(status).toBe(431);
      await request(shop.url).get('/api/health').expect(200);
    });
  });
});
