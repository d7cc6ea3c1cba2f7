import request from 'supertest';
import { DEFAULT_REALM } from '../../contracts/gateway/identity.js';
import { GatewayAddress } from '../../server/src/gateway/gateway-address.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('foundation: health, errors and docs', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  it('GET /api/health answers liveness', async () => {
    const response = await request(shop.url).get('/api/health').expect(200);
    expect(response.body).toEqual({ isSuccess: true, status: 'ok' });
  });

  it('GET /api/ready answers when the database is reachable', async () => {
    const response = await request(shop.url).get('/api/ready').expect(200);
    expect(response.body).toMatchObject({ isSuccess: true, status: 'ready', database: shop.database });
  });

  it('echoes a request id and makes one up when none is sent', async () => {
    const given = await request(shop.url).get('/api/health').set('x-request-id', 'req-123').expect(200);
    expect(given.headers['x-request-id']).toBe('req-123');
    const made = await request(shop.url).get('/api/health').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses text answers over 1 KB for clients that accept gzip, and not small ones', async () => {
    const large = await request(shop.url).post('/api/search-products').set('accept-encoding', 'gzip').send({ pageSize: 24 }).expect(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.body.products.length).toBeGreaterThan(0);
    const small = await request(shop.url).get('/api/health').set('accept-encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('S8.16 unknown /api route answers 404 JSON', async () => {
    const response = await request(shop.url).get('/api/no-such-route').expect(404);
    expect(response.body).toMatchObject({ isSuccess: false, status: 404 });
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('malformed JSON answers 400 with a clear message', async () => {
    const response = await request(shop.url).post('/api/search-products').set('content-type', 'application/json').send('{"pageSize": 2,').expect(400);
    expect(response.body).toEqual({ isSuccess: false, status: 400, message: 'Malformed JSON in request body' });
  });

  it('a body over 100 KB answers 413', async () => {
    const response = await request(shop.url).post('/api/search-products').send({ searchTerm: 'x'.repeat(120_000) }).expect(413);
    expect(response.body).toEqual({ isSuccess: false, status: 413, message: 'Request body is larger than 100kb' });
  });

  it('a JSON body that is not an object answers 400', async () => {
    const response = await request(shop.url).post('/api/get-banner-list').set('content-type', 'application/json').send('[1,2]').expect(400);
    expect(response.body.isSuccess).toBe(false);
  });

  it('serves the OpenAPI document of the /api routes', async () => {
    const response = await request(shop.url).get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/currencies', '/api/set-currency', '/api/get-banner-list', '/api/search-products', '/api/health', '/api/ready']));
    expect(Object.keys(response.body.paths).some((path) => path.startsWith('/gateway'))).toBe(false);
  });

  it('the storefront calls its embedded engine on a loopback listener of its own, so its calls never queue behind shoppers\' new connections', async () => {
    // Node accepts one new connection per listener per event-loop turn: on the shoppers' port a crowd delayed the engine hop past its timeout.
    const address = shop.app.get(GatewayAddress);
    const gateway = new URL(address.gatewayUrl());
    expect(gateway.hostname).toBe('127.0.0.1');
    expect(gateway.port).not.toBe(new URL(shop.url).port);
    // The same app answers there: the engine's realm, and the storefront's own routes.
    await request(gateway.origin).get(`/gateway/realms/${DEFAULT_REALM}`).expect(200);
    await request(gateway.origin).get('/api/health').expect(200);
    // And the hop works end to end through it.
    await request(shop.url).get('/api/basket-count').expect(200);
  });

  it('the engine refuses callers without its bearer token', async () => {
    const response = await request(shop.url).get('/gateway/currency/api/currency/list').expect(401);
    expect(response.body).toMatchObject({ isSuccess: false, status: 401 });
  });

  it('the engine realm refuses a wrong client secret', async () => {
    const response = await request(shop.url).post('/gateway/realms/vitrin/protocol/openid-connect/token')
      .type('form').send({ grant_type: 'client_credentials', client_id: 'vitrin-storefront', client_secret: 'guess' }).expect(401);
    expect(response.body.message).toBe('invalid_client');
  });
});
