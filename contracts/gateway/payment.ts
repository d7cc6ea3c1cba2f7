/**
 * Gateway contract of card payment details and 3-D Secure (spec §7 Payment: get banks, get credit
 * card point; Shopping cart gateway: installment options, card-provider transactions). Calls that
 * act for a shopper carry ENVIRONMENT_TOKEN_HEADER.
 */
import type { BankAccount, CardBank, InstallmentOption, PendingChallenge } from '../payment/entities.js';
import type { GatewayPlaceOrderResult } from './order.js';

export const PaymentGatewayPaths = {
  /** POST GatewayBanksRequest → GatewayBanksResult: the shop's accounts for bank transfer (no token). */
  banks: 'payment/api/payment/get-banks',
  /** POST GatewayCardPointsRequest → GatewayCardPointsResult. */
  creditCardPoint: 'payment/api/payment/get-credit-card-point',
  /** POST GatewayInstallmentsRequest → GatewayInstallmentsResult for the shopper's cart. */
  installmentOptions: 'shoppingcart/api/payment/installment-options',
  /** POST GatewaySecuredTransactionRequest → GatewaySecuredTransactionResult: what the bank's page shows; 404 when nothing waits. */
  securedTransaction: 'shoppingcart/api/payment/secured-transaction',
  /**
   * POST GatewayCompleteSecuredRequest → GatewayPlaceOrderResult: the bank's answer to the
   * challenge. 402 failed or cancelled challenge, 404 nothing waiting, 409 the cart changed (or a
   * pay-later order no longer waiting). The same key again answers the first outcome: one order,
   * one charge. A pay-later order's challenge answers that order, paid.
   */
  completeSecuredTransaction: 'shoppingcart/api/payment/complete-secured-transaction',
  /**
   * POST {} → GatewayPendingSecuredResult: the shopper's checkout payment still waiting for its
   * 3-D Secure challenge, so a reloaded payment page finds it again (issue 32 item 7).
   */
  pendingSecuredTransaction: 'shoppingcart/api/payment/pending-secured-transaction',
} as const;

/** The accounts of one currency (issue 32 item 6): the shopper's active currency, else the lira ones. */
export interface GatewayBanksRequest {
  currencyCode?: string;
}

export interface GatewayBanksResult {
  bankAccounts: BankAccount[];
}

export interface GatewayInstallmentsRequest {
  binNumber: string;
  currencyId: number;
  /** Card points to spend first, major units (InstallmentsPayload.points). */
  points?: number;
}

export interface GatewayInstallmentsResult {
  bank: CardBank;
  /** Plans on the cart's total after `points`. */
  options: InstallmentOption[];
  currencyCode: string;
  /** The points spent first, major units: at most the total; 0 for a card without points. */
  points: number;
}

export interface GatewayCardPointsRequest {
  cardNumber: string;
  currencyId: number;
}

export interface GatewayCardPointsResult {
  bank: CardBank;
  /** Major units of the currency. */
  balance: number;
  currencyCode: string;
}

export interface GatewaySecuredTransactionRequest {
  idempotencyKey: string;
}

/** The payment waiting for the shopper's confirmation, as the bank's page shows it. */
export interface GatewaySecuredTransactionResult {
  merchantName: string;
  /** Major units, the total charged (instalment interest included). */
  amount: number;
  currencyCode: string;
  cardLastFour: string;
  installmentCount: number;
  /** A hint the embedded test bank shows (its code) when the shop runs on it (TEST_PAYMENTS); absent with a real bank. */
  testCode?: string;
  /** The pay-later order the payment is for; absent for a checkout's payment. */
  docNo?: string;
  /** A guest's pay-later payment from order tracking (issue 32 item 5): the callback goes back to tracking. */
  guest?: boolean;
  /** After a wrong code: the tries left before the payment fails (issue 32 item 7); absent before any wrong code. */
  attemptsLeft?: number;
}

/** The checkout payment waiting for its challenge, or null when none waits. */
export interface GatewayPendingSecuredResult {
  pending: PendingChallenge | null;
}

export interface GatewayCompleteSecuredRequest {
  idempotencyKey: string;
  /** false: the shopper cancelled on the bank's page. */
  approved: boolean;
  code?: string;
}

export type { GatewayPlaceOrderResult };

/** A card refund the bank has not taken yet (or took after retries), for the operator. */
export interface OwedRefund {
  providerReference: string;
  /** Minor units. */
  amount: number;
  /** Why the money goes back (the failure that left a charge without an order). */
  reason: string;
  createdAt: string;
  attempts: number;
  lastError?: string;
  /** When the bank took it; absent while it is still owed. */
  refundedAt?: string;
}

export interface GatewayOwedRefundsResult {
  refunds: OwedRefund[];
}
