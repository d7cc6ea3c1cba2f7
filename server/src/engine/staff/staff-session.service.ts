import { Inject, Injectable } from '@nestjs/common';
import type { StaffIdentity, StaffRole } from '../../../../contracts/admin/staff.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { passwordMatches } from '../member/password-hashing.js';
import { newLinkToken, secretHash } from '../member/secret-codes.js';
import { normalisedRecoveryCode } from './recovery-codes.js';
import { StaffRepository } from './staff.repository.js';
import { acceptedTotpStep, isTotpShape } from './totp.js';

/** A session ends after this long without a request (docs/operator-console.md). */
export const STAFF_IDLE_MS = 30 * 60_000;
/** ... and this long after sign-in, however busy. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;

/** What the database keeps of a recovery code: salted with its account, so equal codes of two accounts differ. */
export const recoveryCodeHash = (staffId: number, code: string): string => secretHash(code, `staff-recovery:${staffId}`);

/**
 * Staff sessions: signing in with a password and a second factor, finding the signed-in member
 * of a request's token, signing out. The cookie holds a random token; the table only its hash.
 */
@Injectable()
export class StaffSessionService {
  constructor(@Inject(DATABASE) private readonly db: Database, private readonly staff: StaffRepository) {}

  /**
   * The account's new session token when the password and the code (a TOTP code, or an unused
   * recovery code) are right; undefined for any wrong part, so callers answer all alike.
   */
  async signIn(email: string, password: string, code: string): Promise<{ token: string; identity: StaffIdentity } | undefined> {
    const account = await this.staff.credentialsByEmail(email.trim().toLowerCase());
    // Checked even for an unknown or unenrolled account: a wrong e-mail takes as long as a wrong password.
    if (!await passwordMatches(account?.passwordHash, password) || !account?.totpSecret) return undefined;
    const id = account.identity.id;
    if (!await this.secondFactorHolds(id, account.totpSecret, account.totpLastStep, code.trim())) return undefined;
    return { token: await this.open(this.db, id), identity: account.identity };
  }

  private async secondFactorHolds(staffId: number, secret: string, lastStep: number | null, code: string): Promise<boolean> {
    if (isTotpShape(code)) {
      const step = await acceptedTotpStep(secret, code, lastStep);
      return step !== undefined && this.staff.takeTotpStep(this.db, staffId, step);
    }
    const recovery = normalisedRecoveryCode(code);
    return recovery !== undefined && this.staff.takeRecoveryCode(staffId, recoveryCodeHash(staffId, recovery));
  }

  /** A new session of the account; answers the cookie's token. The account's ended sessions go now, so the table holds live ones only. */
  async open(db: Queryable, staffId: number): Promise<string> {
    await db.query(
      `DELETE FROM staff_session WHERE staff_id = $1 AND (last_seen_at <= now() - make_interval(secs => $2) OR created_at <= now() - make_interval(secs => $3))`,
      [staffId, STAFF_IDLE_MS / 1000, STAFF_SESSION_MAX_MS / 1000]);
    const token = newLinkToken();
    await db.query('INSERT INTO staff_session (id, staff_id) VALUES ($1, $2)', [secretHash(token), staffId]);
    return token;
  }

  /**
   * The staff member of a live session, its last request moved to now; undefined when the token
   * names no session, it went idle or grew too old, or the account was disabled.
   */
  async admitted(token: string): Promise<StaffIdentity | undefined> {
    const [row] = await this.db.query<{ id: number; email: string; name: string; role: StaffRole }>(
      `UPDATE staff_session session SET last_seen_at = now()
         FROM staff
        WHERE session.id = $1 AND staff.id = session.staff_id AND staff.enabled
          AND session.last_seen_at > now() - make_interval(secs => $2) AND session.created_at > now() - make_interval(secs => $3)
       RETURNING staff.id, staff.email, staff.name, staff.role`,
      [secretHash(token), STAFF_IDLE_MS / 1000, STAFF_SESSION_MAX_MS / 1000]);
    return row && { id: row.id, email: row.email, name: row.name, role: row.role };
  }

  async end(token: string): Promise<void> {
    await this.db.query('DELETE FROM staff_session WHERE id = $1', [secretHash(token)]);
  }

  /** Ends every session of an account (disabled, or its role changed): its next request signs in again. */
  async endAllOf(tx: Queryable, staffId: number): Promise<void> {
    await tx.query('DELETE FROM staff_session WHERE staff_id = $1', [staffId]);
  }
}
