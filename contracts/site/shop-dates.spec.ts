import { shopDateTime, shopDay, SHOP_TIME_ZONE } from './shop-dates.js';

describe('shop dates (S1.06 time zone Europe/Vienna)', () => {
  it('S1.06 shows a moment in the shop\'s zone, whatever the machine\'s: 23:30 UTC on 31 December is already 1 January in Vienna', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Vienna');
    expect(shopDay('2026-12-31T23:30:00Z', 'tr')).toBe('1 Ocak 2027');
    expect(shopDay('2026-12-31T23:30:00Z', 'en')).toBe('1 January 2027');
  });

  it('S1.06 follows the zone\'s summer time: 12:00 UTC reads 14:00 in July and 13:00 in January', () => {
    expect(shopDateTime('2026-07-01T12:00:00Z', 'tr')).toContain('14:00');
    expect(shopDateTime('2026-01-15T12:00:00Z', 'en')).toContain('13:00');
    expect(shopDateTime('2026-01-15T12:00:00Z', 'tr')).toMatch(/^15 Ocak 2026/);
  });
});
