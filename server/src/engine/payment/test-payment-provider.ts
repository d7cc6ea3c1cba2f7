import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { cardDigits, TEST_CARDS } from '../../../../contracts/order/card.js';
import type { AuthorizeRequest, AuthorizeResult, PaymentProvider } from './payment-provider.js';

/**
 * The embedded engine's card provider: no money moves. It answers the documented test cards the
 * way real providers do (4000000000000002 declined, 4000000000009995 insufficient funds) and
 * approves every other card that reaches it. Keeps only references and amounts, in memory.
 */
@Injectable()
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'CreditCard' as const;
  private readonly payments = new Map<string, { amount: number; captured: number; refunded: number }>();

  authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const number = cardDigits(request.card.number);
    if (number === TEST_CARDS.declined) return Promise.resolve({ approved: false, reason: 'declined' });
    if (number === TEST_CARDS.insufficientFunds) return Promise.resolve({ approved: false, reason: 'insufficient-funds' });
    const providerReference = `test_${randomUUID()}`;
    this.payments.set(providerReference, { amount: request.amount, captured: 0, refunded: 0 });
    return Promise.resolve({ approved: true, providerReference });
  }

  capture(providerReference: string, amount: number): Promise<void> {
    const payment = this.payments.get(providerReference);
    if (!payment || amount > payment.amount - payment.captured) return Promise.reject(new Error('capture over the authorized amount'));
    payment.captured += amount;
    return Promise.resolve();
  }

  refund(providerReference: string, amount: number): Promise<void> {
    const payment = this.payments.get(providerReference);
    if (!payment) return Promise.reject(new Error('unknown payment'));
    payment.refunded += amount;
    return Promise.resolve();
  }
}
