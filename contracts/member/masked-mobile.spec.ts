import { maskedMobile } from './verification-codes.js';

describe('maskedMobile (issue 14: where an SMS code went)', () => {
  it('shows only the last four digits of a number in any accepted shape', () => {
    expect(maskedMobile('5321234567')).toBe('5** *** 45 67');
    expect(maskedMobile('+90 532 123 45 67')).toBe('5** *** 45 67');
    expect(maskedMobile('0532')).toBe('');
  });
});
