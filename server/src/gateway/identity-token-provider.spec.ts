import { startLocalHttpServer } from '../../../test/support/local-http-server.js';
import { loadConfig } from '../config/load-config.js';
import { GatewayAddress } from './gateway-address.js';
import { HttpHelper } from './http-helper.js';
import { IdentityTokenProvider } from './identity-token-provider.js';

/** A real local realm: GET /realms/shop and POST .../token, counting calls. */
async function startRealm(expiresIn = 300) {
  const calls = { realm: 0, token: 0, forms: [] as URLSearchParams[], contentTypes: [] as (string | undefined)[] };
  const server = await startLocalHttpServer((request, response, url) => {
    response.setHeader('content-type', 'application/json');
    if (request.method === 'GET' && request.url === '/realms/shop') {
      calls.realm++;
      response.end(JSON.stringify({ realm: 'shop', 'token-service': `${url}/realms/shop/protocol/openid-connect` }));
    } else if (request.method === 'POST' && request.url === '/realms/shop/protocol/openid-connect/token') {
      calls.token++;
      calls.forms.push(new URLSearchParams(request.body));
      calls.contentTypes.push(request.headers['content-type']);
      response.end(JSON.stringify({ access_token: `token-${calls.token}`, token_type: 'Bearer', expires_in: expiresIn }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  return { ...server, calls };
}

describe('IdentityTokenProvider (S7.36)', () => {
  const http = new HttpHelper();
  afterAll(() => http.destroy());

  function provider(url: string, now: () => number = Date.now) {
    const config = loadConfig({ GATEWAY_URL: url, IDP_URL: `${url}/realms/shop`, IDP_CLIENT_ID: 'shop-client', IDP_CLIENT_SECRET: 'a-very-secret-value' });
    return new IdentityTokenProvider(config, new GatewayAddress(config), http, now);
  }

  it('S7.36 reads the realm configuration, then posts a form-encoded client-credentials grant', async () => {
    const realm = await startRealm();
    await expect(provider(realm.url).token()).resolves.toBe('token-1');
    expect(realm.calls.realm).toBe(1);
    expect(realm.calls.contentTypes[0]).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(realm.calls.forms[0])).toEqual({ grant_type: 'client_credentials', client_id: 'shop-client', client_secret: 'a-very-secret-value' });
    await realm.close();
  });

  it('caches the token until shortly before expiry', async () => {
    const realm = await startRealm(300);
    let now = 1_000_000;
    const tokens = provider(realm.url, () => now);
    expect(await tokens.token()).toBe('token-1');
    now += 200_000;
    expect(await tokens.token()).toBe('token-1');
    now += 80_000; // 280 s: inside the 30 s renewal margin
    expect(await tokens.token()).toBe('token-2');
    expect(realm.calls.realm).toBe(1);
    await realm.close();
  });

  it('shares one request between concurrent callers', async () => {
    const realm = await startRealm();
    const tokens = provider(realm.url);
    const all = await Promise.all([tokens.token(), tokens.token(), tokens.token()]);
    expect(new Set(all)).toEqual(new Set(['token-1']));
    expect(realm.calls.token).toBe(1);
    await realm.close();
  });

  it('fetches again after invalidate()', async () => {
    const realm = await startRealm();
    const tokens = provider(realm.url);
    await tokens.token();
    tokens.invalidate();
    expect(await tokens.token()).toBe('token-2');
    await realm.close();
  });

  it('fails clearly when the realm is unreachable', async () => {
    const realm = await startRealm();
    await realm.close();
    await expect(provider(realm.url).token()).rejects.toThrow(/Identity provider unavailable/);
  });
});
