import { Injectable } from '@nestjs/common';
import type { AdminReturn, AdminReturnRow, RefundReturnPayload } from '../../../../contracts/admin/returns.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import type { Culture } from '../../../../contracts/enums.js';
import { ReturnMessage, type OrderReturn, type ReturnStatus } from '../../../../contracts/order/order-return.js';
import { BadInputError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import type { SqlListQuery } from '../common/list-query.js';
import { OrderReturnService } from '../order/order-return.service.js';
import { AdminReturnsRepository, type ReturnFilter } from './admin-returns.repository.js';

/** The engine's return answers major units as minor / 100 (OrderReturnService), so this is its exact inverse. */
const minor = (major: number) => Math.round(major * 100);

/** What the audit log keeps of a return: its status, money (minor units, as the console's routes) and the units it holds. */
const audited = (orderReturn: OrderReturn) => ({
  status: orderReturn.status, refundedAmount: minor(orderReturn.refundedAmount), amount: minor(orderReturn.amount),
  lines: orderReturn.lines.map((line) => ({ stockBarcodeId: line.stockBarcodeId, quantity: line.quantity })),
});

/**
 * The console's returns (issue 30 item 3). Every move goes through the engine's own return rules
 * (OrderReturnService.setStatus: transitions, restock to the warehouses the units came from, the
 * refund through the provider, the shopper's mail), with the audit entry in its transaction.
 */
@Injectable()
export class AdminReturnsService {
  constructor(private readonly repository: AdminReturnsRepository, private readonly returns: OrderReturnService, private readonly audit: AuditLog) {}

  list(filter: ReturnFilter, query: SqlListQuery, culture: Culture): Promise<{ rows: AdminReturnRow[]; total: number }> {
    return this.repository.page(filter, query, culture);
  }

  async get(id: number, culture: Culture): Promise<AdminReturn> {
    const row = await this.repository.one(id, culture);
    if (!row) throw new NotFoundError(ReturnMessage.returnNotFound);
    const detail = await this.returns.operatorDetail(id, culture);
    const { note, ...rest } = row;
    return {
      ...rest, ...(note ? { note } : {}), lines: await this.repository.lines(id),
      history: detail.history.map((entry) => ({ status: entry.status, ...(entry.note ? { note: entry.note } : {}), at: entry.at })),
    };
  }

  approve(actor: StaffIdentity, culture: Culture, id: number, note?: string): Promise<AdminReturn> {
    return this.move(actor, culture, id, 'approved', note);
  }

  reject(actor: StaffIdentity, culture: Culture, id: number, reason: string): Promise<AdminReturn> {
    if (!reason.trim()) throw new BadInputError('A rejection needs a reason the shopper can read');
    return this.move(actor, culture, id, 'rejected', reason);
  }

  refund(actor: StaffIdentity, culture: Culture, id: number, payload: RefundReturnPayload): Promise<AdminReturn> {
    const { note, ...choice } = payload;
    return this.move(actor, culture, id, 'refunded', note, choice);
  }

  private async move(actor: StaffIdentity, culture: Culture, id: number, status: ReturnStatus, note?: string, refund?: Omit<RefundReturnPayload, 'note'>): Promise<AdminReturn> {
    await this.returns.setStatus(culture, id, status, note, {
      refund,
      within: (tx, before, after) => this.audit.record(tx, actor, {
        action: `return.${status === 'approved' ? 'approve' : status === 'rejected' ? 'reject' : 'refund'}`, thingType: 'return', thingId: id,
        before: audited(before), after: { ...audited(after), ...(note?.trim() ? { note: note.trim() } : {}), ...(refund?.lines || refund?.amount !== undefined ? { refundChoice: refund } : {}) },
      }),
    });
    return this.get(id, culture);
  }
}
