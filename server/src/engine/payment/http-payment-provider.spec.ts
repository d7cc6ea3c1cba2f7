import pino from 'pino';
import { startLocalHttpServer, type LocalHttpServer } from '../../../../test/support/local-http-server.js';
import { HttpPaymentProvider, PaymentProviderUnavailable } from './http-payment-provider.js';

const CARD = { number: '4111111111111111', holderName: 'AYSE ISIK', expiryMonth: 12, expiryYear: 2099, cvv: '123' };
const CHARGE = { amount: 12_990, currencyCode: 'TRY', card: CARD, reference: 'VTR-2026-000123', installmentCount: 1, points: 0 };

describe('HttpPaymentProvider: a bank over HTTP, with a timeout, never asked twice', () => {
  const servers: LocalHttpServer[] = [];
  afterEach(async () => { await Promise.all(servers.splice(0).map((server) => server.close())); });
  /** A bank that answers `authorize` with `answer` (status, body; null: never) and every other operation with {}. */
  async function bank(answer: { status: number; body: string } | null) {
    const server = await startLocalHttpServer((request, response) => {
      if (request.url !== '/authorize') { response.end('{}'); return; }
      if (answer) response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    servers.push(server);
    // A bank that answers gets a timeout no busy machine reaches; one that never answers, a short one to wait out.
    return { server, provider: new HttpPaymentProvider(server.url, answer ? 10_000 : 200, pino({ level: 'silent' })) };
  }
  const calls = (server: LocalHttpServer, url: string) => server.received.filter((request) => request.url === url);

  it('reads the bank\'s approvals and declines; a decline releases nothing', async () => {
    const { provider, server } = await bank({ status: 200, body: '{"status":"approved","providerReference":"b1"}' });
    await expect(provider.authorize(CHARGE)).resolves.toEqual({ approved: true, providerReference: 'b1' });
    expect(JSON.parse(calls(server, '/authorize')[0].body)).toMatchObject({ amount: 12_990, reference: 'VTR-2026-000123' });
    const declining = await bank({ status: 200, body: '{"status":"insufficient-funds"}' });
    await expect(declining.provider.authorize(CHARGE)).resolves.toEqual({ approved: false, reason: 'insufficient-funds' });
    expect(calls(declining.server, '/void')).toHaveLength(0);
  });

  it.each([
    ['no answer in time', null],
    ['a 503', { status: 503, body: '<h1>down</h1>' }],
    ['an answer that does not read', { status: 200, body: '\u0000{"status": appro' }],
    ['an answer without a reference', { status: 200, body: '{"status":"approved"}' }],
  ])('%s: "no payment was taken" (402), asked once, and the authorization released by the order\'s reference', async (_case, answer) => {
    const { provider, server } = await bank(answer);
    const refusal = await provider.authorize(CHARGE).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaymentProviderUnavailable);
    expect(refusal).toMatchObject({ status: 402, message: 'The payment could not be completed; no payment was taken' });
    expect(calls(server, '/authorize')).toHaveLength(1);
    await new Promise<void>((resolve) => { const check = () => (calls(server, '/void').length ? resolve() : setTimeout(check, 10)); check(); });
    expect(JSON.parse(calls(server, '/void')[0].body)).toEqual({ reference: 'VTR-2026-000123' });
    // The card number goes to the bank in the body, and nowhere else.
    expect(calls(server, '/void')[0].body).not.toContain(CARD.number);
  });
});
