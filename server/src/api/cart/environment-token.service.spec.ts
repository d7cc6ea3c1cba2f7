import { pino } from 'pino';
import type { EnvironmentTokenResult } from '../../../../contracts/gateway/environment.js';
import { GatewayError } from '../../common/errors.js';
import type { RequestContext } from '../../common/request-context.js';
import type { EnvironmentClient } from './environment.client.js';
import { EnvironmentTokenService } from './environment-token.service.js';

function setup(token?: string) {
  const cookies: [string, string][] = [];
  const context: RequestContext = { requestId: '1', culture: 'tr', environmentToken: token, cookies: { set: (name, value) => { cookies.push([name, value]); }, clear: () => undefined } };
  let issued = 0;
  const client = { init: () => Promise.resolve({ token: `new-${++issued}` } as EnvironmentTokenResult) } as unknown as EnvironmentClient;
  return { service: new EnvironmentTokenService(client, pino({ level: 'silent' })), context, cookies, issued: () => issued };
}

describe('EnvironmentTokenService (S3.12, S8.17, S9.07)', () => {
  it('S8.17 a read without a token asks nothing and creates no token', async () => {
    const { service, context, cookies, issued } = setup();
    const calls: string[] = [];
    await expect(service.forShopper(context, 'skip', (shopper) => { calls.push(shopper.token); return Promise.resolve(1); })).resolves.toBeUndefined();
    expect(calls).toEqual([]);
    expect(issued()).toBe(0);
    expect(cookies).toEqual([]);
  });

  it('S3.12 a change without a token gets a new one from the gateway and keeps it in the cookie', async () => {
    const { service, context, cookies } = setup();
    await expect(service.forShopper(context, 'create', (shopper) => Promise.resolve(shopper.token))).resolves.toBe('new-1');
    expect(cookies).toEqual([['environment_token', 'new-1']]);
  });

  it('a token the gateway refuses (401) is replaced once and the call retried', async () => {
    const { service, context, cookies } = setup('old');
    const seen: string[] = [];
    const answer = await service.forShopper(context, 'skip', (shopper) => {
      seen.push(shopper.token);
      return shopper.token === 'old' ? Promise.reject(new GatewayError('expired', 401)) : Promise.resolve('ok');
    });
    expect(answer).toBe('ok');
    expect(seen).toEqual(['old', 'new-1']);
    expect(cookies).toEqual([['environment_token', 'new-1']]);
  });

  it('only once: a second refusal and any other failure reach the caller', async () => {
    const refused = setup('old');
    await expect(refused.service.forShopper(refused.context, 'create', () => Promise.reject(new GatewayError('no', 401)))).rejects.toMatchObject({ status: 401 });
    expect(refused.issued()).toBe(1);
    const failing = setup('old');
    await expect(failing.service.forShopper(failing.context, 'create', () => Promise.reject(new GatewayError('Cart item not found', 404)))).rejects.toMatchObject({ status: 404 });
    expect(failing.issued()).toBe(0);
  });
});
