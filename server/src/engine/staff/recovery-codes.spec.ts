import { newRecoveryCode, newRecoveryCodes, normalisedRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.js';

describe('staff recovery codes (issue 29 item 2)', () => {
  it('are two groups of five characters of Crockford\'s base32 (no i, l, o, u)', () => {
    for (let run = 0; run < 200; run += 1) expect(newRecoveryCode()).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it('come ten at a time, all different', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
  });

  it('read back the same typed in capitals, with spaces or without the hyphen, and with look-alike letters', () => {
    expect(normalisedRecoveryCode('k7qm2-xpd9a')).toBe('k7qm2xpd9a');
    expect(normalisedRecoveryCode(' K7QM2 XPD9A ')).toBe('k7qm2xpd9a');
    expect(normalisedRecoveryCode('k7qm2xpd9a')).toBe('k7qm2xpd9a');
    expect(normalisedRecoveryCode('O1lI0-abcde')).toBe('01110abcde');
  });

  it('are no recovery code when too short, too long or with a character outside the alphabet', () => {
    expect(normalisedRecoveryCode('k7qm2-xpd9')).toBeUndefined();
    expect(normalisedRecoveryCode('k7qm2-xpd9aa')).toBeUndefined();
    expect(normalisedRecoveryCode('k7qm2-xpd9u')).toBeUndefined();
    expect(normalisedRecoveryCode('123456')).toBeUndefined();
    expect(normalisedRecoveryCode('')).toBeUndefined();
  });
});
