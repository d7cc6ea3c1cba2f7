import { startLocalHttpServer, type LocalHttpServer } from '../../../../test/support/local-http-server.js';
import { HttpSmsCarrier } from './http-sms-carrier.js';

const SMS = { to: '+905321234567', text: 'Vitrin doğrulama kodunuz: 123456 (10 dk geçerli)' };

describe('HttpSmsCarrier: an SMS provider over HTTP (SMS_URL), with a timeout, never asked twice', () => {
  const servers: LocalHttpServer[] = [];
  afterEach(async () => { await Promise.all(servers.splice(0).map((server) => server.close())); });
  /** A provider that answers every text with `answer` (null: never answers). */
  async function provider(answer: { status: number; body: string } | null) {
    const server = await startLocalHttpServer((_request, response) => {
      if (answer) response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    servers.push(server);
    // Only the provider that never answers is waited for briefly: the others answer at once, and a
    // short timeout there failed the test on a loaded machine (the first fetch sets its client up).
    return { server, carrier: new HttpSmsCarrier(`${server.url}/v1/sms`, answer ? 5_000 : 200) };
  }

  it('POSTs the text as JSON { to, text } to SMS_URL; a 2xx is taken', async () => {
    const { server, carrier } = await provider({ status: 202, body: '{"id":"abc"}' });
    await carrier.send(SMS);
    expect(server.received).toHaveLength(1);
    const [sent] = server.received;
    expect(sent).toMatchObject({ method: 'POST', url: '/v1/sms' });
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual(SMS);
  });

  it.each([
    ['no answer in time', null, /abort|timeout/i],
    ['a 503', { status: 503, body: '{"error":"down"}' }, /answered 503/],
    ['a 400', { status: 400, body: 'bad number' }, /answered 400/],
  ])('%s: fails, and the provider was asked once', async (_case, answer, reason) => {
    const { server, carrier } = await provider(answer);
    await expect(carrier.send(SMS)).rejects.toThrow(reason);
    expect(server.received).toHaveLength(1);
  });
});
