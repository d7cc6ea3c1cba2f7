import type http from 'node:http';
import { startLocalHttpServer } from '../../../test/support/local-http-server.js';
import { loadConfig } from '../config/load-config.js';
import { GatewayAddress } from './gateway-address.js';
import { GatewayClient } from './gateway-client.js';
import { HttpHelper } from './http-helper.js';
import { IdentityTokenProvider } from './identity-token-provider.js';

/**
 * A real local gateway with a realm; rejects the first token once when `rotate` is set (as a
 * bearer-token refusal), and every call with a plain 401 (a shopper's refusal) when `refuseShopper` is.
 */
async function startGateway(options: { rotate?: boolean; refuseShopper?: boolean; refuseToken?: boolean } = {}) {
  const seen: http.IncomingHttpHeaders[] = [];
  const paths: string[] = [];
  let issued = 0;
  let rejected = false;
  const server = await startLocalHttpServer((request, response, url) => {
    response.setHeader('content-type', 'application/json');
    if (request.url.endsWith('/realms/vitrin')) return response.end(JSON.stringify({ realm: 'vitrin', 'token-service': `${url}/realms/vitrin/protocol/openid-connect` }));
    if (request.url.endsWith('/token') && options.refuseToken) {
      response.statusCode = 401;
      return response.end('{"error":"unauthorized_client"}');
    }
    if (request.url.endsWith('/token')) return response.end(JSON.stringify({ access_token: `t${++issued}`, expires_in: 300 }));
    seen.push(request.headers);
    paths.push(request.url);
    if (options.rotate && !rejected) {
      rejected = true;
      response.statusCode = 401;
      response.setHeader('www-authenticate', 'Bearer error="invalid_token"');
      return response.end('{"message":"expired"}');
    }
    if (options.refuseShopper) {
      response.statusCode = 401;
      return response.end('{"message":"E-mail or password is wrong"}');
    }
    response.end('{"ok":true}');
  });
  return { ...server, seen, paths };
}

describe('GatewayClient', () => {
  const http = new HttpHelper();
  afterAll(() => http.destroy());

  function client(url: string) {
    const config = loadConfig({ GATEWAY_URL: url, IDP_CLIENT_SECRET: 'a-very-secret-value' });
    const address = new GatewayAddress(config);
    return new GatewayClient(config, address, http, new IdentityTokenProvider(config, address, http));
  }

  it('S7.21 calls {gateway}/{service}/api/{area}/{method} with the language and the bearer token', async () => {
    const gateway = await startGateway();
    const answer = await client(gateway.url).get({ path: 'currency/api/currency/list', culture: 'en', query: { ids: [1, 2] } });
    expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    expect(gateway.paths).toEqual(['/currency/api/currency/list?ids=1&ids=2']);
    expect(gateway.seen[0]['accept-language']).toBe('en');
    expect(gateway.seen[0].authorization).toBe('Bearer t1');
    await gateway.close();
  });

  it('S8.03 an identity provider that gives no token makes the call fail as a gateway that is down (502), so the route answers its own message, never the token\'s trouble', async () => {
    const gateway = await startGateway({ refuseToken: true });
    const answer = await client(gateway.url).get({ path: 'shoppingcart/api/shoppingcart/get-cart', culture: 'tr' });
    expect(answer).toMatchObject({ status: 502 });
    expect(gateway.paths).toEqual([]);
    await gateway.close();
  });

  it('asks an outside gateway for compressed answers, the embedded engine over this process\'s loopback (GATEWAY_TRANSPORT=http) for plain ones', async () => {
    const gateway = await startGateway();
    await client(gateway.url).get({ path: 'currency/api/currency/list', culture: 'tr' });
    const embedded = loadConfig({ IDP_CLIENT_SECRET: 'a-very-secret-value', GATEWAY_TRANSPORT: 'http' });
    const address = new GatewayAddress(embedded);
    const port = Number(new URL(gateway.url).port);
    address.setBoundPort(port, port);
    await new GatewayClient(embedded, address, http, new IdentityTokenProvider(embedded, address, http)).get({ path: 'currency/api/currency/list', culture: 'tr' });
    expect(gateway.paths).toEqual(['/currency/api/currency/list', '/gateway/currency/api/currency/list']);
    expect(gateway.seen[0]['accept-encoding']).toMatch(/gzip/);
    expect(gateway.seen[1]['accept-encoding']).toBe('identity');
    await gateway.close();
  });

  it('does not retry a 401 about the shopper (no WWW-Authenticate): the work is not done twice', async () => {
    const gateway = await startGateway({ refuseShopper: true });
    const answer = await client(gateway.url).post({ path: 'member/api/member/login', culture: 'tr', body: {} });
    expect(answer.status).toBe(401);
    expect(gateway.paths).toEqual(['/member/api/member/login']);
    await gateway.close();
  });

  it('retries once with a fresh token when the gateway refuses its bearer token (401 with WWW-Authenticate)', async () => {
    const gateway = await startGateway({ rotate: true });
    const answer = await client(gateway.url).post({ path: 'x/api/y/z', culture: 'tr', body: {} });
    expect(answer.status).toBe(200);
    expect(gateway.seen.map((headers) => headers.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
    await gateway.close();
  });
});
