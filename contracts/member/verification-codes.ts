/**
 * The member service's communication-info and consent verification codes (S7.30; paths and
 * shapes are ours, S7.35). A code goes to the address being proven; only the right code changes
 * the member's record. A consent code goes by e-mail to the member's address, or by SMS to the
 * member's mobile phone.
 */

/**
 * POST /api/member/contact-code: a code to the new e-mail address. The current password comes
 * with it: a session alone does not change the address (issue 27 item 4).
 */
export interface ContactCodePayload {
  email: string;
  currentPassword: string;
}

/** POST /api/member/contact-code/confirm: the e-mail becomes the member's with the right code. */
export interface ConfirmContactCodePayload {
  email: string;
  code: string;
}

export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** POST /api/member/consent-code: a code on the channel whose marketing permission is being turned on. */
export interface ConsentCodePayload {
  channel: ConsentChannel;
}

/** POST /api/member/consent-code/confirm. */
export interface ConfirmConsentCodePayload {
  channel: ConsentChannel;
  code: string;
}

/**
 * How a new member activates the membership (MEMBER_ACTIVATION, spec §2/§4 → /otp): a code by
 * e-mail, a code by SMS to the mobile phone given at sign-up (members who gave none activate by
 * e-mail), or both, the e-mail first and then the phone (one live code per member).
 */
export const MEMBER_ACTIVATION_MODES = ['email', 'sms', 'email+sms'] as const;
export type MemberActivationMode = (typeof MEMBER_ACTIVATION_MODES)[number];

/** POST /api/phone-code: a code by SMS to the mobile phone the member wants as theirs. */
export interface PhoneCodePayload {
  /** A Turkish mobile number (5xx xxx xx xx, with or without 0 or +90). */
  mobilePhone: string;
}

/** POST /api/phone-code/confirm: the number becomes the member's with the right code (nothing is stored before). */
export interface ConfirmPhoneCodePayload {
  mobilePhone: string;
  code: string;
}

/** A number as the member reads it where a code went: only the last four digits shown (5** *** 45 67). */
export function maskedMobile(mobilePhone: string): string {
  const digits = mobilePhone.replace(/\D/g, '').slice(-10);
  if (digits.length !== 10) return '';
  return `${digits[0]}** *** ${digits.slice(6, 8)} ${digits.slice(8)}`;
}

export const VerificationCodeMessage = {
  contactCodeSent: 'A verification code has been sent to the new address',
  consentCodeSent: 'A verification code has been sent to confirm your permission',
  sameEmail: 'This is already your e-mail address',
  alreadyPermitted: 'This permission is already on',
  emailChanged: 'Your e-mail address has been changed',
  consentSaved: 'Your permission has been saved',
  consentCodeNeeded: 'Turning the e-mail permission on needs the verification code sent to your e-mail address',
  smsConsentCodeNeeded: 'Turning the SMS permission on needs the verification code sent to your mobile phone',
  mobilePhoneNeeded: 'Add your mobile phone number to your account before turning the SMS permission on',
  channelInvalid: 'channel must be email or sms',
  phoneCodeSent: 'A verification code has been sent by SMS to the new number',
  samePhone: 'This is already your mobile phone number',
  phoneChanged: 'Your mobile phone number has been changed',
  phoneCodeNeeded: 'Changing your mobile phone number needs the verification code sent by SMS to the new number',
  phoneNeededForActivation: 'Your mobile phone is needed to verify your membership; change it with a code sent to the new number',
} as const;
