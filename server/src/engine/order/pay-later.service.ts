import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { OrderStatus, PaymentType } from '../../../../contracts/enums.js';
import type { GatewayOrderResult, GatewayOverdueResult, GatewayPayOrderRequest } from '../../../../contracts/gateway/order.js';
import { cardExpired, lastFour, luhnValid } from '../../../../contracts/order/card.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { AppError, BadInputError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import { DATABASE, type Database } from '../db/database.js';
import { NotificationService } from '../notification/notification.service.js';
import { PAYMENT_PROVIDER, type DeclineReason, type PaymentProvider } from '../payment/payment-provider.js';
import { WalletRepository } from '../payment/wallet.repository.js';
import { OrderLifecycleRepository } from './order-lifecycle.repository.js';
import { OrderLifecycleService, OrderStateConflict } from './order-lifecycle.service.js';
import { OrderMails } from './order-mails.js';
import { OrderRepository } from './order.repository.js';
import { OrderService, type OrderCaller } from './order.service.js';

const DECLINES: Record<DeclineReason, string> = {
  declined: OrderMessage.cardDeclined, 'insufficient-funds': OrderMessage.insufficientFunds, failed: OrderMessage.paymentFailed,
};

const OVERDUE_NOTE = 'Payment due date passed';

/**
 * Pay later (spec §7 Shopping cart gateway: pay-later transactions): the order is placed Waiting
 * with a due date and paid later from its page, by card or from the wallet, in one transaction
 * (payment taken, payment captured, order Paid, history, mail). After the due date it can no
 * longer be paid; the operator's overdue sweep cancels it (stock back, payment voided).
 */
@Injectable()
export class PayLaterService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly orders: OrderRepository,
    private readonly locks: OrderLifecycleRepository,
    private readonly lifecycle: OrderLifecycleService,
    private readonly reads: OrderService,
    private readonly wallet: WalletRepository,
    private readonly notifications: NotificationService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async pay(caller: OrderCaller, request: GatewayPayOrderRequest, now: Date = new Date()): Promise<GatewayOrderResult> {
    if (caller.shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    const { card } = request;
    if (request.paymentType === PaymentType.CreditCard) {
      if (!card) throw new BadInputError(OrderMessage.cardRequired);
      if (!luhnValid(card.number)) throw new BadInputError(OrderMessage.cardNumberInvalid);
      if (cardExpired(card.expiryMonth, card.expiryYear)) throw new BadInputError(OrderMessage.cardExpired);
    } else if (request.paymentType !== PaymentType.Wallet) throw new BadInputError(OrderMessage.payLaterMethod);
    let charged: { reference: string; amount: number } | undefined;
    try {
      await this.db.transaction(async (tx) => {
        const order = this.lifecycle.checkActor({ kind: 'member', memberId: caller.shopper.memberId }, await this.locks.lock(tx, request.docNo));
        const payment = await this.orders.payment(tx, order.id);
        if (!payment || (payment.paymentType as PaymentType) !== PaymentType.PayLater || payment.status !== 'waiting' || order.status !== OrderStatus.Waiting) {
          throw new OrderStateConflict(OrderMessage.payLaterNotWaiting, 'NOT_WAITING');
        }
        if (payment.dueAt && payment.dueAt.getTime() < now.getTime()) throw new OrderStateConflict(OrderMessage.payLaterOverdue, 'PAYMENT_OVERDUE');
        if (request.paymentType === PaymentType.Wallet) {
          if (!(await this.wallet.debit(tx, order.memberId, payment.currencyId, payment.amount, order.id, order.docNo))) {
            throw new AppError(OrderMessage.walletShort, HttpStatus.PAYMENT_REQUIRED, 'WALLET_SHORT');
          }
          await this.orders.payLaterPaid(tx, payment.id, PaymentType.Wallet, null);
        } else {
          const currencyCode = (await this.orders.currencyCode(tx, payment.currencyId)) ?? 'TRY';
          const authorization = await this.provider.authorize({ amount: payment.amount, currencyCode, card: card!, reference: order.docNo, installmentCount: 1, points: 0 });
          if (!authorization.approved && authorization.reason === 'three-d-secure') {
            await this.provider.cancelChallenge(authorization.providerReference);
            throw new AppError(OrderMessage.payLaterNeedsThreeDSecure, HttpStatus.PAYMENT_REQUIRED, 'THREE_D_SECURE_NOT_OFFERED');
          }
          if (!authorization.approved) throw new AppError(DECLINES[authorization.reason], HttpStatus.PAYMENT_REQUIRED, 'PAYMENT_DECLINED');
          charged = { reference: authorization.providerReference, amount: payment.amount };
          await this.provider.capture(charged.reference, charged.amount);
          await this.orders.payLaterPaid(tx, payment.id, PaymentType.CreditCard, { lastFour: lastFour(card!.number), providerReference: charged.reference });
        }
        await this.locks.setStatus(tx, order.id, OrderStatus.Paid, false);
        await this.orders.addHistory(tx, order.id, OrderStatus.Paid, null);
        await this.notifications.enqueue(tx, OrderMails.statusChanged(order.email, order.culture, order.docNo, OrderStatus.Paid, this.lifecycle.orderUrl(order)));
      });
    } catch (error) {
      // Charged, but the order did not move on: the money goes back.
      if (charged) await this.provider.refund(charged.reference, charged.amount).catch((refundError: unknown) => this.logger.error({ err: refundError }, 'refund after a failed pay-later payment failed'));
      throw error;
    }
    this.notifications.flush();
    this.logger.info({ docNo: request.docNo, by: request.paymentType }, 'pay-later order paid');
    return this.reads.orderDetail(caller, request.docNo);
  }

  /**
   * The overdue sweep (the operator's route and the engine's own timer): every pay-later order
   * past its due date and still unpaid is cancelled. An order that moved meanwhile (paid at the
   * last moment, or swept by another instance) is left as it is.
   */
  async cancelOverdue(now: Date = new Date()): Promise<GatewayOverdueResult> {
    const cancelled: string[] = [];
    for (const docNo of await this.locks.overduePayLater(this.db, now)) {
      try {
        await this.lifecycle.advance({ kind: 'operator' }, docNo, OrderStatus.Cancel, OVERDUE_NOTE);
        cancelled.push(docNo);
      } catch (error) {
        if (!(error instanceof OrderStateConflict)) throw error;
        this.logger.info({ docNo }, 'overdue pay-later order moved before the sweep reached it');
      }
    }
    return { cancelled };
  }
}
