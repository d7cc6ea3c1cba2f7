import { MemberMessage } from '../../../../contracts/member/messages.js';
import { activationAtSignUp, pendingActivationOf, refuseUntilActivated, smsActivationPurpose } from './activation.js';

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

  it('S4.08 S6.03 refuses (403) a member with the e-mail or the SMS code still to prove; lets the activated and guests through (issue 27 item 11)', () => {
    for (const pending of [member('email', false, false), member('sms', false, false), member('email+sms', true, false)]) {
      expect(() => refuseUntilActivated(pending)).toThrow(expect.objectContaining({ status: 403, message: MemberMessage.activationNeeded }));
    }
    for (const free of [member('email', true, false), member('sms', false, true), member('email+sms', true, true), member('email', false, false, true)]) {
      expect(() => refuseUntilActivated(free)).not.toThrow();
    }
  });

  it('binds an SMS activation code to the number it went to', () => {
    expect(smsActivationPurpose('5321234567')).not.toBe(smsActivationPurpose('5321234568'));
  });
});
