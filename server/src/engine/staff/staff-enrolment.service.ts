import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EnrolmentFinished, EnrolmentStarted, StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { Culture } from '../../../../contracts/enums.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AppError, BadInputError } from '../../common/errors.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { hashPassword } from '../member/password-hashing.js';
import { newLinkToken, secretHash } from '../member/secret-codes.js';
import { newRecoveryCodes, normalisedRecoveryCode } from './recovery-codes.js';
import { StaffMessage } from './staff-messages.js';
import { recoveryCodeHash, StaffSessionService } from './staff-session.service.js';
import { StaffRepository } from './staff.repository.js';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp.js';

/** A one-time enrolment link is valid this long (docs/operator-console.md). */
export const ENROLMENT_LINK_MS = 24 * 60 * 60_000;

/**
 * An account's one-time link, followed in two steps: the password and a new authenticator secret
 * (start), then the authenticator's first code, which proves it holds the secret (finish): only
 * then does the account get them, its recovery codes and a session, and the link closes. A new
 * link for an enrolled account (a lost phone, a forgotten password) replaces all three the same way.
 */
@Injectable()
export class StaffEnrolmentService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly staff: StaffRepository,
    private readonly sessions: StaffSessionService,
  ) {}

  /** Opens a link for the account inside `tx`, closing any it had; answers the URL to hand its holder and when it expires. */
  async openLink(tx: Queryable, staffId: number): Promise<{ enrolLink: string; expiresAt: Date }> {
    const token = newLinkToken();
    const expiresAt = new Date(Date.now() + ENROLMENT_LINK_MS);
    await this.staff.insertEnrolment(tx, staffId, secretHash(token), expiresAt);
    return { enrolLink: `${this.config.publicUrl ?? `http://localhost:${this.config.port || 3000}`}/admin/enrol?token=${token}`, expiresAt };
  }

  /** Sets the password and a new authenticator secret on the link (again, if started before). */
  async start(token: string, password: string, culture: Culture): Promise<EnrolmentStarted> {
    const tokenHash = secretHash(token);
    const enrolment = await this.staff.openEnrolment(this.db, tokenHash);
    if (!enrolment) throw new BadInputError(StaffMessage.enrolLinkInvalid[culture]);
    const secret = newTotpSecret();
    await this.staff.setPendingEnrolment(tokenHash, await hashPassword(password), secret);
    return { otpauthUri: totpUri(enrolment.email, secret), secret };
  }

  /** Confirms the authenticator's first code; answers the recovery codes (once) and a session token. */
  async finish(token: string, code: string, culture: Culture): Promise<EnrolmentFinished & { token: string }> {
    const tokenHash = secretHash(token);
    return this.db.transaction(async (tx) => {
      const enrolment = await this.staff.openEnrolment(tx, tokenHash, { forUpdate: true });
      if (!enrolment) throw new BadInputError(StaffMessage.enrolLinkInvalid[culture]);
      if (!enrolment.pendingTotpSecret || !enrolment.pendingPasswordHash) throw new AppError(StaffMessage.enrolNotStarted[culture], HttpStatus.CONFLICT, 'ENROLMENT_NOT_STARTED');
      const step = await acceptedTotpStep(enrolment.pendingTotpSecret, code.trim(), null);
      if (step === undefined) throw new BadInputError(StaffMessage.codeWrong[culture]);
      const recoveryCodes = newRecoveryCodes();
      const hashes = recoveryCodes.map((shown) => recoveryCodeHash(enrolment.staffId, normalisedRecoveryCode(shown) as string));
      await this.staff.completeEnrolment(tx, tokenHash, enrolment, step, hashes);
      // A new link was asked for because the old password or authenticator may be lost: their sessions go with them.
      await this.sessions.endAllOf(tx, enrolment.staffId);
      const staff = await this.staff.byId(tx, enrolment.staffId) as StaffIdentity;
      return { recoveryCodes, staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role }, token: await this.sessions.open(tx, enrolment.staffId) };
    });
  }
}
