import { Body, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AdminCustomer, AdminCustomerRow, AdminMessageRow, AdminMessageThread } from '../../../../contracts/admin/customers.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { Culture } from '../../../../contracts/enums.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { IdParam } from '../common/id-param.js';
import { booleanFilter, choiceFilter, idFilter, refuseUnknownFilters, searchFilter, textFilter } from '../common/list-filters.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { CUSTOMER_SORTABLE, MESSAGE_SORTABLE, type CustomerFilter, type MessageFilter } from './admin-customers.repository.js';
import { AdminCustomersService } from './admin-customers.service.js';
import { AnswerMessageDto, SegmentParams, WalletCreditDto } from './customer-admin.dto.js';

const given = (filter: Record<string, unknown>, name: string) => filter[name] !== undefined && filter[name] !== '';

function customerFilterOf(filter: Record<string, unknown>): CustomerFilter {
  refuseUnknownFilters(filter, ['q', 'orderNumber', 'kind']);
  const q = searchFilter(filter.q);
  return {
    ...(q ? { q } : {}),
    ...(given(filter, 'orderNumber') ? { orderNumber: textFilter(filter.orderNumber, 'orderNumber', 40).trim() } : {}),
    ...(given(filter, 'kind') ? { kind: choiceFilter(filter.kind, 'kind', ['member', 'guest'] as const) } : {}),
  };
}

function messageFilterOf(filter: Record<string, unknown>): MessageFilter {
  refuseUnknownFilters(filter, ['answered', 'customerId']);
  return {
    ...(given(filter, 'answered') ? { answered: booleanFilter(filter.answered, 'answered') } : {}),
    ...(given(filter, 'customerId') ? { customerId: idFilter(filter.customerId, 'customerId') } : {}),
  };
}

/**
 * GET /admin/api/customers (filters q: name, e-mail or phone; orderNumber; kind), GET …/{id};
 * POST …/{id}/wallet-credit (owner only); PUT and DELETE …/{id}/segments/{code} (owner, support).
 */
@StaffController('customers')
@StaffRoles('orders', 'support')
export class AdminCustomersController {
  constructor(private readonly customers: AdminCustomersService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminCustomerRow[]> {
    const query = parseListQuery(raw, { sortable: CUSTOMER_SORTABLE, defaultSort: { field: 'createdAt', order: 'DESC' } });
    const { rows, total } = await this.customers.list(customerFilterOf(query.filter), query);
    setContentRange(response, 'customers', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param() { id }: IdParam, @EngineCulture() culture: Culture): Promise<AdminCustomer> {
    return this.customers.get(id, culture);
  }

  /** Owner only: no role is named. */
  @Post(':id/wallet-credit') @HttpCode(200) @StaffRoles()
  creditWallet(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() body: WalletCreditDto, @EngineCulture() culture: Culture): Promise<AdminCustomer> {
    return this.customers.creditWallet(staff, id, body, culture);
  }

  @Put(':id/segments/:code') @StaffRoles('support')
  assign(@CurrentStaff() staff: StaffIdentity, @Param() { id, code }: SegmentParams, @EngineCulture() culture: Culture): Promise<AdminCustomer> {
    return this.customers.setSegment(staff, id, code, true, culture);
  }

  @Delete(':id/segments/:code') @StaffRoles('support')
  unassign(@CurrentStaff() staff: StaffIdentity, @Param() { id, code }: SegmentParams, @EngineCulture() culture: Culture): Promise<AdminCustomer> {
    return this.customers.setSegment(staff, id, code, false, culture);
  }
}

/** GET /admin/api/customer-messages (filters answered, customerId), GET …/{id}, POST …/{id}/answer {text}: owner, orders, support. */
@StaffController('customer-messages')
@StaffRoles('orders', 'support')
export class AdminCustomerMessagesController {
  constructor(private readonly customers: AdminCustomersService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @EngineCulture() culture: Culture, @Res({ passthrough: true }) response: Response): Promise<AdminMessageRow[]> {
    const query = parseListQuery(raw, { sortable: MESSAGE_SORTABLE, defaultSort: { field: 'lastMessageAt', order: 'DESC' } });
    const { rows, total } = await this.customers.messages(messageFilterOf(query.filter), query, culture);
    setContentRange(response, 'customer-messages', query, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param() { id }: IdParam, @EngineCulture() culture: Culture): Promise<AdminMessageThread> {
    return this.customers.message(id, culture);
  }

  @Post(':id/answer') @HttpCode(200)
  answer(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() body: AnswerMessageDto, @EngineCulture() culture: Culture): Promise<AdminMessageThread> {
    return this.customers.answer(staff, id, body.text, culture);
  }
}
