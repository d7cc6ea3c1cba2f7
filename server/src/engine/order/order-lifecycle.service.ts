import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { OrderFlags, OrderStatus, type Culture } from '../../../../contracts/enums.js';
import type { GatewayOrderResult } from '../../../../contracts/gateway/order.js';
import type { GatewaySetOrderStatusResult } from '../../../../contracts/gateway/order-return.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { ReturnMessage } from '../../../../contracts/order/order-return.js';
import { canTransition, OrderLifecycleMessage, orderFlagsOf, orderStatusKey, orderStatusOf } from '../../../../contracts/order/order-status.js';
import { AppError, BadInputError, NotFoundError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { publicOrigin } from '../../config/public-origin.js';
import { CouponUses } from '../coupon/coupon-uses.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { NotificationService } from '../notification/notification.service.js';
import { guestOrderMatches } from './guest-orders.js';
import { OrderEvents } from './order-events.js';
import { OrderLifecycleRepository, type LifecycleOrder } from './order-lifecycle.repository.js';
import { OrderMails, orderUrlOf } from './order-mails.js';
import { CANCEL_REASONS, reasonOf } from './order-reasons.js';
import { OrderRepository } from './order.repository.js';
import { PaymentRefunds } from './payment-refunds.js';
import { REFUNDABLE_STATUSES } from './payment-status.js';
import { OrderService, type OrderCaller } from './order.service.js';
import { StockTotals } from '../product/stock-totals.js';

/** A refusal of the transition table or of the shopper's flags (409: the order is in the wrong state, not the request). */
export class OrderStateConflict extends AppError {
  constructor(message: string, code: string) {
    super(message, HttpStatus.CONFLICT, code);
  }
}

/** Who may make a change and how they prove the order is theirs (the operator needs nothing more than the route's bearer token). */
export type OrderActor =
  | { kind: 'operator' }
  | { kind: 'member'; memberId: number }
  | { kind: 'guest'; email: string };

/** More of a move: the carrier's tracking number of an order leaving the shop, and work in the move's transaction (the console's audit entry). */
export interface MoveExtras {
  /** Only with OnTheWay: kept on the order (the shopper's order page and tracking show it) and written in the mail. */
  trackingNumber?: string;
  /** Runs in the move's transaction once the new status and history row are written (`order` as it was before the move). */
  alongside?: (tx: Queryable, order: LifecycleOrder) => Promise<void>;
}

/** What the cancel reason lists say, with the shopper's words after it. */
function cancelNote(reasonId: number | undefined, culture: Culture, text: string | undefined): string | undefined {
  const reason = reasonId === undefined ? undefined : reasonOf(CANCEL_REASONS, reasonId);
  if (reasonId !== undefined && !reason) throw new BadInputError(ReturnMessage.reasonUnknown);
  const name = reason?.name[culture];
  const words = text?.trim();
  const own = name && words?.startsWith(`${name}:`) ? words.slice(name.length + 1).trim() : words === name ? '' : words;
  if (reason?.needsNote && !own) throw new BadInputError(ReturnMessage.noteRequired);
  return name && own ? `${name}: ${own}` : own || name;
}

/**
 * The order lifecycle (spec §3 order statuses, S3.14): every status change is one transaction
 * that locks the order, checks ORDER_TRANSITIONS (and, for a shopper, the flags), does what the
 * new status means (Cancel: stock back, payment refunded or voided, the coupon's use given back;
 * Paid: a waiting transfer arrived; Delivered: the return window starts), writes a history row
 * and the shopper's e-mail in the order's language. After commit the mail is sent and, for a
 * cancel, the shopper's cart hears OnOrderCancellationCompleted.
 */
@Injectable()
export class OrderLifecycleService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly stockTotals: StockTotals,
    private readonly repository: OrderLifecycleRepository,
    private readonly orders: OrderRepository,
    private readonly orderReads: OrderService,
    private readonly notifications: NotificationService,
    private readonly events: OrderEvents,
    private readonly refunds: PaymentRefunds,
    private readonly coupons: CouponUses,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The operator's move (`npm run order:status`): any change the transition table holds. */
  async setStatus(docNo: string, statusText: string, note?: string): Promise<GatewaySetOrderStatusResult> {
    const status = orderStatusOf(statusText);
    if (status === undefined) throw new BadInputError(OrderLifecycleMessage.statusUnknown);
    const { previousStatus } = await this.advance({ kind: 'operator' }, docNo, status, note?.trim() || undefined);
    return { docNo, previousStatus, status, statusName: orderStatusKey(status) };
  }

  /** The member cancels their own order while CancelAvailable (another's is 404). */
  async cancelForMember(caller: OrderCaller, docNo: string, reason: string, reasonId?: number): Promise<GatewayOrderResult> {
    if (caller.shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    await this.advance({ kind: 'member', memberId: caller.shopper.memberId }, docNo, OrderStatus.Cancel, cancelNote(reasonId, caller.culture, reason));
    return this.orderReads.orderDetail(caller, docNo);
  }

  /** A guest cancels by docNo and e-mail while CancelAvailable; every wrong pair gets one message. */
  async cancelForGuest(culture: Culture, docNo: string, email: string, reasonId: number, note?: string): Promise<GatewayOrderResult> {
    await this.advance({ kind: 'guest', email }, docNo, OrderStatus.Cancel, cancelNote(reasonId, culture, note));
    return this.orderReads.guestOrderDetail(docNo, email);
  }

  /**
   * Moves order `docNo` to `to` in one transaction. A shopper may only cancel, and only their own
   * order while CancelAvailable; the operator may make any move of ORDER_TRANSITIONS. `extras`
   * commit with the move or not at all (the console's tracking number and audit entry).
   */
  async advance(actor: OrderActor, docNo: string, to: OrderStatus, note?: string, extras: MoveExtras = {}): Promise<{ order: LifecycleOrder; previousStatus: OrderStatus }> {
    const { trackingNumber, alongside } = extras;
    if (trackingNumber !== undefined && to !== OrderStatus.OnTheWay) throw new BadInputError(OrderLifecycleMessage.trackingOnlyOnTheWay);
    const done = await this.db.transaction(async (tx) => {
      const order = this.checkActor(actor, await this.repository.lock(tx, docNo));
      if (actor.kind !== 'operator' && (orderFlagsOf(order.status, order.deliveredAt) & OrderFlags.CancelAvailable) === 0) {
        throw new OrderStateConflict(OrderMessage.cancelNotAvailable, 'CANCEL_NOT_AVAILABLE');
      }
      if (!canTransition(order.status, to)) {
        throw new OrderStateConflict(OrderLifecycleMessage.transitionRefused.replace('{from}', orderStatusKey(order.status)).replace('{to}', orderStatusKey(to)), 'TRANSITION_REFUSED');
      }
      if (to === OrderStatus.Cancel) await this.undoPlacement(tx, order);
      if (to === OrderStatus.Paid) await this.transferArrived(tx, order.id);
      await this.repository.setStatus(tx, order.id, to, to === OrderStatus.Delivered);
      if (trackingNumber) await this.repository.setTrackingNumber(tx, order.id, trackingNumber);
      await this.orders.addHistory(tx, order.id, to, note ?? null);
      await alongside?.(tx, order);
      await this.notifications.enqueue(tx, OrderMails.statusChanged(order.email, order.culture, order.docNo, to, this.orderUrl(order), note, trackingNumber));
      return { order, previousStatus: order.status };
    });
    this.notifications.flush();
    if (to === OrderStatus.Cancel) await this.publishCancellation(done.order.memberId, docNo);
    this.logger.info({ docNo, from: done.previousStatus, to, by: actor.kind }, 'order status changed');
    return done;
  }

  /** OnOrderCancellationCompleted to the cart the member follows now (a cancel or a refund completed). */
  async publishCancellation(memberId: number, docNo: string): Promise<void> {
    const shoppingCartId = await this.repository.memberCart(this.db, memberId);
    if (shoppingCartId) this.events.publish({ shoppingCartId, event: { target: 'OnOrderCancellationCompleted', arguments: [{ isSuccess: true, docNo }] } });
  }

  /** Where the order's e-mail sends the shopper: the member's order page, a guest's order tracking. */
  orderUrl(order: Pick<LifecycleOrder, 'docNo' | 'isGuest' | 'culture'>): string {
    return orderUrlOf(publicOrigin(this.config), order);
  }

  /**
   * The order when `actor` may act on it; another shopper's is "not found", exactly as one that
   * does not exist (a guest's one message for every wrong pair, and for a member's order).
   */
  checkActor(actor: OrderActor, order: LifecycleOrder | undefined): LifecycleOrder {
    if (actor.kind === 'member' && (!order || order.memberId !== actor.memberId)) throw new NotFoundError(OrderMessage.orderNotFound);
    if (actor.kind === 'guest' && (!order || !guestOrderMatches(order, actor.email))) throw new NotFoundError(OrderMessage.guestOrderNotFound);
    if (!order) throw new NotFoundError(OrderMessage.orderNotFound);
    return order;
  }

  /**
   * Cancel: every unit back where it was taken from, the card refunded (or the waiting payment
   * voided), and the coupon's use given back: the cancelled order bought nothing with it. (A
   * return is not a cancel: the order was delivered and its coupon stays used.)
   */
  private async undoPlacement(tx: Queryable, order: LifecycleOrder): Promise<void> {
    const orderId = order.id;
    await this.coupons.release(tx, orderId);
    const lines = await this.orders.lines(tx, orderId);
    for (const line of [...lines].sort((a, b) => a.stockBarcodeId - b.stockBarcodeId)) await this.orders.returnStock(tx, line.stockBarcodeId, line.takenFrom);
    await this.stockTotals.refresh(tx, lines.map((line) => line.productId));
    const payment = await this.orders.payment(tx, orderId);
    if (payment && REFUNDABLE_STATUSES.includes(payment.status)) {
      // What returns have not already given back goes back the way it came (card, wallet; a transfer by transfer).
      await this.refunds.giveBack(tx, order, payment, payment.amount - await this.refunds.refundedSoFar(tx, orderId), 'cancel');
      await this.orders.setPaymentStatus(tx, payment.id, 'refunded');
    } else if (payment && payment.status !== 'refunded') {
      // Anything not yet paid is simply void.
      await this.orders.setPaymentStatus(tx, payment.id, 'voided');
    }
  }

  /** Paid: the bank transfer the order waited for has arrived. */
  private async transferArrived(tx: Queryable, orderId: number): Promise<void> {
    const payment = await this.orders.payment(tx, orderId);
    if (payment?.status === 'waiting') await this.orders.setPaymentStatus(tx, payment.id, 'captured');
  }
}
