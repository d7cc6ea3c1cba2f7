import { pointsOf } from './member-club.service.js';

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
});
