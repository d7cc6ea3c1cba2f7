import { Global, Module } from '@nestjs/common';
import { StaffAccountsService } from './staff-accounts.service.js';
import { StaffEnrolmentController } from './staff-enrolment.controller.js';
import { StaffEnrolmentService } from './staff-enrolment.service.js';
import { StaffOperatorController } from './staff-operator.controller.js';
import { StaffSessionController } from './staff-session.controller.js';
import { StaffSessionGuard } from './staff-session.guard.js';
import { StaffSessionService } from './staff-session.service.js';
import { StaffAccountsController } from './staff.controller.js';
import { StaffRepository } from './staff.repository.js';

/**
 * Staff of the operator console: accounts, enrolment, sessions. Global, so any engine module's
 * @StaffController finds the session its guard needs without importing this one.
 */
@Global()
@Module({
  controllers: [StaffSessionController, StaffEnrolmentController, StaffAccountsController, StaffOperatorController],
  providers: [StaffRepository, StaffSessionService, StaffEnrolmentService, StaffAccountsService, StaffSessionGuard],
  exports: [StaffSessionService, StaffSessionGuard, StaffAccountsService],
})
export class EngineStaffModule {}
