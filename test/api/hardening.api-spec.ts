import request from 'supertest';
import { MemberMessage } from '../../contracts/member/messages.js';
import { GatewayAddress } from '../../server/src/gateway/gateway-address.js';
import { registerShopper, SHOPPER_PASSWORD } from './order-fixtures.js';
import { startTestApp, TEST_ALTCHA_MAX_NUMBER, type TestApp } from '../support/test-app.js';

/** Findings of issue 17 tried as an attacker would, each answered with a clear 4xx (never 500 or a silent 200). */
describe('hostile input and browser defences (issue 17 findings)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const search = () => request(shop.url).post('/api/search-products');

  it('a body nested 1,500 levels deep answers 400 with a clear message, not 500', async () => {
    const deep = '{"a":'.repeat(1500) + '1' + '}'.repeat(1500);
    const response = await search().set('content-type', 'application/json').send(deep).expect(400);
    expect(response.body).toMatchObject({ isSuccess: false, status: 400, message: 'Request data is nested more than 16 levels deep' });
  });

  it('a text/plain body answers 415 instead of being ignored', async () => {
    const response = await search().set('content-type', 'text/plain').send('{"pageSize":1}').expect(415);
    expect(response.body.message).toBe('Send the request body as application/json');
  });

  it('__proto__ is refused like any unknown property', async () => {
    const response = await search().set('content-type', 'application/json').send('{"pageSize":2,"__proto__":{"x":1}}').expect(400);
    expect(response.body.message).toBe('property __proto__ should not exist');
  });

  it('a NUL byte in a route lookup and a lone surrogate in the contact form answer 400, not a database error', async () => {
    const nul = await request(shop.url).get('/api/route-info').query({ path: '/saat\u0000' }).expect(400);
    expect(nul.body.message).toBe('Text must not contain NUL characters or broken Unicode');
    await request(shop.url).post('/api/dynamic-form-values').set('content-type', 'application/json')
      .send('{"formKey":"contact","values":{"fullName":"A\\ud800","email":"a@b.co","subject":"x","message":"y"}}').expect(400);
  });

  it('a line break in the contact form\'s subject is refused', async () => {
    const response = await request(shop.url).post('/api/dynamic-form-values')
      .send({ formKey: 'contact', values: { fullName: 'Ayşe', email: 'ayse@example.com', subject: 'Sipariş\r\nBcc: x@y.z', message: 'Merhaba' } }).expect(400);
    expect(JSON.stringify(response.body)).toContain('must be one line');
  });

  it('issue 27: an e-mail holding a line break or another control character is refused with 400 and a clear message wherever an e-mail is taken', async () => {
    const member = await registerShopper(shop.url, 'eposta');
    // The first one class-validator's IsEmail refused only as "invalid"; the quoted ones it took as addresses.
    const hostile = ['a@b.com\r\nBcc: x@y.z', '"a\r\nb"@b.com', '"a\u000bb"@b.com', '"a\u0085b"@b.com'];
    const routes: { path: string; body: (email: string) => Record<string, unknown>; cookie?: string }[] = [
      { path: '/api/register', body: (email) => ({ email, password: 'uzun bir şifre 123', name: 'Ayşe', surname: 'Işık', privacyAccepted: true }) },
      { path: '/api/login', body: (email) => ({ email, password: 'uzun bir şifre 123' }) },
      { path: '/api/logon-as-guest', body: (email) => ({ Email: email, countryCode: 'TR' }) },
      { path: '/api/newsletter-subscribe', body: (email) => ({ email, consentAccepted: true }) },
      { path: '/api/forgot-password', body: (email) => ({ email }) },
      { path: '/api/contact-code', body: (email) => ({ email, currentPassword: SHOPPER_PASSWORD }), cookie: member.cookie },
      { path: '/api/get-guest-order-detail', body: (email) => ({ docNo: 'VTR-2026-000001', email }) },
    ];
    const answers = [];
    for (const route of routes) {
      for (const email of hostile) {
        const call = request(shop.url).post(route.path);
        const answer = await (route.cookie ? call.set('Cookie', route.cookie) : call).send(route.body(email));
        answers.push({ path: route.path, email, status: answer.status, message: answer.body.message as string });
      }
    }
    expect(answers).toEqual(answers.map(({ path, email }) => ({ path, email, status: 400, message: MemberMessage.emailControlCharacters })));
    // The contact form's e-mail field: the same rule in the engine's form check.
    const form = await request(shop.url).post('/api/dynamic-form-values')
      .send({ formKey: 'contact', values: { fullName: 'Ayşe', email: 'a\u0085b@example.com', subject: 'Konu', message: 'Merhaba' } }).expect(400);
    expect(JSON.stringify(form.body)).toContain('is invalid');
  });

  it('pages carry a strict Content-Security-Policy, no framing, nosniff and a referrer policy; HSTS only over HTTPS', async () => {
    const page = await request(shop.url).get('/').expect(200);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // Behind the trusted proxy (loopback), a request that came in over HTTPS gets HSTS.
    const secure = await request(shop.url).get('/').set('x-forwarded-proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('/index.html is not served as an unfilled template, and /blog/% is no page', async () => {
    const index = await request(shop.url).get('/index.html').expect(301);
    expect(index.headers.location).toBe('/');
    await request(shop.url).get('/blog/%').expect(400);
  });

  it('the identity document does not reflect the Host header', async () => {
    const response = await request(shop.url).get('/gateway/realms/vitrin').set('host', 'evil.example').expect(200);
    expect(JSON.stringify(response.body)).not.toContain('evil.example');
  });
});

describe('a production app: the API explorer is a setting (issue 17), the bot check is hard (issue 27)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'hardening-test-altcha-key-0123456789', PUBLIC_URL: 'http://127.0.0.1', TEST_PAYMENTS: 'true' }); });
  afterAll(async () => { await shop?.close(); });

  it('is not served in production unless API_DOCS says so', async () => {
    await request(shop.url).get('/api/docs-json').expect(404);
  });

  it('issue 27: the bot check\'s puzzle in production is the hard default (ALTCHA_MAX_NUMBER 200,000), which only tests lower', async () => {
    const challenge = (await request(shop.url).get('/api/altcha-challenge').expect(200)).body as { maxnumber: number };
    expect(challenge.maxnumber).toBe(200_000);
    expect(TEST_ALTCHA_MAX_NUMBER).toBeLessThan(challenge.maxnumber);
  });
});

/** The realm's client secret in the suite below, known to the test as the storefront knows it. */
const REALM_SECRET = 'hardening-realm-secret-0123456789';

describe('the engine realm\'s token endpoint and document (issue 27)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp({ PUBLIC_URL: 'https://shop.example', IDP_CLIENT_SECRET: REALM_SECRET }); });
  afterAll(async () => { await shop?.close(); });
  const token = (secret: string, from: string) => request(shop.url).post('/gateway/realms/vitrin/protocol/openid-connect/token').set('x-forwarded-for', from)
    .type('form').send({ grant_type: 'client_credentials', client_id: 'vitrin-storefront', client_secret: secret });

  it('the realm document names the published address (PUBLIC_URL), never a socket of this process, and the storefront still gets its token', async () => {
    const document = (await request(shop.url).get('/gateway/realms/vitrin').expect(200)).body as Record<string, string>;
    expect(document['token-service']).toBe('https://shop.example/gateway/realms/vitrin/protocol/openid-connect');
    const gateway = new URL(shop.app.get(GatewayAddress).gatewayUrl());
    for (const port of [new URL(shop.url).port, gateway.port]) expect(JSON.stringify(document)).not.toContain(`:${port}`);
    expect(JSON.stringify(document)).not.toMatch(/127\.0\.0\.1|0\.0\.0\.0/);
    // The storefront calls the document's path on its own gateway's host: its engine calls still go through.
    await request(shop.url).get('/api/basket-count').expect(200);
  });

  it('takes 30 token requests a minute from one address, then answers 429 with Retry-After whatever the secret; other addresses are not held up', async () => {
    for (let attempt = 1; attempt <= 30; attempt += 1) await token('wrong-secret-guess', '203.0.113.7').expect(401);
    const limited = await token(REALM_SECRET, '203.0.113.7').expect(429);
    expect(limited.body.message).toBe(MemberMessage.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await token(REALM_SECRET, '203.0.113.8').expect(200)).body.access_token).toEqual(expect.any(String));
  });
});
