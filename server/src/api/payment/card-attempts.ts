import { createHmac } from 'node:crypto';
import {
  applyDecorators, HttpStatus, Inject, Injectable, SetMetadata, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { PaymentType } from '../../../../contracts/enums.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { CAPTCHA_HEADER } from '../../../../contracts/member/payloads.js';
import { cardDigits } from '../../../../contracts/order/card.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { PaymentMessage } from '../../../../contracts/payment/messages.js';
import type { CardBotCheckData } from '../../../../contracts/payment/payloads.js';
import { BotCheckService } from '../../common/bot-check/bot-check.service.js';
import { AppError } from '../../common/errors.js';
import { accountOf, RateCounters } from '../../common/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const MINUTE = 60_000;

/** Who a card attempt is counted for: the shopper (token's member and cart), the client's address, the card (a keyed hash of its number). */
type Holder = 'shopper' | 'address' | 'card';
type PerHolder = Readonly<Record<Holder, number>>;

/**
 * The limits on card attempts (issue 27 item 8: 40 declines in 1.4 s, 60 point look-ups in 0.6 s
 * was card testing). Counted per shopper, per address and per card, in the rate limits' counters
 * (in process, or Redis with REDIS_URL, so every instance counts together); RATE_LIMIT_SCALE
 * multiplies every count.
 */
export const CARD_LIMITS = {
  /** The window declines and card payments are counted in. */
  windowMs: 30 * MINUTE,
  /** Declines after which every card payment needs the bot check solved. */
  botCheckAfter: { shopper: 3, address: 5, card: 3 } satisfies PerHolder,
  /** Declines after which card payments are refused (429) until the window ends, bot check or not. */
  refuseAfter: { shopper: 10, address: 20, card: 6 } satisfies PerHolder,
  /**
   * Card payments the bank refused or challenged (placements, pay-later payments, 3-D Secure
   * starts); every try counts while it runs, and one that paid, or never reached the bank, is
   * forgiven once answered.
   */
  payments: { shopper: 20, address: 40, card: 10 } satisfies PerHolder,
  /** The window card look-ups are counted in. */
  lookupWindowMs: 10 * MINUTE,
  /** Look-ups of a card's bank and instalments (by its first digits) and of its points (by its number). */
  lookups: { shopper: 30, address: 60, card: 10 } satisfies PerHolder,
} as const;

/** What a route's body says about the card it tries: undefined when it tries no card (another payment type). */
type CardOf = (body: Record<string, unknown>) => { number?: string } | undefined;

interface CardRoute {
  kind: 'payment' | 'lookup';
  cardOf: CardOf;
}

const ROUTE = Symbol('cardRoute');

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A card payment of this route's body (place-order, pay-order): a card attempt when it pays by card. */
const paidByCard: CardOf = (body) => {
  if (body.paymentType !== PaymentType.CreditCard) return undefined;
  const card = body.card as Record<string, unknown> | undefined;
  return { number: text(card?.number) };
};

/**
 * A card payment route: declines are counted; after a few, the next tries need the bot check
 * (the payment form shows it); after more, or too many tries, 429 with Retry-After.
 */
export const CardPayment = () => applyDecorators(SetMetadata(ROUTE, { kind: 'payment', cardOf: paidByCard } satisfies CardRoute), UseInterceptors(CardAttempts));

/** A card look-up route (instalments, points): limited; `field` names the body's whole card number, if it carries one. */
export const CardLookup = (field?: string) =>
  applyDecorators(SetMetadata(ROUTE, { kind: 'lookup', cardOf: (body) => ({ number: field ? text(body[field]) : undefined }) } satisfies CardRoute), UseInterceptors(CardAttempts));

/** A card answer that declined it, whatever the bank's reason (the engine answers them all alike). */
const isDecline = (error: unknown): boolean => error instanceof AppError && error.status === Number(HttpStatus.PAYMENT_REQUIRED) && error.message === OrderMessage.cardDeclined;

const BOT_CHECK: CardBotCheckData = { botCheckRequired: true };

/** An answer that sends the shopper to the bank's 3-D Secure page: the bank was asked, nothing is proven yet. */
const startsChallenge = (outcome: unknown): boolean => typeof outcome === 'object' && outcome !== null && Boolean((outcome as { threeDSecure?: unknown }).threeDSecure);

/**
 * Card testing stopped at the storefront's door (issue 27 item 8): every card payment and card
 * look-up is counted per shopper, per address and per card; a card is counted by a keyed hash of
 * its number, never by the number. A payment counts as it starts (a burst meets the limit too)
 * and is forgiven when it paid or never reached the bank, so only declines and 3-D Secure starts
 * use the allowance up. Declines are counted after the engine answers (one message for every
 * decline, the engine's); from the few-th on, the answer and every later card payment ask for
 * the ALTCHA bot check (428 until a solved one comes in the CaptchaToken header, each solution
 * once). Counts live in the rate limits' counters: in process, or in Redis for every instance.
 */
@Injectable()
export class CardAttempts implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly counters: RateCounters,
    private readonly botCheck: BotCheckService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<CardRoute | undefined>(ROUTE, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const card = route?.cardOf(body);
    if (!route || !card) return next.handle();
    const holders = this.holdersOf(request, card.number);
    const answer = () => lastValueFrom(next.handle(), { defaultValue: undefined });
    const response = http.getResponse<Response>();
    return from(route.kind === 'payment' ? this.payment(holders, request, response, answer) : this.lookup(holders, response, answer));
  }

  private async payment(holders: [Holder, string][], request: Request, response: Response, answer: () => Promise<unknown>): Promise<unknown> {
    const [declines, forgiven] = await Promise.all([this.peek(holders, 'card-decline'), this.peek(holders, 'card-forgiven')]);
    const refusedForMs = Math.max(0, ...holders.map(([holder], index) => (declines[index].count >= this.limit(CARD_LIMITS.refuseAfter, holder) ? declines[index].leftMs : 0)));
    if (refusedForMs > 0) this.tooMany(response, Math.ceil(refusedForMs / 1000));
    // Every try counts at once, so a burst of tries sent together meets the limit too; a try the
    // bank neither refused nor challenged (a paid order, an empty cart, a mistyped number) is
    // forgiven once it is answered, so shoppers who pay are never held back.
    await this.count(holders, 'card-payment', CARD_LIMITS.payments, CARD_LIMITS.windowMs, response, forgiven.map((window) => window.count));
    const declined = (index: number, extra = 0) => declines[index].count + extra >= this.limit(CARD_LIMITS.botCheckAfter, holders[index][0]);
    if (holders.some((_, index) => declined(index))) await this.solvedBotCheck(request.headers[CAPTCHA_HEADER]);
    let outcome: unknown;
    try {
      outcome = await answer();
    } catch (error) {
      if (!isDecline(error)) {
        await this.forgive(holders);
        throw error;
      }
      await Promise.all(holders.map(([holder, id]) => this.counters.hit(`card-decline|${holder}|${id}`, this.limit(CARD_LIMITS.refuseAfter, holder), CARD_LIMITS.windowMs)));
      // The answer says so when the next try will need the bot check: the form shows it at once.
      if (holders.some((_, index) => declined(index, 1))) throw new AppError((error as AppError).message, HttpStatus.PAYMENT_REQUIRED, (error as AppError).code, BOT_CHECK);
      throw error;
    }
    if (!startsChallenge(outcome)) await this.forgive(holders);
    return outcome;
  }

  private peek(holders: [Holder, string][], name: string) {
    return Promise.all(holders.map(([holder, id]) => this.counters.peek(`${name}|${holder}|${id}`)));
  }

  private async forgive(holders: [Holder, string][]): Promise<void> {
    await Promise.all(holders.map(([holder, id]) => this.counters.hit(`card-forgiven|${holder}|${id}`, Number.MAX_SAFE_INTEGER, CARD_LIMITS.windowMs)));
  }

  private async lookup(holders: [Holder, string][], response: Response, answer: () => Promise<unknown>): Promise<unknown> {
    await this.count(holders, 'card-lookup', CARD_LIMITS.lookups, CARD_LIMITS.lookupWindowMs, response);
    return answer();
  }

  /** One hit on each holder's counter of `name`; 429 when any is over its limit (raised by the holder's `allowances`, if any). */
  private async count(holders: [Holder, string][], name: string, limits: PerHolder, windowMs: number, response: Response, allowances: number[] = []): Promise<void> {
    const waits = await Promise.all(holders.map(([holder, id], index) => this.counters.hit(`${name}|${holder}|${id}`, this.limit(limits, holder) + (allowances[index] ?? 0), windowMs)));
    const wait = Math.max(0, ...waits);
    if (wait > 0) this.tooMany(response, wait);
  }

  /** The bot check the form solved; refused (and asked for again) when it is missing, forged or used. */
  private async solvedBotCheck(solution: string | string[] | undefined): Promise<void> {
    const given = typeof solution === 'string' && solution ? solution : undefined;
    if (!given) throw new AppError(PaymentMessage.botCheckRequired, HttpStatus.PRECONDITION_REQUIRED, 'BOT_CHECK_REQUIRED', BOT_CHECK);
    try {
      await this.botCheck.verify(given);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.message, error.status, error.code, BOT_CHECK);
      throw error;
    }
  }

  private tooMany(response: Response, seconds: number): never {
    response.setHeader('Retry-After', String(seconds));
    throw new AppError(MemberMessage.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED');
  }

  private limit(limits: PerHolder, holder: Holder): number {
    return limits[holder] * this.config.rateLimitScale;
  }

  /** The shopper, the address and, with a whole number, the card (keyed: the hash in a counter never gives the number back). */
  private holdersOf(request: Request, cardNumber: string | undefined): [Holder, string][] {
    const holders: [Holder, string][] = [['shopper', accountOf(request, 'holder')], ['address', request.ip ?? 'unknown']];
    const digits = cardNumber ? cardDigits(cardNumber) : '';
    if (digits.length >= 12) holders.push(['card', createHmac('sha256', this.config.altchaHmacKey).update(`card-attempts:${digits}`).digest('base64url').slice(0, 32)]);
    return holders;
  }
}
