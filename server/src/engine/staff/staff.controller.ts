import { Body, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STAFF_ROLES, type CreatedStaff, type StaffAccount, type StaffIdentity } from '../../../../contracts/admin/staff.js';
import { IdParam } from '../common/id-param.js';
import { cultureOf } from '../common/culture.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { StaffChangeDto, StaffCreationDto } from './dto/staff-fields.dto.js';
import { booleanFilter, choiceFilter, idListFilter, refuseUnknownFilters, searchFilter } from '../common/list-filters.js';
import { STAFF_SORTABLE, StaffAccountsService } from './staff-accounts.service.js';
import { CurrentStaff, StaffController } from './staff-controller.decorator.js';
import type { StaffFilter } from './staff.repository.js';

/** Staff accounts: the owner's alone (no @StaffRoles), listed, created with a one-time link, changed. */
@StaffController('staff')
export class StaffAccountsController {
  constructor(private readonly accounts: StaffAccountsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<StaffAccount[]> {
    const query = parseListQuery(raw, { sortable: STAFF_SORTABLE, defaultSort: { field: 'id', order: 'ASC' } });
    const { rows, total } = await this.accounts.list(staffFilter(query.filter), query);
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

/** The list's filters: `q` (words of the e-mail or name), `role`, `enabled`, and `id` (react-admin's getMany: the person an audit filter names). */
function staffFilter(filter: Record<string, unknown>): StaffFilter {
  refuseUnknownFilters(filter, ['q', 'role', 'enabled', 'id']);
  const q = searchFilter(filter.q);
  return {
    ...(q === undefined ? {} : { q }),
    ...(filter.role === undefined ? {} : { role: choiceFilter(filter.role, 'role', STAFF_ROLES) }),
    ...(filter.enabled === undefined ? {} : { enabled: booleanFilter(filter.enabled, 'enabled') }),
    ...(filter.id === undefined ? {} : { ids: idListFilter(filter.id, 'id') }),
  };
}
