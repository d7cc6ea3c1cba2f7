import { CODE_ALPHABET, couponCodesCsv, randomCouponCode, RANDOM_LENGTH } from './coupon-codes.js';

describe('batch coupon codes (issue 30 item 5)', () => {
  it('issue 30 item 5: a code is the prefix, a dash and ten characters of the unambiguous alphabet, and codes do not repeat', () => {
    const codes = Array.from({ length: 5_000 }, () => randomCouponCode('MAIL'));
    const shape = new RegExp(`^MAIL-[${CODE_ALPHABET}]{${RANDOM_LENGTH}}$`);
    expect(codes.filter((code) => !shape.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('issue 30 item 5: every character of the alphabet is drawn (no position stuck on a few)', () => {
    const seen = new Set(Array.from({ length: 2_000 }, () => randomCouponCode('X').slice(2)).join(''));
    expect(seen.size).toBe(32);
  });

  it('issue 30 item 5: the CSV is one column, code, with CRLF line ends', () => {
    expect(couponCodesCsv(['A-1', 'A-2'])).toBe('code\r\nA-1\r\nA-2\r\n');
  });
});
