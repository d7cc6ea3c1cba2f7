import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { OrderFlags, type Culture } from '../../../../contracts/enums.js';
import type {
  GatewayOrderReasonsResult, GatewayReturnRequest, GatewayReturnResult, GatewayReturnsResult,
} from '../../../../contracts/gateway/order-return.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { RETURN_TRANSITIONS, ReturnMessage, type OrderReturn, type ReturnStatus } from '../../../../contracts/order/order-return.js';
import { orderFlagsOf } from '../../../../contracts/order/order-status.js';
import { AppError, BadInputError, NotFoundError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { publicOrigin } from '../../config/public-origin.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { currencyOfCode, formatMinorMoney } from '../../../../contracts/currency/money-format.js';
import { NotificationService } from '../notification/notification.service.js';
import { OrderLifecycleRepository } from './order-lifecycle.repository.js';
import { OrderLifecycleService, OrderStateConflict, type OrderActor } from './order-lifecycle.service.js';
import { OrderMails } from './order-mails.js';
import { CANCEL_REASONS, reasonName, reasonOf, reasonsIn, RETURN_REASONS } from './order-reasons.js';
import { OrderReturnRepository, type ReturnLineRow, type ReturnRow } from './order-return.repository.js';
import { OrderRepository, type StockTake } from './order.repository.js';
import { PaymentRefunds } from './payment-refunds.js';
import { refundPartOf, type RefundChoice } from './return-refund-part.js';
import type { OrderCaller } from './order.service.js';
import { StockTotals } from '../product/stock-totals.js';

const major = (minor: number) => Math.round(minor) / 100;

/**
 * Units going back to stock: the warehouses the line's units came from, in the order they were
 * taken, each at most what it gave.
 */
export function stockBack(quantity: number, takenFrom: readonly StockTake[]): StockTake[] {
  const back: StockTake[] = [];
  let left = quantity;
  for (const take of takenFrom) {
    if (left <= 0) break;
    const units = Math.min(left, take.quantity);
    back.push({ warehouseId: take.warehouseId, quantity: units });
    left -= units;
  }
  if (left > 0) back.push({ warehouseId: takenFrom[0]?.warehouseId ?? 1, quantity: left });
  return back;
}

/**
 * Returns (spec §7 order management: refunds, refund detail, refund, guest refund; cancel and
 * return reasons). A return is asked for while the order is ReturnAvailable (Delivered, within
 * 14 days), line by line, never more units than were bought minus those already on their way
 * back; the operator approves or rejects it and, once the goods are back, refunds it: stock back,
 * the payment given back the way it came (PaymentRefunds) and its status set (refunded or
 * partially-refunded), the shopper mailed and their cart told
 * (OnOrderCancellationCompleted).
 */
@Injectable()
export class OrderReturnService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly stockTotals: StockTotals,
    private readonly repository: OrderReturnRepository,
    private readonly orderLocks: OrderLifecycleRepository,
    private readonly orders: OrderRepository,
    private readonly lifecycle: OrderLifecycleService,
    private readonly notifications: NotificationService,
    private readonly refunds: PaymentRefunds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  cancelReasons(culture: Culture): GatewayOrderReasonsResult {
    return { reasons: reasonsIn(CANCEL_REASONS, culture) };
  }

  returnReasons(culture: Culture): GatewayOrderReasonsResult {
    return { reasons: reasonsIn(RETURN_REASONS, culture) };
  }

  /** The member asks to return lines of their own order. */
  async requestForMember(caller: OrderCaller, request: GatewayReturnRequest): Promise<GatewayReturnResult> {
    const memberId = this.signedIn(caller);
    return this.request({ kind: 'member', memberId }, caller.culture, request);
  }

  /** A guest asks to return lines of the order of docNo and e-mail. */
  async requestForGuest(culture: Culture, request: GatewayReturnRequest & { email: string }): Promise<GatewayReturnResult> {
    const { email, ...rest } = request;
    return this.request({ kind: 'guest', email }, culture, rest);
  }

  async returns(caller: OrderCaller, page: number, pageSize: number): Promise<GatewayReturnsResult> {
    const memberId = this.signedIn(caller);
    const { rows, total } = await this.repository.ofMember(this.db, memberId, pageSize, (page - 1) * pageSize);
    return {
      returns: rows.map((row) => ({
        id: row.id, docNo: row.docNo, status: row.status, currencyCode: row.currencyCode, amount: major(row.amount), itemCount: row.itemCount, createdAt: row.createdAt.toISOString(),
      })),
      pagination: { currentPage: page, pageSize, totalPages: Math.ceil(total / pageSize), totalItems: total, taked: rows.length, skipped: (page - 1) * pageSize },
    };
  }

  /** The member's own return; another's is 404, as one that does not exist. */
  async detail(caller: OrderCaller, id: number): Promise<GatewayReturnResult> {
    const memberId = this.signedIn(caller);
    const row = await this.repository.byId(this.db, id);
    if (!row || row.memberId !== memberId) throw new NotFoundError(ReturnMessage.returnNotFound);
    return { orderReturn: await this.read(this.db, row, caller.culture) };
  }

  /** Any member's or guest's return, for the shop (the operator console). */
  async operatorDetail(id: number, culture: Culture): Promise<OrderReturn> {
    const row = await this.repository.byId(this.db, id);
    if (!row) throw new NotFoundError(ReturnMessage.returnNotFound);
    return this.read(this.db, row, culture);
  }

  /**
   * The operator moves a return on (RETURN_TRANSITIONS). Refunded: the units go back to the
   * warehouses they came from and a card payment is refunded through the provider, in the same
   * transaction as the status; `refund` chooses part of it (some units, or a smaller amount), and
   * `within` runs in that transaction too, with the return before and after (the console's audit entry).
   */
  async setStatus(
    culture: Culture, id: number, status: ReturnStatus, note?: string,
    options: { refund?: RefundChoice; within?: (tx: Queryable, before: OrderReturn, after: OrderReturn) => Promise<void> } = {},
  ): Promise<GatewayReturnResult> {
    const done = await this.db.transaction(async (tx) => {
      const row = await this.repository.byId(tx, id, true);
      if (!row) throw new NotFoundError(ReturnMessage.returnNotFound);
      if (!RETURN_TRANSITIONS[row.status].includes(status)) {
        throw new OrderStateConflict(ReturnMessage.transitionRefused.replace('{from}', row.status).replace('{to}', status), 'TRANSITION_REFUSED');
      }
      const before = options.within ? await this.read(tx, row, culture) : undefined;
      let refunded = row.refundedAmount;
      if (status === 'refunded') {
        const part = refundPartOf(await this.repository.lines(tx, id), options.refund);
        await this.restock(tx, row.orderId, part.units.map((unit) => ({ ...unit.line, quantity: unit.quantity })));
        // Units paid back in part (a smaller amount) are back in stock but not refunded: the payment's status follows the money.
        const refundedUnits = part.amount < part.paidFor ? [] : part.units;
        await this.repository.setRefundedUnits(tx, id, refundedUnits.map((unit) => ({ orderLineId: unit.line.orderLineId, quantity: unit.quantity })));
        refunded = await this.refund(tx, row, part.amount);
      }
      await this.repository.setStatus(tx, id, status, refunded);
      const payment = status === 'refunded' && refunded > 0 ? await this.orders.payment(tx, row.orderId) : undefined;
      if (payment) await this.refunds.settle(tx, row.orderId, payment);
      await this.repository.addHistory(tx, id, status, note?.trim() || null);
      const updated = { ...row, status, refundedAmount: refunded };
      const amount = status === 'refunded' && refunded > 0 ? formatMinorMoney(refunded, currencyOfCode(row.currencyCode), row.culture) : undefined;
      await this.notifications.enqueue(tx, OrderMails.returnChanged(row.email, row.culture, row.docNo, id, status, this.returnUrl(row), amount));
      const orderReturn = await this.read(tx, updated, culture);
      if (options.within && before) await options.within(tx, before, orderReturn);
      return { row: updated, orderReturn };
    });
    this.notifications.flush();
    if (status === 'refunded') await this.lifecycle.publishCancellation(done.row.memberId, done.row.docNo);
    this.logger.info({ returnId: id, docNo: done.row.docNo, status }, 'return status changed');
    return { orderReturn: done.orderReturn };
  }

  private signedIn(caller: OrderCaller): number {
    if (caller.shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    return caller.shopper.memberId;
  }

  private async request(actor: Exclude<OrderActor, { kind: 'operator' }>, culture: Culture, request: GatewayReturnRequest): Promise<GatewayReturnResult> {
    const reason = reasonOf(RETURN_REASONS, request.reasonId);
    if (!reason) throw new BadInputError(ReturnMessage.reasonUnknown);
    if (reason.needsNote && !request.note?.trim()) throw new BadInputError(ReturnMessage.noteRequired);
    if (!request.lines.length) throw new BadInputError(ReturnMessage.linesRequired);
    if (new Set(request.lines.map((line) => line.stockBarcodeId)).size !== request.lines.length) throw new BadInputError(ReturnMessage.duplicateLine);
    const done = await this.db.transaction(async (tx) => {
      // The order's row lock: two requests for the same order count returned units one after the other.
      const order = this.lifecycle.checkActor(actor, await this.orderLocks.lock(tx, request.docNo));
      if ((orderFlagsOf(order.status, order.deliveredAt) & OrderFlags.ReturnAvailable) === 0) throw new OrderStateConflict(ReturnMessage.returnNotAvailable, 'RETURN_NOT_AVAILABLE');
      const bought = await this.orders.lines(tx, order.id);
      const returned = await this.repository.returnedUnits(tx, order.id);
      const lines = request.lines.map((wanted) => {
        const line = bought.find((candidate) => candidate.stockBarcodeId === wanted.stockBarcodeId);
        if (!line) throw new BadInputError(ReturnMessage.lineNotInOrder);
        if (wanted.quantity > line.quantity - (returned.get(line.id) ?? 0)) throw new BadInputError(ReturnMessage.quantityTooHigh);
        // The units' share of the line as paid (campaigns and coupon included), so refunds never exceed the payment.
        return { orderLineId: line.id, quantity: wanted.quantity, amount: Math.round((line.totalWithTax * wanted.quantity) / line.quantity) };
      });
      const note = request.note?.trim() || null;
      const id = await this.repository.insert(tx, {
        orderId: order.id, memberId: order.memberId, reasonId: request.reasonId, note, amount: lines.reduce((sum, line) => sum + line.amount, 0), lines,
      });
      const row = (await this.repository.byId(tx, id))!;
      await this.notifications.enqueue(tx, OrderMails.returnChanged(row.email, row.culture, row.docNo, id, 'requested', this.returnUrl(row)));
      return this.read(tx, row, culture);
    });
    this.notifications.flush();
    this.logger.info({ returnId: done.id, docNo: done.docNo }, 'return requested');
    return { orderReturn: done };
  }

  /** The returned units back into stock, variants in barcode order (no lock cycles with placements). */
  private async restock(tx: Queryable, orderId: number, lines: ReturnLineRow[]): Promise<void> {
    const bought = new Map((await this.orders.lines(tx, orderId)).map((line) => [line.id, line]));
    for (const line of [...lines].sort((a, b) => a.stockBarcodeId - b.stockBarcodeId)) {
      await this.orders.returnStock(tx, line.stockBarcodeId, stockBack(line.quantity, bought.get(line.orderLineId)?.takenFrom ?? []));
    }
    await this.stockTotals.refresh(tx, lines.map((line) => line.productId));
  }

  /**
   * Pays `due` (the return's amount, or the part the operator chose) back: a card through the provider (never more than the card payment
   * still holds), other payments by the shop's transfer, recorded here. Answers the amount refunded.
   */
  private async refund(tx: Queryable, row: ReturnRow, due: number): Promise<number> {
    const payment = await this.orders.payment(tx, row.orderId);
    // Nothing to give back where nothing was taken (yet): a free order, a void one, money still awaited.
    if (!payment || ['refunded', 'voided', 'free', 'waiting'].includes(payment.status)) return 0;
    const alreadyRefunded = await this.repository.refundedBefore(tx, row.orderId, row.id);
    const amount = Math.max(0, Math.min(due, payment.amount - alreadyRefunded));
    await this.refunds.giveBack(tx, { id: row.orderId, memberId: row.memberId, docNo: row.docNo }, payment, amount, { returnId: row.id });
    return amount;
  }

  private returnUrl(row: Pick<ReturnRow, 'id' | 'docNo' | 'isGuest' | 'culture'>): string {
    if (row.isGuest) return this.lifecycle.orderUrl(row);
    return `${publicOrigin(this.config)}${row.culture === 'en' ? '/en' : ''}/u/returns/${row.id}`;
  }

  private async read(db: Queryable, row: ReturnRow, culture: Culture): Promise<OrderReturn> {
    const [lines, history] = await Promise.all([this.repository.lines(db, row.id), this.repository.history(db, row.id)]);
    return {
      id: row.id, docNo: row.docNo, status: row.status, reasonId: row.reasonId, reasonName: reasonName(RETURN_REASONS, row.reasonId, culture) ?? String(row.reasonId),
      ...(row.note ? { note: row.note } : {}), currencyCode: row.currencyCode,
      lines: lines.map((line) => ({
        stockBarcodeId: line.stockBarcodeId, productId: line.productId, name: line.name, ...(line.size ? { stockTypeName: line.size } : {}), quantity: line.quantity,
        unitPriceWithTax: major(line.unitPriceWithTax),
      })),
      amount: major(row.amount), refundedAmount: major(row.refundedAmount), createdAt: row.createdAt.toISOString(),
      history: history.map((entry) => ({ status: entry.status, ...(entry.note ? { note: entry.note } : {}), at: entry.at.toISOString() })),
    };
  }
}
