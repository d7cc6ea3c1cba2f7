import type { InProcessRequest } from '../common/in-process-request.js';
import type { EngineEntry } from './engine-entry.js';
import type { GatewayAddress } from './gateway-address.js';
import { NETWORK_ERROR_MESSAGE, type HttpHelper, type HttpRequest } from './http-helper.js';
import { InProcessTransport } from './in-process-transport.js';

const address = { ownOrigin: () => 'http://127.0.0.1:4000', gatewayUrl: () => 'http://127.0.0.1:4000/gateway' } as GatewayAddress;
const overHttp = { send: async (request: HttpRequest) => ({ status: 200, data: { via: 'http', url: request.url }, headers: {} }) } as unknown as HttpHelper;

function engine(answer: (request: InProcessRequest) => Promise<{ status: number; statusText?: string; headers?: Record<string, string>; body: string }>) {
  const seen: InProcessRequest[] = [];
  const entry: EngineEntry = {
    answer: async (request) => {
      seen.push(request);
      const { status, statusText = '', headers = { 'content-type': 'application/json' }, body } = await answer(request);
      return { status, statusText, headers, body: Buffer.from(body) };
    },
    openHubLine: () => Promise.reject(new Error('no hub here')),
  };
  return { entry, seen };
}

describe('InProcessTransport: the embedded engine reached without a socket (issue 28 item 1)', () => {
  const call = (overrides: Partial<HttpRequest> = {}): HttpRequest => ({ method: 'GET', url: 'http://127.0.0.1:4000/gateway/catalog/api/x', timeoutMs: 1000, ...overrides });

  it('sends the engine the request line, query and headers an HTTP call carries, and reads a success as the helper does', async () => {
    const { entry, seen } = engine(async () => ({ status: 200, body: '{"items":[1,2]}' }));
    const answer = await new InProcessTransport(entry, address, overHttp).send(call({ method: 'POST', query: { id: [1, 2], skip: undefined }, body: { a: 1 }, headers: { authorization: 'Bearer t' } }));
    expect(answer).toEqual({ status: 200, data: { items: [1, 2] }, headers: { 'content-type': 'application/json' } });
    expect(seen[0]).toEqual({
      method: 'POST', url: '/gateway/catalog/api/x?id=1&id=2', body: '{"a":1}',
      headers: { accept: 'application/json, text/plain;q=0.9', authorization: 'Bearer t', 'content-type': 'application/json' },
    });
  });

  it('an engine refusal is a failure with the engine\'s own message, as over HTTP', async () => {
    const { entry } = engine(async () => ({ status: 400, statusText: 'Bad Request', body: '{"message":"Quantity must be at least 1"}' }));
    expect(await new InProcessTransport(entry, address, overHttp).send(call())).toEqual({ status: 400, errorMessage: 'Quantity must be at least 1', headers: { 'content-type': 'application/json' } });
  });

  it('no answer in time, or none at all, is the network failure of spec §8 (S8.16)', async () => {
    const late = engine(() => new Promise(() => {}));
    expect(await new InProcessTransport(late.entry, address, overHttp).send(call({ timeoutMs: 20 }))).toEqual({ status: 500, errorMessage: NETWORK_ERROR_MESSAGE, headers: {} });
    const broken = engine(() => Promise.reject(new Error('engine crashed')));
    expect(await new InProcessTransport(broken.entry, address, overHttp).send(call())).toEqual({ status: 500, errorMessage: NETWORK_ERROR_MESSAGE, headers: {} });
  });

  it('a call to anywhere but this process\'s engine (an identity provider of IDP_URL) goes over HTTP', async () => {
    const { entry, seen } = engine(async () => ({ status: 200, body: '{}' }));
    const answer = await new InProcessTransport(entry, address, overHttp).send(call({ url: 'https://idp.example/realms/shop' }));
    expect(answer).toMatchObject({ data: { via: 'http', url: 'https://idp.example/realms/shop' } });
    expect(seen).toHaveLength(0);
  });
});
