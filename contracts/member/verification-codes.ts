/**
 * The member service's communication-info and consent verification codes (S7.30; paths and
 * shapes are ours, S7.35). A code goes to the address being proven; only the right code changes
 * the member's record. A consent code goes by e-mail to the member's address, or by SMS to the
 * member's mobile phone.
 */

/** POST /api/member/contact-code: a code to the new e-mail address. */
export interface ContactCodePayload {
  email: string;
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
} as const;
