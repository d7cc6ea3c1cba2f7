import { ean13, ean13CheckDigit, isValidEan13 } from './ean13.js';

describe('EAN-13', () => {
  it('computes the check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(ean13CheckDigit('869000000000')).toBe(5); // 8·1 + 6·3 + 9·1 = 35
    expect(isValidEan13('5901234123457')).toBe(true);
    expect(isValidEan13('5901234123458')).toBe(false);
  });

  it('makes valid, distinct 13-digit codes under the Turkish prefix', () => {
    const codes = [1, 2, 101, 999_999_999].map(ean13);
    expect(codes).toHaveEvery((code) => /^869\d{10}$/.test(code) && isValidEan13(code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('refuses serials that do not fit', () => {
    expect(() => ean13(1_000_000_000)).toThrow(RangeError);
    expect(() => ean13(-1)).toThrow(RangeError);
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
  });
});
