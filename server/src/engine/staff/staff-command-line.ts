import type { CreatedStaff } from '../../../../contracts/admin/staff.js';
import { validated } from '../../common/validation.js';
import type { AppConfig } from '../../config/app-config.js';
import { AuditLog } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { StaffCreationDto, StaffEmailDto } from './dto/staff-fields.dto.js';
import { COMMAND_LINE, StaffAccountsService } from './staff-accounts.service.js';
import { StaffEnrolmentService } from './staff-enrolment.service.js';
import { StaffSessionService } from './staff-session.service.js';
import { StaffRepository } from './staff.repository.js';

/**
 * `npm run staff:create` on a database opened by the command itself, the shop not running: the
 * same checks of its input as the operator route's, the same service, the same audit entry.
 */
function commandLineAccounts(db: Database, config: AppConfig): StaffAccountsService {
  const repository = new StaffRepository(db);
  const sessions = new StaffSessionService(db, repository);
  return new StaffAccountsService(db, repository, new StaffEnrolmentService(db, config, repository, sessions), sessions, new AuditLog());
}

/** A new account and its one-time link. */
export async function createStaffFromCommandLine(db: Database, config: AppConfig, input: unknown): Promise<CreatedStaff> {
  const creation = await validated(StaffCreationDto, input);
  return commandLineAccounts(db, config).create(COMMAND_LINE, creation, 'en');
}

/** A new one-time link for an account by its e-mail (a locked-out owner: no one can sign in to give one). */
export async function newEnrolLinkFromCommandLine(db: Database, config: AppConfig, input: unknown): Promise<CreatedStaff> {
  const { email } = await validated(StaffEmailDto, input);
  return commandLineAccounts(db, config).newEnrolLink(COMMAND_LINE, { email }, 'en');
}
