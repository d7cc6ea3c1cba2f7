import { HttpStatus } from '@nestjs/common';
import type { Logger } from 'pino';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { AppError } from '../../common/errors.js';
import type { AuthorizeRequest, AuthorizeResult, PaymentProvider } from './payment-provider.js';

/**
 * The bank could not be asked (no answer in time, a 5xx, an answer that does not read): to the
 * shopper this is a payment that did not go through (402, as a failed payment), and the
 * placement rolls back as for a decline.
 */
export class PaymentProviderUnavailable extends AppError {
  constructor() {
    super(OrderMessage.paymentFailed, HttpStatus.PAYMENT_REQUIRED, 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

/** What the bank answers to an authorization or a challenge, on the wire. */
interface WireAuthorization {
  status?: unknown;
  providerReference?: unknown;
}

/**
 * A card provider reached over HTTP (PAYMENT_PROVIDER_URL): a bank's JSON API, POST only,
 * `{base}/authorize`, `/capture`, `/refund`, `/void`, `/challenges/complete`,
 * `/challenges/cancel` and `/points`. Authorization and challenge answers carry `status`
 * (approved, declined, insufficient-funds, three-d-secure) and `providerReference`; a refund may
 * carry `idempotencyKey`, which the bank answers again without refunding twice. Every call
 * has a timeout; a call that fails or times out throws PaymentProviderUnavailable and is never
 * resent (resending a charge is how cards are charged twice).
 */
export class HttpPaymentProvider implements PaymentProvider {
  readonly name = 'CreditCard' as const;

  constructor(private readonly baseUrl: string, private readonly timeoutMs: number, private readonly logger: Logger) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    try {
      return authorizationOf(await this.call('authorize', request));
    } catch (error) {
      // The bank may have authorized before the answer was lost: release it by the order's reference, so no hold lingers on the card.
      this.call('void', { reference: request.reference }).catch((voidError: unknown) => this.logger.warn({ err: voidError, reference: request.reference }, 'void after a failed authorization failed'));
      throw error;
    }
  }

  async capture(providerReference: string, amount: number): Promise<void> {
    await this.call('capture', { providerReference, amount });
  }

  async refund(providerReference: string, amount: number, idempotencyKey?: string): Promise<void> {
    await this.call('refund', { providerReference, amount, ...(idempotencyKey ? { idempotencyKey } : {}) });
  }

  async completeChallenge(providerReference: string, code: string): Promise<AuthorizeResult> {
    return authorizationOf(await this.call('challenges/complete', { providerReference, code }));
  }

  async cancelChallenge(providerReference: string): Promise<void> {
    await this.call('challenges/cancel', { providerReference });
  }

  async cardPoints(cardNumber: string, currencyCode: string): Promise<number> {
    const { balance } = (await this.call('points', { cardNumber, currencyCode })) as { balance?: unknown };
    if (typeof balance !== 'number' || !Number.isFinite(balance) || balance < 0) throw new PaymentProviderUnavailable();
    return Math.floor(balance);
  }

  private async call(operation: string, body: unknown): Promise<unknown> {
    let answer: Response;
    let text: string;
    try {
      answer = await fetch(`${this.baseUrl}/${operation}`, {
        method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await answer.text();
    } catch (error) {
      // The card number is in the body: log the operation and the reason, never the request.
      this.logger.warn({ operation, reason: error instanceof Error ? error.name : 'unknown' }, 'payment provider did not answer');
      throw new PaymentProviderUnavailable();
    }
    if (!answer.ok) {
      this.logger.warn({ operation, status: answer.status }, 'payment provider failed');
      throw new PaymentProviderUnavailable();
    }
    try {
      return text ? JSON.parse(text) as unknown : {};
    } catch {
      this.logger.warn({ operation }, 'payment provider answered something that is not JSON');
      throw new PaymentProviderUnavailable();
    }
  }
}

function authorizationOf(answer: unknown): AuthorizeResult {
  const { status, providerReference } = (answer ?? {}) as WireAuthorization;
  const reference = typeof providerReference === 'string' && providerReference ? providerReference : undefined;
  if (status === 'approved' && reference) return { approved: true, providerReference: reference };
  if (status === 'three-d-secure' && reference) return { approved: false, reason: 'three-d-secure', providerReference: reference };
  if (status === 'declined' || status === 'insufficient-funds' || status === 'failed' || status === 'wrong-code') return { approved: false, reason: status };
  throw new PaymentProviderUnavailable();
}
