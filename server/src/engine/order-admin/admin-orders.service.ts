import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { AdminBulkResult, AdminOrder, AdminOrderMove, AdminOrderRow } from '../../../../contracts/admin/orders.js';
import type { StaffIdentity } from '../../../../contracts/admin/staff.js';
import { OrderStatus, PaymentType, type Culture } from '../../../../contracts/enums.js';
import { invoiceFileName } from '../../../../contracts/order/documents.js';
import { ORDER_TRANSITIONS } from '../../../../contracts/order/order-status.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import { AuditLog } from '../audit/audit-log.js';
import type { SqlListQuery } from '../common/list-query.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { DATABASE, type Database } from '../db/database.js';
import { invoiceOf } from '../order/invoice-pdf.js';
import { OrderLifecycleService } from '../order/order-lifecycle.service.js';
import { TOTAL_LABEL, writtenOrderMoney } from '../order/order-money.js';
import { OrderRepository } from '../order/order.repository.js';
import { OrderService } from '../order/order.service.js';
import { AdminOrderMessage } from './admin-order-messages.js';
import { AdminOrdersRepository, type OrderListFilter } from './admin-orders.repository.js';
import { packingSlipOf } from './packing-slip-pdf.js';

/** A PDF to answer: its bytes and the name the browser saves it under. */
export interface OrderPdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * The console's orders (issue 30 item 1): read through the engine's own order reads, moved only
 * through the order lifecycle (OrderLifecycleService.advance: the transition table, cancel's stock
 * and refund, the shopper's mail), each move in its one transaction with its audit entry.
 */
@Injectable()
export class AdminOrdersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: AdminOrdersRepository,
    private readonly orders: OrderRepository,
    private readonly orderReads: OrderService,
    private readonly lifecycle: OrderLifecycleService,
    private readonly currencies: CurrencyRepository,
    private readonly audit: AuditLog,
  ) {}

  list(filter: OrderListFilter, query: SqlListQuery): Promise<{ rows: AdminOrderRow[]; total: number }> {
    return this.repository.page(filter, query);
  }

  /** The order's page: the order as the shopper reads it, its money written as the shopper's pages write it, what may come next, its mails. */
  async get(id: number, culture: Culture): Promise<AdminOrder> {
    const [row, orderRow] = await Promise.all([this.repository.row(this.db, id), this.orders.byId(this.db, id)]);
    if (!row || !orderRow) throw new NotFoundError(AdminOrderMessage.notFound[culture]);
    const order = await this.orderReads.read(this.db, orderRow);
    const currency = await this.currencies.formatOf(this.db, order.currencyId);
    const written = writtenOrderMoney(order, culture, currency);
    return {
      ...row, order, culture,
      money: {
        lines: written.lines.map((line) => ({
          name: line.item.name, ...(line.item.stockTypeName ? { size: line.item.stockTypeName } : {}), barcode: line.item.barcode,
          quantity: line.quantity, unit: line.unit, amount: line.amount,
        })),
        rows: written.rows.map((entry) => ({ key: entry.key, label: entry.label, amount: entry.amount })),
        totalLabel: TOTAL_LABEL[culture], total: written.total,
      },
      nextStatuses: [...ORDER_TRANSITIONS[row.status]],
      mails: await this.repository.mails(this.db, orderRow.email, orderRow.docNo),
    };
  }

  /**
   * Moves the order along the transition table, with a note; OnTheWay may carry the carrier's
   * tracking number (the shopper's order page shows it). The number and the audit entry are
   * written in the lifecycle's own transaction.
   */
  async move(staff: StaffIdentity, id: number, input: AdminOrderMove, culture: Culture): Promise<AdminOrderRow> {
    const docNo = await this.repository.numberOf(this.db, id);
    if (!docNo) throw new NotFoundError(AdminOrderMessage.notFound[culture]);
    const note = input.note?.trim() || undefined;
    const trackingNumber = input.trackingNumber?.trim() || undefined;
    await this.lifecycle.advance({ kind: 'operator' }, docNo, input.status, note, {
      ...(trackingNumber ? { trackingNumber } : {}),
      alongside: (tx, before) => this.audit.record(tx, staff, {
        action: 'order.status', thingType: 'order', thingId: before.id,
        before: { number: docNo, status: before.status }, after: { number: docNo, status: input.status, ...(note ? { note } : {}), ...(trackingNumber ? { trackingNumber } : {}) },
      }),
    });
    return (await this.repository.row(this.db, id))!;
  }

  /** "Mark shipped" on several orders: each moved to OnTheWay in its own transaction; one refused does not stop the others. */
  async bulkShip(staff: StaffIdentity, ids: number[], note: string | undefined, culture: Culture): Promise<AdminBulkResult> {
    const result: AdminBulkResult = { moved: [], failed: [] };
    for (const id of [...new Set(ids)]) {
      try {
        await this.move(staff, id, { status: OrderStatus.OnTheWay, ...(note ? { note } : {}) }, culture);
        result.moved.push(id);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        const number = await this.repository.numberOf(this.db, id);
        result.failed.push({ id, ...(number ? { number } : {}), message: error.message });
      }
    }
    return result;
  }

  /** A bank transfer's money arrived: the order moves to Paid, which captures its waiting payment (the lifecycle's rule). */
  async transferPaid(staff: StaffIdentity, id: number, note: string | undefined, culture: Culture): Promise<AdminOrderRow> {
    const row = await this.repository.row(this.db, id);
    if (!row) throw new NotFoundError(AdminOrderMessage.notFound[culture]);
    if (row.paymentType !== PaymentType.BankTransfer || row.paymentState !== 'waiting') {
      throw new AppError(AdminOrderMessage.notWaitingTransfer[culture], HttpStatus.CONFLICT, 'NOT_A_WAITING_TRANSFER');
    }
    return this.move(staff, id, { status: OrderStatus.Paid, ...(note ? { note } : {}) }, culture);
  }

  async invoice(id: number, culture: Culture): Promise<OrderPdf> {
    const order = await this.read(id, culture);
    const currency = await this.currencies.formatOf(this.db, order.currencyId);
    return { fileName: invoiceFileName(order.docNo, culture), bytes: await invoiceOf(order, culture, currency) };
  }

  async packingSlip(id: number, culture: Culture): Promise<OrderPdf> {
    const order = await this.read(id, culture);
    return { fileName: `${culture === 'en' ? 'packing-slip' : 'paket-listesi'}-${order.docNo}.pdf`, bytes: await packingSlipOf(order, culture) };
  }

  private async read(id: number, culture: Culture) {
    const row = await this.orders.byId(this.db, id);
    if (!row) throw new NotFoundError(AdminOrderMessage.notFound[culture]);
    return this.orderReads.read(this.db, row);
  }
}
