import { MEMBER_LIMITS } from '../../../../contracts/member/limits.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import type { Queryable } from '../db/database.js';
import type { MemberRepository } from './member.repository.js';
import { sameHash, secretHash } from './secret-codes.js';

/**
 * Checks the member's one live code against `expectedHash` inside `tx`: the refusal message, or
 * undefined when it matches. Wrong tries count, and past the limit only a new code helps. The
 * hash's salt names what the code was for, so an activation code cannot confirm a new e-mail.
 */
export async function checkCode(repository: MemberRepository, tx: Queryable, memberId: number, expectedHash: string): Promise<string | undefined> {
  const otp = await repository.lockOtp(tx, memberId);
  if (!otp || otp.expiresAt.getTime() <= Date.now()) return MemberMessage.otpExpired;
  if (otp.attempts >= MEMBER_LIMITS.otpAttempts) return MemberMessage.otpTooManyTries;
  if (!sameHash(otp.codeHash, expectedHash)) {
    await repository.otpMissed(tx, memberId);
    return otp.attempts + 1 >= MEMBER_LIMITS.otpAttempts ? MemberMessage.otpTooManyTries : MemberMessage.otpWrong;
  }
  return undefined;
}

/** 400 for a wrong code (try again), 410 when the code is spent (ask for a new one). */
export const codeRefusalStatus = (message: string): number => (message === MemberMessage.otpWrong ? 400 : 410);

/** What a code is stored as: salted with the member and, besides activation, what it proves (a new e-mail, a consent). */
export const codeHash = (memberId: number, code: string, purpose = ''): string => secretHash(code, purpose ? `${memberId}:${purpose}` : String(memberId));
