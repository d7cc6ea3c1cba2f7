import { cardExpired, lastFour, luhnValid, TEST_CARDS } from './card.js';

describe('card checks (issue 15: Luhn and expiry before any provider)', () => {
  it('accepts Luhn-valid numbers, with spaces or dashes, and the documented test cards', () => {
    for (const number of [...Object.values(TEST_CARDS), '4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005']) expect(luhnValid(number)).toBe(true);
  });

  it('refuses a wrong check digit, letters and wrong lengths', () => {
    for (const number of ['4111111111111112', '4111a11111111111', '41111111111', '41111111111111111111', '']) expect(luhnValid(number)).toBe(false);
  });

  it('a card is valid through the last day of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 4, 31, 23, 0));
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });

  it('keeps only the last four digits', () => {
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
  });
});
