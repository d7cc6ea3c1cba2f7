import { HttpStatus } from '@nestjs/common';
import type { PendingActivation } from '../../../../contracts/member/entities.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import type { MemberActivationMode } from '../../../../contracts/member/verification-codes.js';
import { AppError } from '../../common/errors.js';

type ActivationState = { isGuest: boolean; activation: MemberActivationMode; emailVerified: boolean; mobileVerified: boolean };

/** What a member signing up must prove under the shop's setting: SMS only for a member who gave a mobile phone. */
export function activationAtSignUp(mode: MemberActivationMode, mobilePhone: string | undefined): MemberActivationMode {
  if (mode === 'email' || mobilePhone) return mode;
  return 'email';
}

/** What the member must still prove, from what they had to and what they did: the e-mail first, then the phone. */
export function pendingActivationOf(member: ActivationState): PendingActivation | undefined {
  if (member.isGuest) return undefined;
  if (member.activation !== 'sms' && !member.emailVerified) return 'email';
  if (member.activation !== 'email' && !member.mobileVerified) return 'sms';
  return undefined;
}

/** The purpose an SMS activation code is hashed with: it names the number, so a number changed since does not take it. */
export const smsActivationPurpose = (mobilePhone: string): string => `activation:sms:${mobilePhone}`;

/**
 * A member still to activate (e-mail or SMS code) may not order, pay or write to the shop until
 * the code comes back (S4.08, S6.03): 403 on the server, whatever the browser does. Guests have
 * nothing to activate.
 */
export function refuseUntilActivated(member: ActivationState): void {
  if (pendingActivationOf(member)) throw new AppError(MemberMessage.activationNeeded, HttpStatus.FORBIDDEN, 'ACTIVATION_NEEDED');
}
