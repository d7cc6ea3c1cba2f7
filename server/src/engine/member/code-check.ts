import { MEMBER_LIMITS } from '../../../../contracts/member/limits.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import type { Queryable } from '../db/database.js';
import type { MemberRepository } from './member.repository.js';
import { sameHash, secretHash } from './secret-codes.js';

/**
 * Checks the member's one live code against `expectedHashes` inside `tx`: the refusal message, or
 * which hash matched. Wrong tries count (once per try, however many hashes), and past the limit
 * only a new code helps. The hash's salt names what the code was for, so an activation code
 * cannot confirm a new e-mail.
 */
export async function matchCode(repository: MemberRepository, tx: Queryable, memberId: number, expectedHashes: readonly string[]): Promise<{ refusal: string } | { matched: number }> {
  const otp = await repository.lockOtp(tx, memberId);
  if (!otp || otp.expiresAt.getTime() <= Date.now()) return { refusal: MemberMessage.otpExpired };
  if (otp.attempts >= MEMBER_LIMITS.otpAttempts) return { refusal: MemberMessage.otpTooManyTries };
  const matched = expectedHashes.findIndex((hash) => sameHash(otp.codeHash, hash));
  if (matched < 0) {
    await repository.otpMissed(tx, memberId);
    return { refusal: otp.attempts + 1 >= MEMBER_LIMITS.otpAttempts ? MemberMessage.otpTooManyTries : MemberMessage.otpWrong };
  }
  return { matched };
}

/** `matchCode` for one hash: the refusal message, or undefined when it matches. */
export async function checkCode(repository: MemberRepository, tx: Queryable, memberId: number, expectedHash: string): Promise<string | undefined> {
  const outcome = await matchCode(repository, tx, memberId, [expectedHash]);
  return 'refusal' in outcome ? outcome.refusal : undefined;
}

/** 400 for a wrong code (try again), 410 when the code is spent (ask for a new one). */
export const codeRefusalStatus = (message: string): number => (message === MemberMessage.otpWrong ? 400 : 410);

/** What a code is stored as: salted with the member and, besides activation, what it proves (a new e-mail, a consent). */
export const codeHash = (memberId: number, code: string, purpose = ''): string => secretHash(code, purpose ? `${memberId}:${purpose}` : String(memberId));

/** The purpose of an activation code sent to a member who ticked the e-mail permission at sign-up: the same code proves both. */
export const SIGN_UP_CONSENT_PURPOSE = 'activation+consent:email';
