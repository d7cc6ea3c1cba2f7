import { activationAtSignUp, pendingActivationOf, smsActivationPurpose } from './activation.js';

const member = (activation: 'email' | 'sms' | 'email+sms', emailVerified: boolean, mobileVerified: boolean, isGuest = false) => ({ activation, emailVerified, mobileVerified, isGuest });

describe('member activation (spec §2 §4 /otp, issue 14)', () => {
  it('asks for SMS only of a member who gave a mobile phone; the e-mail setting stays as it was', () => {
    expect(activationAtSignUp('email', '5321234567')).toBe('email');
    expect(activationAtSignUp('sms', '5321234567')).toBe('sms');
    expect(activationAtSignUp('email+sms', '5321234567')).toBe('email+sms');
    expect(activationAtSignUp('sms', undefined)).toBe('email');
    expect(activationAtSignUp('email+sms', undefined)).toBe('email');
  });

  it('names what is still to prove: the e-mail first, then the phone; nothing for guests or the activated', () => {
    expect(pendingActivationOf(member('email', false, false))).toBe('email');
    expect(pendingActivationOf(member('email', true, false))).toBeUndefined();
    expect(pendingActivationOf(member('sms', false, false))).toBe('sms');
    expect(pendingActivationOf(member('sms', false, true))).toBeUndefined();
    expect(pendingActivationOf(member('email+sms', false, false))).toBe('email');
    expect(pendingActivationOf(member('email+sms', true, false))).toBe('sms');
    expect(pendingActivationOf(member('email+sms', true, true))).toBeUndefined();
    expect(pendingActivationOf(member('sms', false, false, true))).toBeUndefined();
  });

  it('binds an SMS activation code to the number it went to', () => {
    expect(smsActivationPurpose('5321234567')).not.toBe(smsActivationPurpose('5321234568'));
  });
});
