import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { GatewayPlaceOrderResult } from '../../../../contracts/gateway/order.js';
import type {
  GatewayCompleteSecuredRequest, GatewayInstallmentsResult, GatewayPendingSecuredResult, GatewaySecuredTransactionResult,
} from '../../../../contracts/gateway/payment.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { PaymentMessage } from '../../../../contracts/payment/messages.js';
import { THREE_D_SECURE_CODE_TRIES } from '../../../../contracts/payment/payloads.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import { EngineCampaignService } from '../campaign/campaign.service.js';
import { CartService } from '../cart/cart.service.js';
import { DATABASE, type Database } from '../db/database.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { InvalidEnvironmentToken } from '../environment/environment-tokens.js';
import { refuseUntilActivated } from '../member/activation.js';
import { MemberService } from '../member/member.service.js';
import { cardBankOf } from '../payment/bin-table.js';
import { installmentOptionOf } from '../payment/installments.js';
import { toMinor } from '../../../../contracts/currency/money-format.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment/payment-provider.js';
import {
  CHALLENGE_CODE_WRONG, challengeFailed, challengeRefusalOf, challengeUrlOf, failureOf, GUEST_PAY_SCOPE_PREFIX, installmentQuoteOf, keyScopeOf, orderOf, pendingOf, pendingPayLaterOf, refusalOf,
  type CardPayment, type PendingPayLater, type PendingPayment,
} from './card-charge.js';
import { OrderEvents, type OrderEvent } from './order-events.js';
import { PayLaterService } from './pay-later.service.js';
import { OrderRepository } from './order.repository.js';
import { OrderService, type OrderCaller } from './order.service.js';

const major = (minor: number) => minor / 100;
/** How long a reloaded payment page still finds a payment waiting for its challenge. */
const CHALLENGE_LIFE_MINUTES = 30;

/**
 * Card payments beyond one authorization (spec §7 Shopping cart gateway: installment options,
 * card-provider transactions): the instalments a card's bank offers for the cart, and the second
 * half of a 3-D Secure payment. The challenge's answer runs the same placement as the checkout
 * (OrderService.place), under the idempotency key that holds the waiting payment: one order and
 * one charge however often the bank's page posts back. A pay-later order's card payment waits the
 * same way and its answer is finished by PayLaterService.completeChallenge: paid once.
 */
@Injectable()
export class SecuredTransactionService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: OrderRepository,
    private readonly orders: OrderService,
    private readonly cart: CartService,
    private readonly campaigns: EngineCampaignService,
    private readonly members: MemberService,
    private readonly events: OrderEvents,
    private readonly payLater: PayLaterService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly currencies: CurrencyRepository,
  ) {}

  /**
   * The card's bank and its instalment plans for the cart's total now, after the card points the
   * shopper chose to spend (major units), as placement charges it (cardChargeOf): the checkout
   * shows the chosen plan's interest and the points as rows of its total (issue 32 item 1).
   */
  async installmentOptions(caller: OrderCaller, binNumber: string, currencyId: number, points: number): Promise<GatewayInstallmentsResult> {
    const currencyCode = await this.currencies.codeOf(this.db, currencyId);
    const rules = await this.campaigns.cartRules(caller.culture, currencyId);
    const priced = await this.db.transaction((tx) => this.cart.lockAndPrice(tx, { ...caller, currencyId }, rules));
    if (!priced) throw new InvalidEnvironmentToken('Shopping cart not found');
    const bank = cardBankOf(binNumber);
    const quote = installmentQuoteOf(priced.totals.net, bank, bank.hasPoints ? toMinor(points) : 0);
    return { bank, currencyCode, options: quote.plans.map(installmentOptionOf), points: major(quote.points) };
  }

  /** What the bank's page shows of the payment waiting under the key; 404 when none waits. */
  async securedTransaction(caller: OrderCaller, idempotencyKey: string): Promise<GatewaySecuredTransactionResult> {
    const state = await this.stateOf(caller, idempotencyKey);
    const pending = pendingOf(state);
    const payLater = pendingPayLaterOf(state);
    if (!pending && !payLater) throw new NotFoundError(PaymentMessage.challengeNotFound);
    const waiting = (pending ?? payLater)!;
    return {
      merchantName: PaymentMessage.merchantName, amount: major(waiting.amount), currencyCode: waiting.currencyCode, cardLastFour: waiting.lastFour,
      installmentCount: pending?.request.installmentCount ?? 1,
      ...(this.provider.challengeHint ? { testCode: this.provider.challengeHint } : {}), ...(payLater ? { docNo: payLater.docNo } : {}),
      ...(payLater?.guestEmail ? { guest: true } : {}),
      ...(waiting.wrongCodes ? { attemptsLeft: THREE_D_SECURE_CODE_TRIES - waiting.wrongCodes } : {}),
    };
  }

  /**
   * The shopper's checkout payment still waiting for its challenge (issue 32 item 7): the newest
   * key of theirs that holds one, started within the challenge's life. A reloaded payment page
   * goes on with it (the bank's page, the live channel) instead of losing it.
   */
  async pendingSecuredTransaction(caller: OrderCaller): Promise<GatewayPendingSecuredResult> {
    const found = await this.repository.pendingChallenge(this.db, await this.scopeOf(caller), CHALLENGE_LIFE_MINUTES);
    const pending = found && pendingOf(found.answer);
    if (!found || !pending) return { pending: null };
    return {
      pending: {
        idempotencyKey: found.key, challengeUrl: challengeUrlOf(found.key), amount: major(pending.amount), currencyCode: pending.currencyCode, cardLastFour: pending.lastFour,
      },
    };
  }

  /**
   * The bank's answer to the challenge. Approved: the placement runs (cart version checked,
   * stock taken, the authorization captured, the order written). Failed, cancelled or refused
   * (cart changed, out of stock): no order, nothing charged, the key keeps the refusal.
   */
  async complete(caller: OrderCaller, request: GatewayCompleteSecuredRequest): Promise<GatewayPlaceOrderResult> {
    const { idempotencyKey } = request;
    const scope = await this.keyScopeFor(caller, idempotencyKey);
    const state = (await this.repository.storedKey(this.db, scope, idempotencyKey))?.answer;
    const order = orderOf(state);
    if (order) return { order, replayed: true };
    const failed = failureOf(state);
    if (failed) throw refusalOf(failed);
    const pending = pendingOf(state);
    const payLater = pendingPayLaterOf(state);
    if (!pending && !payLater) throw new NotFoundError(PaymentMessage.challengeNotFound);
    const { shoppingCartId } = caller.shopper;
    // The hub events follow the checkout's payment page; a pay-later order's page comes back through the callback instead.
    const publish = (event: OrderEvent['event']) => { if (pending) this.events.publish({ shoppingCartId, event }); };
    publish({ target: 'OnSecuredTransactionCompletionInitalized', arguments: [{ approved: request.approved }] });
    try {
      if (!request.approved) throw new AppError(PaymentMessage.challengeCancelled, HttpStatus.PAYMENT_REQUIRED, 'CHALLENGE_CANCELLED');
      if (!pending) return { order: await this.payLater.completeChallenge(caller, idempotencyKey, payLater!, request.code ?? ''), replayed: false };
      const card: CardPayment = {
        lastFour: pending.lastFour, bank: pending.bank, points: () => Promise.resolve(pending.pointsBalance),
        authorize: async (charge) => {
          // The same cart version priced differently (a campaign ended meanwhile): not what the shopper confirmed.
          if (charge.amount !== pending.amount) throw new AppError(PaymentMessage.cartChangedDuringChallenge, HttpStatus.CONFLICT, 'CART_CHANGED');
          const answer = await this.provider.completeChallenge(pending.providerReference, request.code ?? '');
          if (!answer.approved) throw challengeRefusalOf(answer);
          return answer;
        },
      };
      return await this.orders.place(caller, pending.request, card, { pending });
    } catch (caught) {
      const waiting = (pending ?? payLater)!;
      const error = caught instanceof AppError && caught.code === CHALLENGE_CODE_WRONG ? await this.wrongCode(scope, idempotencyKey, state, waiting, caught) : caught;
      if (error instanceof AppError && error.code === CHALLENGE_CODE_WRONG) {
        // The challenge is open again: the payment page goes back to waiting for the bank.
        publish({ target: 'OnSecuredTransactionInitialized', arguments: [{ challengeUrl: challengeUrlOf(idempotencyKey) }] });
        throw error;
      }
      if (error instanceof AppError && error.status >= 400 && error.status < 500 && error.status !== 401) {
        await this.provider.cancelChallenge(waiting.providerReference);
        await this.db.transaction((tx) => this.repository.keepKeyState(tx, scope, idempotencyKey, { failed: { message: error.message, status: error.status, code: error.code } }));
        publish({ target: 'OnOrderCompleted', arguments: [{ isSuccess: false }] });
        this.logger.info({ code: error.code, cardLastFour: waiting.lastFour, ...(payLater ? { docNo: payLater.docNo } : {}) }, '3-D Secure payment ended without a payment');
      }
      throw error;
    }
  }

  /**
   * A wrong code (issue 32 item 7): counted on the waiting payment, which stays for another try;
   * the last of THREE_D_SECURE_CODE_TRIES fails the payment as a failed challenge does.
   */
  private async wrongCode(scope: string, idempotencyKey: string, state: unknown, waiting: PendingPayment | PendingPayLater, error: AppError): Promise<AppError> {
    const wrongCodes = (waiting.wrongCodes ?? 0) + 1;
    if (wrongCodes >= THREE_D_SECURE_CODE_TRIES) return challengeFailed();
    const kept = pendingOf(state) ? { threeDSecure: { ...waiting, wrongCodes } } : { payLaterThreeDSecure: { ...waiting, wrongCodes } };
    await this.db.transaction((tx) => this.repository.keepKeyState(tx, scope, idempotencyKey, kept));
    this.logger.info({ cardLastFour: waiting.lastFour, attemptsLeft: THREE_D_SECURE_CODE_TRIES - wrongCodes }, '3-D Secure code was wrong; the payment waits for another try');
    return error;
  }

  private async scopeOf(caller: OrderCaller): Promise<string> {
    if (caller.shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    const member = await this.members.signedInMember(caller.shopper);
    refuseUntilActivated(member);
    return keyScopeOf(member.id);
  }

  private async stateOf(caller: OrderCaller, idempotencyKey: string): Promise<unknown> {
    return (await this.repository.storedKey(this.db, await this.keyScopeFor(caller, idempotencyKey), idempotencyKey))?.answer;
  }

  /**
   * Where the key lives: the signed-in member's own keys first; else a guest's pay-later payment
   * from order tracking (issue 32 item 5), which belongs to its order and is found by the key the
   * paying browser holds. A visitor with neither is not signed in.
   */
  private async keyScopeFor(caller: OrderCaller, idempotencyKey: string): Promise<string> {
    if (caller.shopper.memberId > 0) {
      const own = await this.scopeOf(caller);
      if (await this.repository.storedKey(this.db, own, idempotencyKey)) return own;
    }
    return (await this.repository.guestPayScope(this.db, idempotencyKey, GUEST_PAY_SCOPE_PREFIX)) ?? this.scopeOf(caller);
  }
}
