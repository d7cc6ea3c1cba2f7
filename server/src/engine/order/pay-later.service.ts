import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { OrderStatus, PaymentType } from '../../../../contracts/enums.js';
import type { GatewayGuestPayOrderRequest, GatewayOverdueResult, GatewayPayOrderRequest, GatewayPayOrderResult } from '../../../../contracts/gateway/order.js';
import type { Order } from '../../../../contracts/order/entities.js';
import { cardExpired, lastFour, luhnValid } from '../../../../contracts/order/card.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { PaymentMessage } from '../../../../contracts/payment/messages.js';
import { AppError, BadInputError, NotFoundError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { refuseUntilActivated } from '../member/activation.js';
import { MemberService } from '../member/member.service.js';
import { NotificationService } from '../notification/notification.service.js';
import { failureOf, OwedRefunds } from '../payment/owed-refunds.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment/payment-provider.js';
import { WalletRepository } from '../payment/wallet.repository.js';
import {
  cardDeclined, challengeRefusalOf, challengeUrlOf, claimKeyOrReplay, guestPayScopeOf, keyAnswerOf, keyScopeOf, pendingPayLaterOf, type KeyState, type PendingPayLater,
} from './card-charge.js';
import { OrderLifecycleRepository, type LifecycleOrder } from './order-lifecycle.repository.js';
import { OrderLifecycleService, OrderStateConflict } from './order-lifecycle.service.js';
import { OrderMails } from './order-mails.js';
import { OrderRepository } from './order.repository.js';
import { OrderService, type OrderCaller } from './order.service.js';

const OVERDUE_NOTE = 'Payment due date passed';

/** Who pays a pay-later order: the signed-in member whose it is, or a guest by the order's e-mail (issue 32 item 5). */
type Payer = { kind: 'member'; memberId: number } | { kind: 'guest'; email: string };

/**
 * Pay later (spec §7 Shopping cart gateway: pay-later transactions): the order is placed Waiting
 * with a due date and paid later from its page, by card or from the wallet, in one transaction
 * (payment taken, payment captured, order Paid, history, mail). A card that needs 3-D Secure goes
 * through the checkout's challenge page and callback, its payment waiting under the idempotency
 * key. After the due date it can no longer be paid; the overdue sweep cancels it (stock back,
 * payment voided).
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
    private readonly currencies: CurrencyRepository,
    private readonly owedRefunds: OwedRefunds,
    private readonly members: MemberService,
  ) {}

  /**
   * Pays the order now, by card or from the wallet. A card that needs 3-D Secure is not charged
   * here: its challenge waits under the idempotency key (the same page and callback as the
   * checkout's) and completeChallenge finishes the payment when the bank answers. With a key, a
   * repeated request answers the first outcome; the same key with another request is 422.
   */
  async pay(caller: OrderCaller, request: GatewayPayOrderRequest, now: Date = new Date()): Promise<GatewayPayOrderResult> {
    if (caller.shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    refuseUntilActivated(await this.members.signedInMember(caller.shopper));
    return this.payAs({ kind: 'member', memberId: caller.shopper.memberId }, keyScopeOf(caller.shopper.memberId), request, now);
  }

  /**
   * A guest pays their pay-later order from order tracking (issue 32 item 5): found by its number
   * and e-mail as the guest's other tracking routes find it, by card only (a guest has no wallet).
   */
  async payAsGuest(request: GatewayGuestPayOrderRequest, now: Date = new Date()): Promise<GatewayPayOrderResult> {
    if (request.paymentType !== PaymentType.CreditCard) throw new AppError(OrderMessage.walletMembersOnly, HttpStatus.FORBIDDEN, 'WALLET_MEMBERS_ONLY');
    return this.payAs({ kind: 'guest', email: request.email }, guestPayScopeOf(request.docNo), request, now);
  }

  private async payAs(payer: Payer, scope: string, request: GatewayPayOrderRequest, now: Date): Promise<GatewayPayOrderResult> {
    const { card, idempotencyKey } = request;
    if (request.paymentType === PaymentType.CreditCard) {
      if (!card) throw new BadInputError(OrderMessage.cardRequired);
      if (!luhnValid(card.number)) throw new BadInputError(OrderMessage.cardNumberInvalid);
      if (cardExpired(card.expiryMonth, card.expiryYear)) throw new BadInputError(OrderMessage.cardExpired);
    } else if (request.paymentType !== PaymentType.Wallet) throw new BadInputError(OrderMessage.payLaterMethod);
    let charged: { reference: string; amount: number } | undefined;
    let outcome: { order: Order } | { replay: KeyState } | { challenge: PendingPayLater };
    try {
      outcome = await this.db.transaction(async (tx): Promise<typeof outcome> => {
        if (idempotencyKey) {
          const replay = await claimKeyOrReplay(this.orders, tx, scope, idempotencyKey, payHashOf(request));
          if (replay) return { replay };
        }
        const { order, payment } = await this.waitingOrder(tx, payer, request.docNo, now);
        if (request.paymentType === PaymentType.Wallet) {
          if (!(await this.wallet.debit(tx, order.memberId, payment.currencyId, payment.amount, order.id, order.docNo))) {
            throw new AppError(OrderMessage.walletShort, HttpStatus.PAYMENT_REQUIRED, 'WALLET_SHORT');
          }
          await this.orders.payLaterPaid(tx, payment.id, PaymentType.Wallet, null);
        } else {
          const currencyCode = (await this.currencies.byId(tx, payment.currencyId))?.code ?? 'TRY';
          const authorization = await this.provider.authorize({ amount: payment.amount, currencyCode, card: card!, reference: order.docNo, installmentCount: 1, points: 0 });
          if (!authorization.approved && authorization.reason === 'three-d-secure') {
            if (!idempotencyKey) {
              await this.provider.cancelChallenge(authorization.providerReference);
              throw new BadInputError(OrderMessage.idempotencyKeyInvalid);
            }
            const waiting: PendingPayLater = {
              docNo: order.docNo, providerReference: authorization.providerReference, amount: payment.amount, currencyCode, lastFour: lastFour(card!.number),
              ...(payer.kind === 'guest' ? { guestEmail: payer.email } : {}),
            };
            await this.orders.keepKeyState(tx, scope, idempotencyKey, { payLaterThreeDSecure: waiting });
            return { challenge: waiting };
          }
          if (!authorization.approved) throw cardDeclined();
          charged = { reference: authorization.providerReference, amount: payment.amount };
          await this.provider.capture(charged.reference, charged.amount);
          await this.orders.payLaterPaid(tx, payment.id, PaymentType.CreditCard, { lastFour: lastFour(card!.number), providerReference: charged.reference });
        }
        return { order: await this.markPaid(tx, order, scope, idempotencyKey) };
        // Run once: the bank charges inside, and a second run would charge again.
      }, { retry: false });
    } catch (error) {
      // Charged, but the order did not move on: the money goes back.
      if (charged) await this.refund(charged, error);
      throw error;
    }
    if ('challenge' in outcome) {
      this.logger.info({ docNo: request.docNo, cardLastFour: outcome.challenge.lastFour }, 'pay-later card payment waits for 3-D Secure');
      return { threeDSecure: { challengeUrl: challengeUrlOf(idempotencyKey!) } };
    }
    if ('replay' in outcome) return keyAnswerOf(outcome.replay, idempotencyKey!);
    this.notifications.flush();
    this.logger.info({ docNo: request.docNo, by: request.paymentType }, 'pay-later order paid');
    return { order: outcome.order };
  }

  /**
   * The bank's approval of a pay-later order's 3-D Secure challenge (SecuredTransactionService
   * hands it over; a cancelled or failed challenge never reaches here). Under the key's row lock,
   * so two callbacks of one challenge make one charge: the second answers what the first did. The
   * order must still be the member's, Waiting and within its due date; else nothing is charged.
   */
  async completeChallenge(caller: OrderCaller, idempotencyKey: string, pending: PendingPayLater, code: string, now: Date = new Date()): Promise<Order> {
    // A guest's payment from order tracking is the order's, whoever's browser answers the bank (issue 32 item 5).
    const payer: Payer = pending.guestEmail ? { kind: 'guest', email: pending.guestEmail } : { kind: 'member', memberId: caller.shopper.memberId };
    const scope = pending.guestEmail ? guestPayScopeOf(pending.docNo) : keyScopeOf(caller.shopper.memberId);
    let charged: { reference: string; amount: number } | undefined;
    let outcome: { order: Order } | { replay: unknown };
    try {
      outcome = await this.db.transaction(async (tx): Promise<typeof outcome> => {
        const state = await this.orders.lockKey(tx, scope, idempotencyKey);
        if (!pendingPayLaterOf(state)) return { replay: state };
        const { order, payment } = await this.waitingOrder(tx, payer, pending.docNo, now);
        const answer = await this.provider.completeChallenge(pending.providerReference, code);
        if (!answer.approved) throw challengeRefusalOf(answer);
        charged = { reference: answer.providerReference, amount: pending.amount };
        await this.provider.capture(charged.reference, charged.amount);
        await this.orders.payLaterPaid(tx, payment.id, PaymentType.CreditCard, { lastFour: pending.lastFour, providerReference: charged.reference });
        return { order: await this.markPaid(tx, order, scope, idempotencyKey) };
        // Run once: the bank charges inside, and a second run would charge again.
      }, { retry: false });
    } catch (error) {
      if (charged) await this.refund(charged, error);
      throw error;
    }
    if ('replay' in outcome) {
      const replayed = keyAnswerOf((outcome.replay ?? { failed: { message: PaymentMessage.challengeNotFound, status: HttpStatus.NOT_FOUND, code: 'NOT_FOUND' } }) as KeyState, idempotencyKey);
      if (!replayed.order) throw new NotFoundError(PaymentMessage.challengeNotFound);
      return replayed.order;
    }
    this.notifications.flush();
    this.logger.info({ docNo: pending.docNo, cardLastFour: pending.lastFour }, 'pay-later order paid after 3-D Secure');
    return outcome.order;
  }

  /** The payer's own pay-later order (a member's, or a guest's by its e-mail), locked, Waiting and within its due date, with its payment. */
  private async waitingOrder(tx: Queryable, payer: Payer, docNo: string, now: Date) {
    const order = this.lifecycle.checkActor(payer, await this.locks.lock(tx, docNo));
    const payment = await this.orders.payment(tx, order.id);
    if (!payment || (payment.paymentType as PaymentType) !== PaymentType.PayLater || payment.status !== 'waiting' || order.status !== OrderStatus.Waiting) {
      throw new OrderStateConflict(OrderMessage.payLaterNotWaiting, 'NOT_WAITING');
    }
    if (payment.dueAt && payment.dueAt.getTime() < now.getTime()) throw new OrderStateConflict(OrderMessage.payLaterOverdue, 'PAYMENT_OVERDUE');
    return { order, payment };
  }

  /** The order Paid (status, history, mail) and, under a key, kept as the key's answer. */
  private async markPaid(tx: Queryable, order: LifecycleOrder, scope: string, idempotencyKey: string | undefined): Promise<Order> {
    await this.locks.setStatus(tx, order.id, OrderStatus.Paid, false);
    await this.orders.addHistory(tx, order.id, OrderStatus.Paid, null);
    await this.notifications.enqueue(tx, OrderMails.statusChanged(order.email, order.culture, order.docNo, OrderStatus.Paid, this.lifecycle.orderUrl(order)));
    const paid = await this.reads.read(tx, (await this.orders.byId(tx, order.id))!);
    if (idempotencyKey) await this.orders.storeAnswer(tx, scope, idempotencyKey, order.id, paid);
    return paid;
  }

  private refund(charged: { reference: string; amount: number }, error: unknown): Promise<void> {
    return this.owedRefunds.reverse({ providerReference: charged.reference, amount: charged.amount, reason: `pay-later payment failed: ${failureOf(error)}` });
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

/** What makes two payments of an order "the same request": the card reduced to what may be kept (never the whole number). */
function payHashOf(request: GatewayPayOrderRequest): string {
  const { card } = request;
  const canonical = ['pay-later', request.docNo, request.paymentType, card ? [lastFour(card.number), card.expiryMonth, card.expiryYear, card.holderName.trim()] : null];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
