import { Body, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { CreatedStaff, StaffAccount, StaffIdentity } from '../../../../contracts/admin/staff.js';
import { IdParam } from '../common/id-param.js';
import { cultureOf } from '../common/culture.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { StaffChangeDto, StaffCreationDto } from './dto/staff-fields.dto.js';
import { STAFF_SORTABLE, StaffAccountsService } from './staff-accounts.service.js';
import { CurrentStaff, StaffController } from './staff-controller.decorator.js';

/** Staff accounts: the owner's alone (no @StaffRoles), listed, created with a one-time link, changed. */
@StaffController('staff')
export class StaffAccountsController {
  constructor(private readonly accounts: StaffAccountsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<StaffAccount[]> {
    const query = parseListQuery(raw, { sortable: STAFF_SORTABLE, defaultSort: { field: 'id', order: 'ASC' } });
    const { rows, total } = await this.accounts.list(query);
    setContentRange(response, 'staff', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  one(@Param() { id }: IdParam, @Req() request: Request): Promise<StaffAccount> {
    return this.accounts.one(id, cultureOf(request));
  }

  @Post()
  create(@CurrentStaff() staff: StaffIdentity, @Body() body: StaffCreationDto, @Req() request: Request): Promise<CreatedStaff> {
    return this.accounts.create(staff, body, cultureOf(request));
  }

  /** A new one-time link for the account (answers the account with its enrolLink, as creating does). */
  @Post(':id/enrolment-link')
  newEnrolLink(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Req() request: Request): Promise<CreatedStaff> {
    return this.accounts.newEnrolLink(staff, { id }, cultureOf(request));
  }

  @Put(':id')
  update(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() body: StaffChangeDto, @Req() request: Request): Promise<StaffAccount> {
    return this.accounts.update(staff, id, body, cultureOf(request));
  }
}
