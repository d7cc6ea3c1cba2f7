import { Body, Post } from '@nestjs/common';
import type { CreatedStaff } from '../../../../contracts/admin/staff.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { StaffCreationDto, StaffEmailDto } from './dto/staff-fields.dto.js';
import { COMMAND_LINE, StaffAccountsService } from './staff-accounts.service.js';

/**
 * `npm run staff:create` against the running shop, with the engine's bearer token alone (as
 * `npm run order:status`): an embedded database is open in one process only, so while the shop
 * runs the command asks it instead of opening the database itself.
 */
@EngineController('staff/api/operator')
export class StaffOperatorController {
  constructor(private readonly accounts: StaffAccountsService) {}

  @Post('create-staff')
  create(@Body() body: StaffCreationDto): Promise<CreatedStaff> {
    return this.accounts.create(COMMAND_LINE, body, 'en');
  }

  @Post('new-enrolment-link')
  newEnrolLink(@Body() body: StaffEmailDto): Promise<CreatedStaff> {
    return this.accounts.newEnrolLink(COMMAND_LINE, { email: body.email }, 'en');
  }
}
