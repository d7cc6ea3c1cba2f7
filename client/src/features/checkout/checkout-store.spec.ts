import { PaymentType } from '../../../../contracts/enums';
import { CAPTCHA_HEADER } from '../../../../contracts/member/payloads';
import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderPayload } from '../../../../contracts/order/payloads';
import { ApiClient } from '../../lib/api-client';
import { checkoutApi } from './checkout-api';
import { OrderLookup, PlaceOrderStore } from './checkout-store';

const PAYLOAD: PlaceOrderPayload = { shippingAddressId: 7, paymentType: PaymentType.BankTransfer };

/** A fake storefront whose place-order answers are queued by the test; every request's key is kept. */
function fakeServer() {
  const keys: string[] = [];
  const botChecks: (string | undefined)[] = [];
  const pending: Array<(answer: { status: number; body: unknown } | 'network') => void> = [];
  const fetcher = ((_input: RequestInfo | URL, init?: RequestInit) => {
    keys.push((init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);
    botChecks.push((init?.headers as Record<string, string>)[CAPTCHA_HEADER]);
    return new Promise<Response>((resolve, reject) => {
      pending.push((answer) => {
        if (answer === 'network') reject(new TypeError('Failed to fetch'));
        else resolve({ ok: answer.status === 200, status: answer.status, json: () => Promise.resolve(answer.body) } as Response);
      });
    });
  }) as typeof fetch;
  const api = checkoutApi(new ApiClient({ culture: () => 'tr', deviceType: () => 1, fetch: fetcher }));
  const answer = (value: { status: number; body: unknown } | 'network') => pending.shift()!(value);
  return { api, keys, botChecks, answer, pending };
}

let counter = 0;
const keyMaker = () => `key-${(counter += 1)}-abcdef`;
const placed = (docNo: string) => ({ status: 200, body: { isSuccess: true, docNo, order: { docNo } } });

beforeEach(() => { counter = 0; });

describe('PlaceOrderStore (issue 15 item 5: one key per attempt, one request in flight)', () => {
  it('a double click sends one request; the button state says placing until it answers', async () => {
    const server = fakeServer();
    const store = new PlaceOrderStore(server.api, keyMaker);
    const first = store.place(PAYLOAD);
    const second = store.place(PAYLOAD);
    expect(store.placing).toBe(true);
    expect(await second).toBeNull();
    expect(server.keys).toHaveLength(1);
    server.answer(placed('VTR-2026-000001'));
    expect(await first).toBe('VTR-2026-000001');
    expect(store.placing).toBe(false);
    expect(server.keys).toEqual(['key-1-abcdef']);
  });

  it('a retry after a lost answer sends the same Idempotency-Key', async () => {
    const server = fakeServer();
    const store = new PlaceOrderStore(server.api, keyMaker);
    const first = store.place(PAYLOAD);
    server.answer('network');
    expect(await first).toBeNull();
    expect(store.error).toBeTruthy();
    const again = store.place(PAYLOAD);
    server.answer({ status: 502, body: { isSuccess: false, message: 'Bad gateway' } });
    expect(await again).toBeNull();
    const third = store.place(PAYLOAD);
    server.answer(placed('VTR-2026-000002'));
    expect(await third).toBe('VTR-2026-000002');
    expect(server.keys).toEqual(['key-1-abcdef', 'key-1-abcdef', 'key-1-abcdef']);
    // The attempt is over: the next order is a new one.
    const next = store.place(PAYLOAD);
    server.answer(placed('VTR-2026-000003'));
    await next;
    expect(server.keys[3]).toBe('key-2-abcdef');
  });

  it('a refusal shows the server\'s message and ends the attempt; changed details make a new attempt', async () => {
    const server = fakeServer();
    const store = new PlaceOrderStore(server.api, keyMaker);
    const card = { ...PAYLOAD, paymentType: PaymentType.CreditCard, card: { number: '4000000000000002', holderName: 'A B', expiryMonth: 12, expiryYear: 2030, cvv: '123' } };
    const declined = store.place(card);
    server.answer({ status: 402, body: { isSuccess: false, message: 'Your card was declined' } });
    expect(await declined).toBeNull();
    expect(store.error).toBe('Your card was declined');
    const retry = store.place(card);
    server.answer('network');
    await retry;
    const changed = store.place(PAYLOAD);
    server.answer(placed('VTR-2026-000004'));
    await changed;
    expect(server.keys).toEqual(['key-1-abcdef', 'key-2-abcdef', 'key-3-abcdef']);
    expect(store.error).toBeNull();
  });
});

describe('PlaceOrderStore and the bot check (issue 27 item 8, S7.32)', () => {
  const card = { ...PAYLOAD, paymentType: PaymentType.CreditCard, card: { number: '4000000000000002', holderName: 'A B', expiryMonth: 12, expiryYear: 2030, cvv: '123' } };

  it('S7.32 a decline that asks for the bot check shows it; its solution goes with the next placement once, and the widget starts a new round', async () => {
    const server = fakeServer();
    const store = new PlaceOrderStore(server.api, keyMaker);
    const plain = store.place(card);
    server.answer({ status: 402, body: { isSuccess: false, message: 'Your card was declined' } });
    await plain;
    expect(store.botCheckRequired).toBe(false);
    const third = store.place(card);
    server.answer({ status: 402, body: { isSuccess: false, message: 'Your card was declined', data: { botCheckRequired: true } } });
    await third;
    expect(store.botCheckRequired).toBe(true);
    expect(store.botCheckRound).toBe(0);

    store.setBotCheckSolution('solved-1');
    const solved = store.place({ ...card, card: { ...card.card, number: '4111111111111111' } });
    expect(store.botCheckRound).toBe(1);
    server.answer(placed('VTR-2026-000005'));
    expect(await solved).toBe('VTR-2026-000005');
    const after = store.place(PAYLOAD);
    server.answer(placed('VTR-2026-000006'));
    await after;
    expect(server.botChecks).toEqual([undefined, undefined, 'solved-1', undefined]);
  });

  it('S7.32 a placement refused for want of the bot check (428) keeps asking for it', async () => {
    const server = fakeServer();
    const store = new PlaceOrderStore(server.api, keyMaker);
    const refused = store.place(card);
    server.answer({ status: 428, body: { isSuccess: false, message: 'Please complete the bot check below, then try your card again', data: { botCheckRequired: true } } });
    await refused;
    expect(store.botCheckRequired).toBe(true);
    expect(store.error).toBe('Lütfen aşağıdaki robot doğrulamasını tamamlayıp kartınızla yeniden deneyin');
  });
});

describe('OrderLookup', () => {
  it('reads the order by docNo, and shows the server\'s message when it cannot', async () => {
    const lookup = new OrderLookup({
      orderDetail: (docNo: string) => (docNo === 'VTR-2026-000001' ? Promise.resolve({ isSuccess: true, message: '', order: { docNo } as never }) : Promise.reject(new Error('nope'))),
    });
    await lookup.load('VTR-2026-000001');
    expect(lookup.order?.docNo).toBe('VTR-2026-000001');
    await lookup.load('VTR-2026-999999');
    expect(lookup.order).toBeNull();
    expect(lookup.error).toBe('Failed to get order detail');
  });
});
