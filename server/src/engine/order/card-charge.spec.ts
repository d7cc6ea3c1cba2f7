import { cardBankOf } from '../payment/bin-table.js';
import { cardChargeOf, challengeUrlOf, failureOf, orderOf, pendingOf } from './card-charge.js';

const garanti = cardBankOf('540036');

describe('card charge: points first, then the bank\'s instalments (S7.26 credit card point, S7.32 installment options)', () => {
  it('spends the points before the plan and never more than the amount', () => {
    expect(cardChargeOf(100_000, garanti, 3, 2_500)).toEqual({ points: 2_500, plan: expect.objectContaining({ count: 3, amount: 97_500, interest: 2_438, total: 99_938 }) });
    expect(cardChargeOf(1_000, garanti, 1, 2_500)).toEqual({ points: 1_000, plan: expect.objectContaining({ total: 0 }) });
    expect(cardChargeOf(1_000, garanti, 1, -5).points).toBe(0);
  });

  it('refuses a count the bank does not offer with a 400', () => {
    expect(() => cardChargeOf(1_000, cardBankOf('444676'), 3, 0)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('tells the states of an idempotency key apart', () => {
    expect(orderOf({ docNo: 'VTR-2026-000001' })).toBeDefined();
    expect(pendingOf({ threeDSecure: { amount: 1 } })).toEqual({ amount: 1 });
    expect(failureOf({ failed: { message: 'm', status: 402, code: 'X' } })?.status).toBe(402);
    for (const state of [null, undefined, 'text', {}]) expect([orderOf(state), pendingOf(state), failureOf(state)]).toEqual([undefined, undefined, undefined]);
    expect(challengeUrlOf('a b')).toBe('/api/3d-secure/challenge?key=a%20b');
  });
});
