import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { cardDigits, TEST_CARDS } from '../../../../contracts/order/card.js';
import { THREE_D_SECURE_TEST_CODE } from '../../../../contracts/payment/payloads.js';
import { cardBankOf } from './bin-table.js';
import type { AuthorizeRequest, AuthorizeResult, PaymentProvider } from './payment-provider.js';

/** Points every card of a bank with a points programme holds at the test bank, minor units. */
export const TEST_CARD_POINTS = 2_500;

/**
 * The embedded engine's card provider: no money moves. It answers the documented test cards the
 * way real providers do (4000000000000002 declined, 4000000000009995 insufficient funds,
 * 4000000000003220 3-D Secure that passes with the test code (another code is a wrong code the
 * holder may type again), 4000008400001629 3-D Secure that fails) and approves every other card
 * that reaches it. Keeps only references, amounts and the outcome a challenge will have, in
 * memory: never a card number.
 */
@Injectable()
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'CreditCard' as const;
  /** Printed on the 3-D Secure page: only a shop that runs on this test bank (TEST_PAYMENTS) has it. */
  readonly challengeHint = THREE_D_SECURE_TEST_CODE;
  private readonly payments = new Map<string, { amount: number; captured: number; refunded: number }>();
  private readonly refundKeys = new Set<string>();
  private readonly challenges = new Map<string, { amount: number; passes: boolean }>();

  authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const number = cardDigits(request.card.number);
    if (number === TEST_CARDS.declined) return Promise.resolve({ approved: false, reason: 'declined' });
    if (number === TEST_CARDS.insufficientFunds) return Promise.resolve({ approved: false, reason: 'insufficient-funds' });
    if (number === TEST_CARDS.threeDSecure || number === TEST_CARDS.threeDSecureFails) {
      const providerReference = `test3ds_${randomUUID()}`;
      this.challenges.set(providerReference, { amount: request.amount, passes: number === TEST_CARDS.threeDSecure });
      return Promise.resolve({ approved: false, reason: 'three-d-secure', providerReference });
    }
    return Promise.resolve({ approved: true, providerReference: this.open(request.amount) });
  }

  completeChallenge(providerReference: string, code: string): Promise<AuthorizeResult> {
    const challenge = this.challenges.get(providerReference);
    // A mistyped code on a card that passes: the challenge stays open, as a bank's page lets the holder type again.
    if (challenge?.passes && code !== THREE_D_SECURE_TEST_CODE) return Promise.resolve({ approved: false, reason: 'wrong-code' });
    this.challenges.delete(providerReference);
    if (!challenge || !challenge.passes) return Promise.resolve({ approved: false, reason: 'failed' });
    return Promise.resolve({ approved: true, providerReference: this.open(challenge.amount) });
  }

  cancelChallenge(providerReference: string): Promise<void> {
    this.challenges.delete(providerReference);
    return Promise.resolve();
  }

  cardPoints(cardNumber: string, currencyCode: string): Promise<number> {
    return Promise.resolve(cardBankOf(cardNumber).hasPoints && currencyCode === 'TRY' ? TEST_CARD_POINTS : 0);
  }

  capture(providerReference: string, amount: number): Promise<void> {
    const payment = this.payments.get(providerReference);
    if (!payment || amount > payment.amount - payment.captured) return Promise.reject(new Error('capture over the authorized amount'));
    payment.captured += amount;
    return Promise.resolve();
  }

  refund(providerReference: string, amount: number, idempotencyKey?: string): Promise<void> {
    const payment = this.payments.get(providerReference);
    if (!payment) return Promise.reject(new Error('unknown payment'));
    if (idempotencyKey && this.refundKeys.has(idempotencyKey)) return Promise.resolve();
    if (idempotencyKey) this.refundKeys.add(idempotencyKey);
    payment.refunded += amount;
    return Promise.resolve();
  }

  /** Charges the test bank knows (API tests count them: one order, one charge). */
  chargeCount(): number {
    return [...this.payments.values()].filter((payment) => payment.captured > 0).length;
  }

  /** What the test bank holds of one approved payment, minor units (API tests: money moved once). */
  paymentOf(providerReference: string): { amount: number; captured: number; refunded: number } | undefined {
    const payment = this.payments.get(providerReference);
    return payment && { ...payment };
  }

  /** Money the test bank has taken and kept over every payment, minor units: captured less refunded. */
  keptTotal(): number {
    return [...this.payments.values()].reduce((sum, payment) => sum + Math.max(0, payment.captured - payment.refunded), 0);
  }

  /** Approved authorisations never captured nor released: money held on a shopper's card for no order. */
  holdCount(): number {
    return [...this.payments.values()].filter((payment) => payment.captured === 0 && payment.refunded === 0).length;
  }

  private open(amount: number): string {
    const providerReference = `test_${randomUUID()}`;
    this.payments.set(providerReference, { amount, captured: 0, refunded: 0 });
    return providerReference;
  }
}
