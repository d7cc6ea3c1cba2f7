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
  /** 1 single payment, else the monthly instalments (amount already includes the bank's interest). */
  installmentCount: number;
  /** Minor units paid with the card's points, on top of amount. */
  points: number;
}

/** Refusal reasons, as real providers report them; wrong-code: a 3-D Secure code was wrong and the challenge stays open for another try. */
export type DeclineReason = 'declined' | 'insufficient-funds' | 'failed' | 'wrong-code';

/**
 * approved; declined; or waiting for the card holder's 3-D Secure confirmation on the bank's page
 * (the provider keeps what it needs under providerReference; the engine keeps no card).
 */
export type AuthorizeResult =
  | { approved: true; providerReference: string }
  | { approved: false; reason: DeclineReason }
  | { approved: false; reason: 'three-d-secure'; providerReference: string };

export interface PaymentProvider {
  /** The provider's name (spec §3 provider names). */
  readonly name: PaymentProviderName;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes an authorized amount. */
  capture(providerReference: string, amount: number): Promise<void>;
  /**
   * Gives back a captured amount, or releases an authorization that was never captured. A refund
   * sent again with the same `idempotencyKey` is not made again (a retry of one whose answer was lost).
   */
  refund(providerReference: string, amount: number, idempotencyKey?: string): Promise<void>;
  /** The bank's answer to a 3-D Secure challenge: approved (then captured as usual), a wrong code (the challenge stays open) or declined. */
  completeChallenge(providerReference: string, code: string): Promise<AuthorizeResult>;
  /** Drops a challenge that will not complete (cancelled, cart changed); nothing was taken. */
  cancelChallenge(providerReference: string): Promise<void>;
  /** The card's points balance as money of the currency, minor units (0: none). */
  cardPoints(cardNumber: string, currencyCode: string): Promise<number>;
  /**
   * The code every challenge of a test bank passes with, shown on its 3-D Secure page; a real
   * bank has none (its code goes to the card holder's phone only).
   */
  readonly challengeHint?: string;
}

/** Injection token of the card provider. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
