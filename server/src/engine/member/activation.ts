import type { PendingActivation } from '../../../../contracts/member/entities.js';
import type { MemberActivationMode } from '../../../../contracts/member/verification-codes.js';

/** What a member signing up must prove under the shop's setting: SMS only for a member who gave a mobile phone. */
export function activationAtSignUp(mode: MemberActivationMode, mobilePhone: string | undefined): MemberActivationMode {
  if (mode === 'email' || mobilePhone) return mode;
  return 'email';
}

/** What the member must still prove, from what they had to and what they did: the e-mail first, then the phone. */
export function pendingActivationOf(member: { isGuest: boolean; activation: MemberActivationMode; emailVerified: boolean; mobileVerified: boolean }): PendingActivation | undefined {
  if (member.isGuest) return undefined;
  if (member.activation !== 'sms' && !member.emailVerified) return 'email';
  if (member.activation !== 'email' && !member.mobileVerified) return 'sms';
  return undefined;
}

/** The purpose an SMS activation code is hashed with: it names the number, so a number changed since does not take it. */
export const smsActivationPurpose = (mobilePhone: string): string => `activation:sms:${mobilePhone}`;
