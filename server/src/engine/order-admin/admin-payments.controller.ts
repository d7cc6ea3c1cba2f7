import { Body, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AdminOrderRow, AdminOwedRefund } from '../../../../contracts/admin/orders.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import { cultureOf } from '../common/culture.js';
import { IdParam } from '../common/id-param.js';
import { booleanFilter, refuseUnknownFilters } from '../common/list-filters.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { OwedRefunds } from '../payment/owed-refunds.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { TransferPaidDto } from './admin-order-input.dto.js';
import { AdminOrderMessage } from './admin-order-messages.js';
import { AdminOrdersService } from './admin-orders.service.js';

/**
 * Owed refunds (issue 30 item 2): card money the bank failed to take back, listed with a retry
 * that tries it now (the engine's own retry, same idempotency key) and records who tried it.
 */
@StaffController('owed-refunds')
@StaffRoles('orders')
export class AdminOwedRefundsController {
  constructor(private readonly owedRefunds: OwedRefunds, private readonly audit: AuditLog) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminOwedRefund[]> {
    const query = parseListQuery(raw, { sortable: { id: 'id', createdAt: 'id' }, defaultSort: { field: 'id', order: 'DESC' } });
    refuseUnknownFilters(query.filter, ['owed']);
    const owed = query.filter.owed === undefined ? undefined : booleanFilter(query.filter.owed, 'owed');
    const { rows, total } = await this.owedRefunds.page(owed, query.offset, query.limit, query.sort.order);
    setContentRange(response, 'owed-refunds', query, rows.length, total);
    return rows;
  }

  @Post(':id/retry')
  @HttpCode(200)
  async retry(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Req() request: Request): Promise<{ refunded: boolean; error?: string }> {
    const culture = cultureOf(request);
    const outcome = await this.owedRefunds.retryNow(id, (tx, result) => this.audit.record(tx, staff, {
      action: 'owed-refund.retry', thingType: 'owed-refund', thingId: id, before: { refunded: false }, after: result,
    }));
    if (!('refusal' in outcome)) return outcome;
    if (outcome.refusal === 'missing') throw new NotFoundError(AdminOrderMessage.owedRefundNotFound[culture]);
    throw new AppError(AdminOrderMessage[outcome.refusal === 'refunded' ? 'owedRefundDone' : 'owedRefundBusy'][culture], HttpStatus.CONFLICT, `OWED_REFUND_${outcome.refusal.toUpperCase()}`);
  }
}

/** Bank transfers marked paid when the money arrives (issue 30 item 2): the order moves to Paid through the lifecycle. */
@StaffController('bank-transfers')
@StaffRoles('orders')
export class AdminBankTransfersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Post(':id/paid')
  @HttpCode(200)
  paid(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() input: TransferPaidDto, @Req() request: Request): Promise<AdminOrderRow> {
    return this.orders.transferPaid(staff, id, input.note, cultureOf(request));
  }
}
