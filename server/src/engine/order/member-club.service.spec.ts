import { orderPoints, pointsOf } from './member-club.service.js';

describe('club points of an order (S7.30 points)', () => {
  it('one point for every full 10 ₺, four for every full dollar or euro, never a fraction', () => {
    expect(pointsOf({ currencyCode: 'TRY', netTotal: 1_234_599 })).toBe(1234);
    expect(pointsOf({ currencyCode: 'TRY', netTotal: 999 })).toBe(0);
    expect(pointsOf({ currencyCode: 'USD', netTotal: 4_999 })).toBe(196);
    expect(pointsOf({ currencyCode: 'EUR', netTotal: 100 })).toBe(4);
  });

  it('a currency without its own rate counts as lira', () => {
    expect(pointsOf({ currencyCode: 'GBP', netTotal: 10_000 })).toBe(10);
  });

  it('a refunded return takes back the points of what it paid back, never more than the order gave', () => {
    expect(orderPoints({ currencyCode: 'TRY', netTotal: 100_000, refunded: 0 })).toEqual({ points: 100, returnedPoints: 0 });
    expect(orderPoints({ currencyCode: 'TRY', netTotal: 100_000, refunded: 40_050 })).toEqual({ points: 59, returnedPoints: 41 });
    expect(orderPoints({ currencyCode: 'USD', netTotal: 10_000, refunded: 10_000 })).toEqual({ points: 0, returnedPoints: 400 });
    expect(orderPoints({ currencyCode: 'EUR', netTotal: 1_000, refunded: 5_000 })).toEqual({ points: 0, returnedPoints: 40 });
  });
});
