import { MemberStatus, type Member, type MemberStatusValue } from '../../../../contracts/member/entities';
import type { Culture } from '../../../../contracts/enums';
import { pagePath } from '../../lib/routes';

/** Who is looking at an account page: still being read, a visitor, a guest, or a member whose record is in. */
export type AccountAccess = 'checking' | 'visitor' | 'guest' | 'member';

export interface MemberState {
  status: MemberStatusValue;
  isGuest: boolean;
  member: Member | null;
}

/**
 * The account area is for members only (spec §2). The status is -1 until the page has read it,
 * and a member's record may still be on its way after the status is known.
 */
export function accountAccess({ status, isGuest, member }: MemberState): AccountAccess {
  if (status === MemberStatus.Unknown) return 'checking';
  if (status === MemberStatus.None) return 'visitor';
  if (isGuest) return 'guest';
  return member ? 'member' : 'checking';
}

/** The sign-in page that brings the shopper back to `returnPath` afterwards (spec §2 /login action, returnurl). */
export function signInPath(culture: Culture, returnPath: string): string {
  return `${pagePath('login', culture)}?action=login&returnurl=${encodeURIComponent(returnPath)}`;
}

/** The /otp page that brings the shopper back to `returnPath` once the code is confirmed. */
export function otpPath(culture: Culture, returnPath: string | null): string {
  return `${pagePath('otp', culture)}${returnPath ? `?returnurl=${encodeURIComponent(returnPath)}` : ''}`;
}
