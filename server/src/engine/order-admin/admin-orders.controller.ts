import { Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AdminOrderRow } from '../../../../contracts/admin/orders.js';
import { OrderStatus } from '../../../../contracts/enums.js';
import { BadInputError } from '../../common/errors.js';
import { refuseUnknownFilters } from '../common/list-filters.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { AdminOrdersRepository, ORDER_SORTABLE } from './admin-orders.repository.js';

/** The console's order list: read only in part 1 (issue 29), so a role's refusal is a real one; part 2 (issue 30) adds the rest. */
@StaffController('orders')
@StaffRoles('orders', 'support')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersRepository) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminOrderRow[]> {
    const query = parseListQuery(raw, { sortable: ORDER_SORTABLE, defaultSort: { field: 'createdAt', order: 'DESC' } });
    refuseUnknownFilters(query.filter, ['status']);
    const { status } = query.filter;
    if (status !== undefined && (typeof status !== 'number' || !(status in OrderStatus) || !Number.isInteger(status))) {
      throw new BadInputError(`status must be an order status number from ${OrderStatus.New} to ${OrderStatus.Invalid}`);
    }
    const { rows, total } = await this.orders.page({ status }, query);
    setContentRange(response, 'orders', query, rows.length, total);
    return rows;
  }
}
