import type { CreatedStaff } from '../../../../contracts/admin/staff.js';
import { validated } from '../../common/validation.js';
import type { AppConfig } from '../../config/app-config.js';
import { AuditLog } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { StaffCreationDto } from './dto/staff-fields.dto.js';
import { COMMAND_LINE, StaffAccountsService } from './staff-accounts.service.js';
import { StaffEnrolmentService } from './staff-enrolment.service.js';
import { StaffSessionService } from './staff-session.service.js';
import { StaffRepository } from './staff.repository.js';

/**
 * `npm run staff:create` on a database opened by the command itself, the shop not running: the
 * same checks of its input as the route's, the same service, the same audit entry.
 */
export async function createStaffFromCommandLine(db: Database, config: AppConfig, input: unknown): Promise<CreatedStaff> {
  const creation = await validated(StaffCreationDto, input);
  const repository = new StaffRepository(db);
  const sessions = new StaffSessionService(db, repository);
  const accounts = new StaffAccountsService(db, repository, new StaffEnrolmentService(db, config, repository, sessions), sessions, new AuditLog());
  return accounts.create(COMMAND_LINE, creation, 'en');
}
