import { formatPhone } from './phone-format.js';

describe('formatPhone (issue 32 item 4: one phone format)', () => {
  it('writes a Turkish number the one way, whatever shape it was stored in', () => {
    for (const stored of ['5321234567', '05321234567', '+90 532 123 45 67', '905321234567', '0532-123-4567']) expect(formatPhone(stored)).toBe('0532 123 45 67');
    expect(formatPhone('0850 000 00 00')).toBe('0850 000 00 00');
    expect(formatPhone('02161234567')).toBe('0216 123 45 67');
  });

  it('leaves a number of another shape as it was given', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('')).toBe('');
  });
});
