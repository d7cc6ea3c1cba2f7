import { CartMessage } from '../../../../contracts/cart/messages.js';
import { couponCartRefusal, couponUseRefusal, type CouponUseCheck } from './coupon-rules.js';
import type { CouponRow } from './coupon.repository.js';

const coupon = (rules: Partial<CouponRow> = {}): CouponRow => ({
  code: 'KOD', name: { tr: 'Kod', en: 'Code' }, kind: 'percent', percent: 10, amounts: {}, minimums: { 1: 20000 }, validFrom: null, validUntil: null,
  memberId: null, used: false, audience: 'anyone', usesPerShopper: null, totalUses: null, firstOrderOnly: false, ...rules,
});
const NOW = new Date('2026-06-01T12:00:00Z');
const unused = { total: 0, byShopper: 0, held: false, orders: 0 };
const member = (usage: Partial<CouponUseCheck['usage']> = {}): CouponUseCheck => ({ memberId: 7, isGuest: false, now: NOW, usage: { ...unused, ...usage } });
const guest = (usage: Partial<CouponUseCheck['usage']> = {}): CouponUseCheck => ({ ...member(usage), memberId: 8, isGuest: true });
const visitor: CouponUseCheck = { memberId: -1, isGuest: false, now: NOW, usage: unused };

describe('coupon rules (issue 27 item 5, S1.02)', () => {
  it('S1.02 a member coupon is its member\'s only, and once', () => {
    expect(couponUseRefusal(coupon({ memberId: 7, usesPerShopper: 1 }), member())).toBeUndefined();
    expect(couponUseRefusal(coupon({ memberId: 7, usesPerShopper: 1 }), { ...member(), memberId: 9 })).toBe(CartMessage.couponNotYours);
    expect(couponUseRefusal(coupon({ memberId: 7, usesPerShopper: 1 }), member({ byShopper: 1 }))).toBe(CartMessage.couponUsed);
  });

  it('S1.02 the audience: members refuse visitors and guests; holders refuse members it was not given to', () => {
    expect(couponUseRefusal(coupon({ audience: 'members' }), visitor)).toBe(CartMessage.couponMembersOnly);
    expect(couponUseRefusal(coupon({ audience: 'members' }), guest())).toBe(CartMessage.couponMembersOnly);
    expect(couponUseRefusal(coupon({ audience: 'members' }), member())).toBeUndefined();
    expect(couponUseRefusal(coupon({ audience: 'holders' }), member())).toBe(CartMessage.couponNotGiven);
    expect(couponUseRefusal(coupon({ audience: 'holders' }), member({ held: true }))).toBeUndefined();
  });

  it('S1.02 counts per shopper (not for a visitor, who is counted at placement), in all, and the first order', () => {
    expect(couponUseRefusal(coupon({ usesPerShopper: 2 }), guest({ byShopper: 1 }))).toBeUndefined();
    expect(couponUseRefusal(coupon({ usesPerShopper: 2 }), guest({ byShopper: 2 }))).toBe(CartMessage.couponUsed);
    expect(couponUseRefusal(coupon({ usesPerShopper: 1 }), visitor)).toBeUndefined();
    expect(couponUseRefusal(coupon({ totalUses: 3 }), member({ total: 2 }))).toBeUndefined();
    expect(couponUseRefusal(coupon({ totalUses: 3 }), member({ total: 3 }))).toBe(CartMessage.couponUsedUp);
    expect(couponUseRefusal(coupon({ firstOrderOnly: true }), member({ orders: 1 }))).toBe(CartMessage.couponFirstOrder);
  });

  it('S1.02 dates, a withdrawn coupon and an unknown code', () => {
    expect(couponUseRefusal(coupon({ validFrom: new Date('2026-06-02T00:00:00Z') }), member())).toBe(CartMessage.couponNotStarted);
    expect(couponUseRefusal(coupon({ validUntil: NOW }), member())).toBe(CartMessage.couponExpired);
    expect(couponUseRefusal(coupon({ used: true }), member())).toBe(CartMessage.couponUsed);
    expect(couponUseRefusal(undefined, member())).toBe(CartMessage.couponNotFound);
  });

  it('S1.02 the cart\'s part: the minimum in the cart\'s currency, and an amount coupon needs an amount in it', () => {
    expect(couponCartRefusal(coupon(), { currencyId: 1, basket: 19999 })).toBe(CartMessage.couponMinimum);
    expect(couponCartRefusal(coupon(), { currencyId: 1, basket: 20000 })).toBeUndefined();
    expect(couponCartRefusal(coupon({ kind: 'amount', amounts: { 1: 5000 } }), { currencyId: 2, basket: 90000 })).toBe(CartMessage.couponNotFound);
  });
});
