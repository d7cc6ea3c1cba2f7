import { Body, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AdminBulkResult, AdminOrder, AdminOrderRow } from '../../../../contracts/admin/orders.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { cultureOf } from '../common/culture.js';
import { IdParam } from '../common/id-param.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { CurrentStaff, StaffController, StaffRoles } from '../staff/staff-controller.decorator.js';
import { BulkShipDto, OrderMoveDto } from './admin-order-input.dto.js';
import { orderListFilterOf } from './admin-order-list.js';
import { AdminOrderStream } from './admin-order-stream.js';
import { ORDER_SORTABLE } from './admin-orders.repository.js';
import { AdminOrdersService, type OrderPdf } from './admin-orders.service.js';

function sendPdf(response: Response, pdf: OrderPdf): void {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `attachment; filename="${pdf.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.end(pdf.bytes);
}

/**
 * The console's orders (issue 30 items 1 and 7): owner, orders and support read them; owner and
 * orders move them (with a note, a tracking number when shipped, cancel through the lifecycle).
 */
@StaffController('orders')
@StaffRoles('orders', 'support')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService, private readonly stream: AdminOrderStream) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<AdminOrderRow[]> {
    const query = parseListQuery(raw, { sortable: ORDER_SORTABLE, defaultSort: { field: 'createdAt', order: 'DESC' } });
    const { rows, total } = await this.orders.list(orderListFilterOf(query.filter), query);
    setContentRange(response, 'orders', query, rows.length, total);
    return rows;
  }

  /** Server-sent events: each order placed from now on (declared before `:id`, which it would otherwise be). */
  @Get('events')
  events(@Req() request: Request, @Res() response: Response): void {
    this.stream.follow(request, response);
  }

  @Get(':id')
  get(@Param() { id }: IdParam, @Req() request: Request): Promise<AdminOrder> {
    return this.orders.get(id, cultureOf(request));
  }

  @Get(':id/invoice')
  async invoice(@Param() { id }: IdParam, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendPdf(response, await this.orders.invoice(id, cultureOf(request)));
  }

  @Get(':id/packing-slip')
  async packingSlip(@Param() { id }: IdParam, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendPdf(response, await this.orders.packingSlip(id, cultureOf(request)));
  }

  @Post('bulk-ship')
  @HttpCode(200)
  @StaffRoles('orders')
  bulkShip(@CurrentStaff() staff: StaffIdentity, @Body() input: BulkShipDto, @Req() request: Request): Promise<AdminBulkResult> {
    return this.orders.bulkShip(staff, input.ids, input.note, cultureOf(request));
  }

  @Post(':id/status')
  @HttpCode(200)
  @StaffRoles('orders')
  move(@CurrentStaff() staff: StaffIdentity, @Param() { id }: IdParam, @Body() input: OrderMoveDto, @Req() request: Request): Promise<AdminOrderRow> {
    return this.orders.move(staff, id, input, cultureOf(request));
  }
}
