import { Body, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AdminReturn, AdminReturnRow } from '../../../../contracts/admin/returns.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { Culture } from '../../../../contracts/enums.js';
import { RETURN_STATUSES } from '../../../../contracts/order/order-return.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { IdParam } from '../common/id-param.js';
import { choiceFilter, dateFilter, idFilter, refuseUnknownFilters, textFilter } from '../common/list-filters.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { RETURN_SORTABLE, type ReturnFilter } from './admin-returns.repository.js';
import { AdminReturnsService } from './admin-returns.service.js';
import { ApproveReturnDto, RefundReturnDto, RejectReturnDto } from './return-admin.dto.js';

const FILTERS = ['status', 'from', 'to', 'orderNumber', 'customer', 'customerId'];

/** Reads a list request's filter: 400 naming a filter it does not know or a value it can not take. */
function returnFilterOf(filter: Record<string, unknown>): ReturnFilter {
  refuseUnknownFilters(filter, FILTERS);
  const given = (name: string) => filter[name] !== undefined && filter[name] !== '';
  return {
    ...(given('status') ? { status: choiceFilter(filter.status, 'status', RETURN_STATUSES) } : {}),
    ...(given('from') ? { from: dateFilter(filter.from, 'from') } : {}),
    ...(given('to') ? { to: dateFilter(filter.to, 'to', { end: true }) } : {}),
    ...(given('orderNumber') ? { orderNumber: textFilter(filter.orderNumber, 'orderNumber', 40).trim() } : {}),
    ...(given('customer') ? { customer: textFilter(filter.customer, 'customer', 200).trim() } : {}),
    ...(given('customerId') ? { customerId: idFilter(filter.customerId, 'customerId') } : {}),
  };
}

/**
 * GET /admin/api/returns (filters status, from, to, orderNumber, customer, customerId), GET …/{id};
 * POST …/{id}/approve, …/reject {reason}, …/refund {lines?, amount?}: the orders role and the
 * owner change; support reads only (issue 30 roles).
 */
@StaffController('returns')
@StaffRoles('orders', 'support')
export class AdminReturnsController {
  constructor(private readonly returns: AdminReturnsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @EngineCulture() culture: Culture, @Res({ passthrough: true }) response: Response): Promise<AdminReturnRow[]> {
    const query = parseListQuery(raw, { sortable: RETURN_SORTABLE, defaultSort: { field: 'createdAt', order: 'DESC' } });
    const { rows, total } = await this.returns.list(returnFilterOf(query.filter), query, culture);
    setContentRange(response, 'returns', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param() { id }: IdParam, @EngineCulture() culture: Culture): Promise<AdminReturn> {
    return this.returns.get(id, culture);
  }

  @Post(':id/approve') @HttpCode(200) @StaffRoles('orders')
  approve(@CurrentStaff() staff: StaffIdentity, @EngineCulture() culture: Culture, @Param() { id }: IdParam, @Body() body: ApproveReturnDto): Promise<AdminReturn> {
    return this.returns.approve(staff, culture, id, body.note);
  }

  @Post(':id/reject') @HttpCode(200) @StaffRoles('orders')
  reject(@CurrentStaff() staff: StaffIdentity, @EngineCulture() culture: Culture, @Param() { id }: IdParam, @Body() body: RejectReturnDto): Promise<AdminReturn> {
    return this.returns.reject(staff, culture, id, body.reason);
  }

  @Post(':id/refund') @HttpCode(200) @StaffRoles('orders')
  refund(@CurrentStaff() staff: StaffIdentity, @EngineCulture() culture: Culture, @Param() { id }: IdParam, @Body() body: RefundReturnDto): Promise<AdminReturn> {
    return this.returns.refund(staff, culture, id, body);
  }
}
