import { HttpStatus, Injectable } from '@nestjs/common';
import { PaymentType, type Culture } from '../../../../contracts/enums.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { PaymentMessage } from '../../../../contracts/payment/messages.js';
import { THREE_D_SECURE_CHALLENGE_PATH, type OrderFailureReason } from '../../../../contracts/payment/payloads.js';
import type { BankAccountsResponse, CardPointsResponse, InstallmentsResponse, PendingChallengeResponse } from '../../../../contracts/payment/responses.js';
import { currencyOfCode, formatMoney } from '../../../../contracts/currency/money-format.js';
import { AppError } from '../../common/errors.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from '../currency/currency.service.js';
import { challengeNotFoundPage, challengePage } from './challenge-page.js';
import type { CardPointsDto, InstallmentsDto, ThreeDSecureCallbackDto } from './dto/payment.dto.js';
import { PaymentClient, type PaymentCaller } from './payment.client.js';

const orderSummaryPath = (culture: Culture) => `${culture === 'en' ? '/en' : ''}/c/order-summary`;
/** The member's order page, where a pay-later order's payment started and comes back to. */
const orderPagePath = (culture: Culture, docNo: string) => `${culture === 'en' ? '/en' : ''}/u/orders/${encodeURIComponent(docNo)}`;
/** Where a pay-later payment comes back to, ready for its query: the member's order page, or order tracking for a guest (issue 32 item 5). */
const payLaterPagePath = (culture: Culture, docNo: string, track: '1' | undefined) => (track
  ? `${culture === 'en' ? '/en/order-track' : '/siparis-takip'}?docno=${encodeURIComponent(docNo)}&`
  : `${orderPagePath(culture, docNo)}?`);
const cartPath = (culture: Culture) => `${culture === 'en' ? '/en' : ''}/c/cart-summary`;

/** What the order-summary page is told about a refusal (?reason=), never the text itself (a link must not put words on the shop's page). */
function reasonOf(error: AppError): OrderFailureReason {
  // The coupon came off the cart while the bank's page was open: the cart the shopper confirmed changed too.
  if (error.message === PaymentMessage.cartChangedDuringChallenge || error.message === OrderMessage.couponWithdrawn) return 'cart-changed';
  if (error.message === PaymentMessage.challengeFailed || error.message === PaymentMessage.challengeCancelled) return 'challenge-failed';
  return 'payment-failed';
}

/**
 * Card payment details for the checkout (spec §7 Payment: get banks, get credit card point; Shopping
 * cart gateway: installment options) and the storefront's side of 3-D Secure: the bank's page and
 * its callback, which ends on the order-summary page (S2 status=success|error, docno).
 */
@Injectable()
export class PaymentService {
  constructor(private readonly client: PaymentClient, private readonly currency: CurrencyService) {}

  async banks(context: RequestContext): Promise<BankAccountsResponse> {
    // The accounts of the currency the shopper pays in (issue 32 item 6): a USD cart is shown USD accounts.
    const currencyCode = (await this.currency.activeCurrency(context))?.code;
    return { isSuccess: true, ...(await this.client.banks({ culture: context.culture }, currencyCode ? { currencyCode } : {})) };
  }

  async installments(context: RequestContext, payload: InstallmentsDto): Promise<InstallmentsResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.client.installmentOptions(this.shopper(context), { binNumber: payload.binNumber, currencyId, ...(payload.points ? { points: payload.points } : {}) })) };
  }

  async cardPoints(context: RequestContext, payload: CardPointsDto): Promise<CardPointsResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.client.creditCardPoint(this.shopper(context), { cardNumber: payload.cardNumber, currencyId })) };
  }

  /** The bank's page for the payment waiting under `key`, as HTML; a page saying so when none waits. */
  async challenge(context: RequestContext, key: string): Promise<string> {
    try {
      const payment = await this.client.securedTransaction(this.shopper(context), { idempotencyKey: key });
      // Written as every page of the shop writes it ("13.409,82 ₺"), not as the browser's locale would ("₺13.409,82").
      const currency = (await this.currency.currencies(context)).currencyLists.find((candidate) => candidate.code === payment.currencyCode);
      const money = formatMoney(payment.amount, currency ?? currencyOfCode(payment.currencyCode), context.culture);
      return challengePage(context.culture, key, payment, money);
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return challengeNotFoundPage(context.culture, cartPath(context.culture));
      throw error;
    }
  }

  /**
   * The bank page's answer: the order placed (or refused), then the shopper goes to the
   * order-summary page; a pay-later order's payment goes back to that order's page instead
   * (?payment=success, or ?payment=error&reason=), where it is paid or still waiting.
   */
  async callback(context: RequestContext, payload: ThreeDSecureCallbackDto): Promise<{ url: string; statusCode: number }> {
    const summary = orderSummaryPath(context.culture);
    try {
      const code = payload.code?.trim();
      const { order } = await this.client.completeSecuredTransaction(this.shopper(context), {
        idempotencyKey: payload.key, approved: payload.action === 'approve', ...(code ? { code } : {}),
      });
      if (!order) throw new Error('3-D Secure completion answered no order');
      if (order.payment.paymentType === PaymentType.PayLater) return { url: `${payLaterPagePath(context.culture, order.docNo, payload.track)}payment=success`, statusCode: HttpStatus.SEE_OTHER };
      return { url: `${summary}?status=success&docno=${encodeURIComponent(order.docNo)}`, statusCode: HttpStatus.SEE_OTHER };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      // A wrong code with tries left (issue 32 item 7): the bank's page again, saying so; the payment still waits.
      if (error.message === PaymentMessage.challengeCodeWrong) {
        return { url: `${THREE_D_SECURE_CHALLENGE_PATH}?key=${encodeURIComponent(payload.key)}`, statusCode: HttpStatus.SEE_OTHER };
      }
      if (payload.docNo) return { url: `${payLaterPagePath(context.culture, payload.docNo, payload.track)}payment=error&reason=${reasonOf(error)}`, statusCode: HttpStatus.SEE_OTHER };
      return { url: `${summary}?status=error&reason=${reasonOf(error)}`, statusCode: HttpStatus.SEE_OTHER };
    }
  }

  /** The shopper's checkout payment still waiting for 3-D Secure, or null (issue 32 item 7): a reloaded payment page goes on with it. */
  async pendingChallenge(context: RequestContext): Promise<PendingChallengeResponse> {
    if (!context.environmentToken) return { isSuccess: true, pending: null };
    return { isSuccess: true, ...(await this.client.pendingSecuredTransaction(this.shopper(context))) };
  }

  private shopper(context: RequestContext): PaymentCaller {
    const token = context.environmentToken;
    if (!token) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    return { culture: context.culture, token };
  }
}
