import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { CreatedStaff, StaffAccount, StaffCreation, StaffIdentity, StaffRole } from '../../../../contracts/admin/staff.js';
import type { Culture } from '../../../../contracts/enums.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import type { SqlListQuery } from '../common/list-query.js';
import { DATABASE, type Database } from '../db/database.js';
import { StaffEnrolmentService } from './staff-enrolment.service.js';
import { StaffMessage } from './staff-messages.js';
import { StaffSessionService } from './staff-session.service.js';
import { StaffRepository, type StaffFilter } from './staff.repository.js';

/**
 * Who the audit log names for what `npm run staff:create` does: no staff member is signed in at
 * the command line (the first owner does not exist yet), so the log says where the change came from.
 */
export const COMMAND_LINE: StaffIdentity = { id: 0, email: 'command line (npm run staff:create)', name: 'command line', role: 'owner' };

/** Fields of the console's staff list, with their columns. */
export const STAFF_SORTABLE = { id: 'id', email: 'email', name: 'name', role: 'role', enabled: 'enabled', createdAt: 'created_at' };

/** The owner's work on staff accounts: each change and its audit entry commit together. */
@Injectable()
export class StaffAccountsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly staff: StaffRepository,
    private readonly enrolment: StaffEnrolmentService,
    private readonly sessions: StaffSessionService,
    private readonly audit: AuditLog,
  ) {}

  /** A new account and its one-time enrolment link; 409 when the e-mail has an account. */
  async create(actor: StaffIdentity, creation: StaffCreation, culture: Culture): Promise<CreatedStaff> {
    return this.db.transaction(async (tx) => {
      const account = await this.staff.insert(tx, { email: creation.email.trim().toLowerCase(), name: creation.name?.trim() ?? '', role: creation.role });
      if (!account) throw new AppError(StaffMessage.emailTaken[culture], HttpStatus.CONFLICT, 'STAFF_EMAIL_TAKEN');
      const { enrolLink } = await this.enrolment.openLink(tx, account.id);
      await this.audit.record(tx, actor, { action: 'staff.create', thingType: 'staff', thingId: account.id, before: null, after: account });
      return { ...account, enrolLink };
    });
  }

  /**
   * A new one-time link for an account (its holder lost the authenticator and the recovery codes,
   * or the password): following it sets both anew and ends the account's sessions. Older links
   * close. Found by id (the console) or e-mail (the command line, for a locked-out last owner).
   */
  async newEnrolLink(actor: StaffIdentity, which: { id: number } | { email: string }, culture: Culture): Promise<CreatedStaff> {
    return this.db.transaction(async (tx) => {
      const account = 'id' in which ? await this.staff.byId(tx, which.id, { forUpdate: true }) : await this.staff.byEmail(tx, which.email.trim().toLowerCase(), { forUpdate: true });
      if (!account) throw new NotFoundError(StaffMessage.staffNotFound[culture]);
      const { enrolLink, expiresAt } = await this.enrolment.openLink(tx, account.id);
      await this.audit.record(tx, actor, { action: 'staff.enrolment-link', thingType: 'staff', thingId: account.id, before: null, after: { linkExpiresAt: expiresAt.toISOString() } });
      return { ...account, enrolLink };
    });
  }

  async one(id: number, culture: Culture): Promise<StaffAccount> {
    const account = await this.staff.byId(this.db, id);
    if (!account) throw new NotFoundError(StaffMessage.staffNotFound[culture]);
    return account;
  }

  list(filter: StaffFilter, query: SqlListQuery): Promise<{ rows: StaffAccount[]; total: number }> {
    return this.staff.list(filter, query);
  }

  /**
   * Changes an account's role or enables or disables it. A disabled account's sessions end at
   * once. The last owner who can sign in keeps the role and stays enabled: a shop without an owner could
   * manage no staff from the console again.
   */
  async update(actor: StaffIdentity, id: number, change: { role?: StaffRole; enabled?: boolean }, culture: Culture): Promise<StaffAccount> {
    return this.db.transaction(async (tx) => {
      const before = await this.staff.byId(tx, id, { forUpdate: true });
      if (!before) throw new NotFoundError(StaffMessage.staffNotFound[culture]);
      const next = { role: change.role ?? before.role, enabled: change.enabled ?? before.enabled };
      if (next.role === before.role && next.enabled === before.enabled) return before;
      const losesOwner = before.role === 'owner' && before.enabled && (next.role !== 'owner' || !next.enabled);
      if (losesOwner && await this.staff.otherActiveOwners(tx, id) === 0) throw new AppError(StaffMessage.lastOwner[culture], HttpStatus.CONFLICT, 'LAST_OWNER');
      const after = await this.staff.update(tx, id, next);
      if (!after.enabled) await this.sessions.endAllOf(tx, id);
      await this.audit.record(tx, actor, { action: before.enabled && !after.enabled ? 'staff.disable' : 'staff.update', thingType: 'staff', thingId: id, before, after });
      return after;
    });
  }
}
