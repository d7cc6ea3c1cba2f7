import type { PaymentProviderName } from '../../../../contracts/enums.js';

/**
 * What a card payment provider does for the engine: authorize an amount, capture it, refund it.
 * Shaped so iyzico, Stripe or PayPal plug in behind it without touching order placement. The
 * card reaches the provider and nothing else: the engine never stores or logs the number.
 */
export interface CardDetails {
  number: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export interface AuthorizeRequest {
  /** Minor units. */
  amount: number;
  /** ISO code (TRY, USD, EUR). */
  currencyCode: string;
  card: CardDetails;
  /** The order's docNo: providers show it on statements and reconcile by it. */
  reference: string;
}

/** Refusal reasons, as real providers report them. */
export type DeclineReason = 'declined' | 'insufficient-funds' | 'failed';

export type AuthorizeResult =
  | { approved: true; providerReference: string }
  | { approved: false; reason: DeclineReason };

export interface PaymentProvider {
  /** The provider's name (spec §3 provider names). */
  readonly name: PaymentProviderName;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes an authorized amount. */
  capture(providerReference: string, amount: number): Promise<void>;
  /** Gives back a captured amount, or releases an authorization that was never captured. */
  refund(providerReference: string, amount: number): Promise<void>;
}

/** Injection token of the card provider. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
