import { HttpStatus } from '@nestjs/common';
import type { GatewayPayOrderResult, GatewayPlaceOrderRequest } from '../../../../contracts/gateway/order.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import type { Order } from '../../../../contracts/order/entities.js';
import type { CardBank } from '../../../../contracts/payment/entities.js';
import { PaymentMessage } from '../../../../contracts/payment/messages.js';
import { THREE_D_SECURE_CHALLENGE_PATH } from '../../../../contracts/payment/payloads.js';
import { AppError, BadInputError } from '../../common/errors.js';
import type { Queryable } from '../db/database.js';
import { installmentPlan, installmentPlans, type InstallmentPlan } from '../payment/installments.js';
import type { AuthorizeResult } from '../payment/payment-provider.js';

/** A placement as the engine keeps it: everything the shopper sent but the card. */
export type PlacementRequest = Omit<GatewayPlaceOrderRequest, 'card'>;

/** What one card charge asks of the bank (minor units). */
export interface CardCharge {
  amount: number;
  currencyCode: string;
  reference: string;
  installmentCount: number;
  points: number;
}

/**
 * The card side of a placement, the same shape for both paths: a card typed at the checkout
 * (authorized now) and a card back from its 3-D Secure challenge (the bank's answer to it).
 */
export interface CardPayment {
  lastFour: string;
  bank: CardBank;
  /** The card's points balance (minor units), asked only when the shopper chose to spend points. */
  points: (currencyCode: string) => Promise<number>;
  authorize: (charge: CardCharge) => Promise<AuthorizeResult>;
}

/** A card payment waiting for its 3-D Secure challenge, kept on the idempotency key; never the card number. */
export interface PendingPayment {
  providerReference: string;
  /** The cart version it priced: a cart changed during the challenge is refused. */
  cartVersion: number;
  /** What the bank was asked to charge, minor units. */
  amount: number;
  currencyCode: string;
  pointsBalance: number;
  lastFour: string;
  bank: CardBank;
  request: PlacementRequest;
  /** Wrong codes typed so far (issue 32 item 7): the payment fails at THREE_D_SECURE_CODE_TRIES. */
  wrongCodes?: number;
}

/** The refusal a key ended with; a repeated callback answers it again. */
export interface FailedPayment {
  message: string;
  status: number;
  code: string;
}

/** A pay-later order's card payment waiting for its 3-D Secure challenge, kept on the idempotency key; never the card number. */
export interface PendingPayLater {
  /** The order the payment is for (the member's own, Waiting when the challenge began). */
  docNo: string;
  providerReference: string;
  /** The order's amount the bank was asked to charge, minor units. */
  amount: number;
  currencyCode: string;
  lastFour: string;
  /** Wrong codes typed so far (issue 32 item 7). */
  wrongCodes?: number;
  /** A guest paying from order tracking (issue 32 item 5): the e-mail the order was found with; absent for a member. */
  guestEmail?: string;
}

/** What an idempotency key holds: the order answered, a payment waiting for 3-D Secure (a checkout's or a pay-later order's), or the refusal it ended with. */
export type KeyState = Order | { threeDSecure: PendingPayment } | { payLaterThreeDSecure: PendingPayLater } | { failed: FailedPayment };

/** Idempotency keys belong to one member: another's key is unknown to them. */
export const keyScopeOf = (memberId: number): string => `member:${memberId}`;

/** A guest's pay-later payment keys belong to the order (issue 32 item 5): found by the key alone, which only the paying browser holds. */
export const GUEST_PAY_SCOPE_PREFIX = 'guest-pay:';
export const guestPayScopeOf = (docNo: string): string => `${GUEST_PAY_SCOPE_PREFIX}${docNo}`;

export const pendingOf = (state: unknown): PendingPayment | undefined =>
  state && typeof state === 'object' && 'threeDSecure' in state ? (state as { threeDSecure: PendingPayment }).threeDSecure : undefined;
export const pendingPayLaterOf = (state: unknown): PendingPayLater | undefined =>
  state && typeof state === 'object' && 'payLaterThreeDSecure' in state ? (state as { payLaterThreeDSecure: PendingPayLater }).payLaterThreeDSecure : undefined;
export const failureOf = (state: unknown): FailedPayment | undefined =>
  state && typeof state === 'object' && 'failed' in state ? (state as { failed: FailedPayment }).failed : undefined;
export const orderOf = (state: unknown): Order | undefined =>
  state && typeof state === 'object' && 'docNo' in state ? state as Order : undefined;

/** The page where the shopper confirms a pending payment (the storefront serves the embedded bank's page). */
export const challengeUrlOf = (idempotencyKey: string): string => `${THREE_D_SECURE_CHALLENGE_PATH}?key=${encodeURIComponent(idempotencyKey)}`;

/** The refusal again, as it was answered the first time. */
export const refusalOf = (failed: FailedPayment): AppError => new AppError(failed.message, failed.status, failed.code);

/** Where idempotency keys are claimed and read back (the order repository). */
export interface IdempotencyKeys {
  claimKey(tx: Queryable, scope: string, key: string, requestHash: string): Promise<boolean>;
  storedKey(tx: Queryable, scope: string, key: string): Promise<{ requestHash: string; answer: unknown } | undefined>;
}

/**
 * Claims a request's idempotency key inside its transaction. A new key answers undefined (go on);
 * a used one answers what it holds, to be answered again; the same key on a different request is 422.
 */
export async function claimKeyOrReplay(keys: IdempotencyKeys, tx: Queryable, scope: string, key: string, requestHash: string): Promise<KeyState | undefined> {
  if (await keys.claimKey(tx, scope, key, requestHash)) return undefined;
  const stored = await keys.storedKey(tx, scope, key);
  if (!stored || stored.requestHash !== requestHash) throw new AppError(OrderMessage.idempotencyConflict, HttpStatus.UNPROCESSABLE_ENTITY, 'IDEMPOTENCY_CONFLICT');
  return stored.answer as KeyState;
}

/** What a used key answers again: its order, its challenge page while the payment waits, or its refusal thrown again. */
export function keyAnswerOf(state: KeyState, idempotencyKey: string): GatewayPayOrderResult {
  const order = orderOf(state);
  if (order) return { order };
  const failed = failureOf(state);
  if (failed) throw refusalOf(failed);
  return { threeDSecure: { challengeUrl: challengeUrlOf(idempotencyKey) } };
}

export const challengeFailed = () => new AppError(PaymentMessage.challengeFailed, HttpStatus.PAYMENT_REQUIRED, 'CHALLENGE_FAILED');

/** A wrong 3-D Secure code with tries left (issue 32 item 7): the payment still waits, the bank's page asks again. */
export const CHALLENGE_CODE_WRONG = 'CHALLENGE_CODE_WRONG';

/** The bank's refusal of a challenge's code: a wrong code (another try may follow) or a failed challenge. */
export const challengeRefusalOf = (answer: AuthorizeResult): AppError =>
  (!answer.approved && answer.reason === 'wrong-code' ? new AppError(PaymentMessage.challengeCodeWrong, HttpStatus.PAYMENT_REQUIRED, CHALLENGE_CODE_WRONG) : challengeFailed());

/**
 * A card the bank refused, for whatever reason it gave (declined, insufficient funds, failed):
 * one message and one code, so the checkout tells a card tester nothing about the card (issue 27
 * item 8). The reason stays in the bank's own records.
 */
export const cardDeclined = () => new AppError(OrderMessage.cardDeclined, HttpStatus.PAYMENT_REQUIRED, 'PAYMENT_DECLINED');

/** The points a card spends on `amount` (minor units): its balance, never more than the amount. */
const pointsSpentOf = (amount: number, pointsBalance: number): number => Math.min(Math.max(pointsBalance, 0), amount);

/**
 * Every plan the bank offers for `amount` (minor units) after the points spent first, as
 * cardChargeOf charges each of them: what the checkout shows before the shopper commits.
 */
export function installmentQuoteOf(amount: number, bank: CardBank, pointsBalance: number): { points: number; plans: InstallmentPlan[] } {
  const points = pointsSpentOf(amount, pointsBalance);
  return { points, plans: installmentPlans(bank, amount - points) };
}

/**
 * What the card is charged for `amount` (minor units, the order's total before card costs): the
 * points spent first (never more than the amount), then the bank's instalment plan on the rest.
 * 400 when the bank does not offer the instalment count.
 */
export function cardChargeOf(amount: number, bank: CardBank, installmentCount: number, pointsBalance: number): { points: number; plan: InstallmentPlan } {
  const points = pointsSpentOf(amount, pointsBalance);
  const plan = installmentPlan(bank, installmentCount, amount - points);
  if (!plan) throw new BadInputError(PaymentMessage.installmentNotOffered);
  return { points, plan };
}
