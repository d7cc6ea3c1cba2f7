import { jest } from '@jest/globals';
import { PaymentType } from '../../../../contracts/enums';
import type { PlaceOrderPayload } from '../../../../contracts/order/payloads';
import type { PlaceOrderResponse } from '../../../../contracts/order/responses';
import type { PendingChallengeResponse } from '../../../../contracts/payment/responses';
import { BANK_WINDOW_NAME, handedOffPath, handOffToOpener } from './challenge-hand-off';
import { PlaceOrderStore } from './checkout-store';

const PAYLOAD: PlaceOrderPayload = { shippingAddressId: 7, paymentType: PaymentType.CreditCard, installmentCount: 3 };
const CHALLENGE = '/api/3d-secure/challenge?key=k-123456';
const NONE: PendingChallengeResponse = { isSuccess: true, pending: null };
const WAITING: PlaceOrderResponse = { isSuccess: true, threeDSecure: { challengeUrl: CHALLENGE } };

function storeWith(answer: PlaceOrderResponse, pending: PendingChallengeResponse | Error = NONE) {
  const sent: PlaceOrderPayload[] = [];
  const store = new PlaceOrderStore({
    placeOrder: (payload) => { sent.push(payload); return Promise.resolve(answer); },
    pendingChallenge: () => (pending instanceof Error ? Promise.reject(pending) : Promise.resolve(pending)),
  }, () => 'k-123456');
  return { store, sent };
}

describe('PlaceOrderStore with a card that needs 3-D Secure (S7.32, S3.27 forwarded payment provider)', () => {
  it('keeps the bank page\'s address, answers no docNo, and sends nothing more while the browser goes there', async () => {
    const { store, sent } = storeWith({ isSuccess: true, threeDSecure: { challengeUrl: CHALLENGE } });
    expect(await store.place(PAYLOAD)).toBeNull();
    expect(store.challengeUrl).toBe(CHALLENGE);
    expect(store.docNo).toBeNull();
    expect(await store.place(PAYLOAD)).toBeNull();
    expect(sent).toEqual([PAYLOAD]);
  });

  it('issue 32 item 7: a reloaded payment page finds the payment still waiting and goes on waiting for it, placing nothing again', async () => {
    const pending: PendingChallengeResponse = { isSuccess: true, pending: { idempotencyKey: 'k-123456', challengeUrl: CHALLENGE, amount: 12.5, currencyCode: 'TRY', cardLastFour: '3220' } };
    const { store, sent } = storeWith(WAITING, pending);
    expect(await store.resumeChallenge()).toBe(true);
    expect(store.challengeUrl).toBe(CHALLENGE);
    expect(await store.place(PAYLOAD)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('issue 32 item 7: nothing waiting (or the server not answering) leaves the form as it is', async () => {
    expect(await storeWith(WAITING).store.resumeChallenge()).toBe(false);
    const failing = storeWith(WAITING, new Error('offline')).store;
    expect(await failing.resumeChallenge()).toBe(false);
    expect(failing.challengeUrl).toBeNull();
  });

  it('issue 32 item 7: once the bank answered, the page no longer waits: Back to the payment page is not a frozen "placing" page', async () => {
    const { store } = storeWith({ isSuccess: true, threeDSecure: { challengeUrl: CHALLENGE } });
    await store.place(PAYLOAD);
    store.challengeEnded('VTR-2026-K7QM2XPD9A');
    expect(store.challengeUrl).toBeNull();
    expect(store.placing).toBe(false);
    expect(store.docNo).toBe('VTR-2026-K7QM2XPD9A');
  });
});

describe('the bank window hands off to the payment page (issue 32 item 7, S2.08 order summary)', () => {
  const ORIGIN = 'https://vitrin.test';

  function bankWindow(name: string, opener: { postMessage: ReturnType<typeof jest.fn>; closed: boolean } | null) {
    const close = jest.fn();
    const win = { name, opener, close, location: { origin: ORIGIN, pathname: '/c/order-summary', search: '?status=success&docno=VTR-2026-K7QM2XPD9A' } };
    return { win: win as unknown as Window, close };
  }

  it('the bank window posts the order summary address to its opener, on this origin only, and closes', () => {
    const opener = { postMessage: jest.fn(), closed: false };
    const { win, close } = bankWindow(BANK_WINDOW_NAME, opener);
    expect(handOffToOpener(win)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'vitrin:3d-secure-done', path: '/c/order-summary?status=success&docno=VTR-2026-K7QM2XPD9A' }, ORIGIN);
    expect(close).toHaveBeenCalled();
  });

  it('a page that is no bank window (a full-page payment, an opener gone) shows the summary itself', () => {
    expect(handOffToOpener(bankWindow('', { postMessage: jest.fn(), closed: false }).win)).toBe(false);
    expect(handOffToOpener(bankWindow(BANK_WINDOW_NAME, null).win)).toBe(false);
    expect(handOffToOpener(bankWindow(BANK_WINDOW_NAME, { postMessage: jest.fn(), closed: true }).win)).toBe(false);
  });

  it('the payment page takes only its own origin\'s hand-off, and only a path of this site', () => {
    const data = { type: 'vitrin:3d-secure-done', path: '/c/order-summary?status=success&docno=VTR-2026-K7QM2XPD9A' };
    expect(handedOffPath({ origin: ORIGIN, data }, ORIGIN)).toBe(data.path);
    expect(handedOffPath({ origin: 'https://evil.test', data }, ORIGIN)).toBeNull();
    expect(handedOffPath({ origin: ORIGIN, data: { ...data, path: '//evil.test/x' } }, ORIGIN)).toBeNull();
    expect(handedOffPath({ origin: ORIGIN, data: { type: 'other', path: '/x' } }, ORIGIN)).toBeNull();
    expect(handedOffPath({ origin: ORIGIN, data: null }, ORIGIN)).toBeNull();
  });
});
