import { createHash } from 'node:crypto';
import { applyDecorators, HttpStatus, Inject, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { MemberMessage } from '../../../contracts/member/messages.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { cookiesOf } from './cookies.js';
import { AppError } from './errors.js';
import { environmentTokenOf } from './request-context.js';

const MINUTE = 60_000;

/** One limit: at most `limit` requests per `windowMs`, counted per client address and per account. */
export interface RateRule {
  /** Name of the counter (routes sharing a name share counts). */
  name: string;
  ipLimit: number;
  accountLimit: number;
  windowMs: number;
}

/** The limits of abuse-prone routes (issue 14); RATE_LIMIT_SCALE multiplies the counts. */
export const RATE_RULES = {
  signIn: { name: 'sign-in', ipLimit: 20, accountLimit: 5, windowMs: 5 * MINUTE },
  /** Signing up: counted apart, so a new member's sign-up does not use up their sign-in tries (a shopper review). */
  register: { name: 'register', ipLimit: 20, accountLimit: 5, windowMs: 10 * MINUTE },
  /** Checking an activation code: like sign-in, the sixth try on one account inside the window answers 429 (issue 17). */
  otp: { name: 'otp', ipLimit: 20, accountLimit: 5, windowMs: 10 * MINUTE },
  /** Asking for a new code: counted apart, so a shopper who mistyped the code five times can still ask for another. */
  otpResend: { name: 'otp-resend', ipLimit: 20, accountLimit: 10, windowMs: 10 * MINUTE },
  forgotPassword: { name: 'forgot-password', ipLimit: 5, accountLimit: 3, windowMs: 60 * MINUTE },
  guestLogon: { name: 'guest-logon', ipLimit: 10, accountLimit: 10, windowMs: MINUTE },
  newsletter: { name: 'newsletter', ipLimit: 5, accountLimit: 3, windowMs: 60 * MINUTE },
  /** Following a newsletter link (confirm, unsubscribe): tokens are unguessable, this only stops hammering. */
  newsletterLink: { name: 'newsletter-link', ipLimit: 30, accountLimit: 30, windowMs: 10 * MINUTE },
  contactForm: { name: 'contact-form', ipLimit: 5, accountLimit: 5, windowMs: MINUTE },
  /** Anything found by an order number and an e-mail (guest order detail, cancel, return, invoice): a few tries a minute, one counter. */
  orderLookup: { name: 'order-lookup', ipLimit: 20, accountLimit: 10, windowMs: MINUTE },
  /**
   * The engine realm's client-credentials token endpoint, per client address (issue 27): a client
   * keeps its token for minutes, so more than this is guessing secrets or hammering.
   */
  engineToken: { name: 'engine-token', ipLimit: 30, accountLimit: 30, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

const RULE = Symbol('rateRule');

/**
 * Fixed-window counters of the rate limits (the injection token): in this process by default,
 * in Redis when REDIS_URL is set, so every instance behind a balancer counts the same hits.
 */
export abstract class RateCounters {
  /** Counts a hit; answers the seconds to wait when `key` is over `limit`, else 0. */
  abstract hit(key: string, limit: number, windowMs: number): Promise<number>;
  /** The hits of `key`'s window so far and the milliseconds left of it, without counting one (0 and 0 when none is open). */
  abstract peek(key: string): Promise<RateWindow>;
}

/** A window of counted hits, as peek reads it. */
export interface RateWindow {
  count: number;
  leftMs: number;
}

/** Seconds until a window that ends in `leftMs` is over, when `count` is past `limit`; else 0. */
export const waitSeconds = (count: number, limit: number, leftMs: number): number => (count > limit ? Math.max(1, Math.ceil(leftMs / 1000)) : 0);

/** The counters of one instance, in memory. */
export class InProcessRateCounters extends RateCounters {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  hit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<number> {
    if (this.windows.size > 100_000) for (const [stale, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(stale);
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) this.windows.set(key, (window = { count: 0, resetsAt: now + windowMs }));
    window.count += 1;
    return Promise.resolve(waitSeconds(window.count, limit, window.resetsAt - now));
  }

  peek(key: string, now = Date.now()): Promise<RateWindow> {
    const window = this.windows.get(key);
    return Promise.resolve(!window || window.resetsAt <= now ? { count: 0, leftMs: 0 } : { count: window.count, leftMs: window.resetsAt - now });
  }
}

/**
 * Whose account a request works on: the e-mail in its body, else the member or cart its
 * environment token names, else its address. The token's claims are read unverified, which is
 * enough here: a forged token spreads its own counts but is refused by the gateway anyway, and
 * the address's count still holds. (The token's first characters are its header, the same for
 * every shopper, so they cannot tell accounts apart.)
 */
export function accountOf(request: Request): string {
  const body = request.body as Record<string, unknown> | undefined;
  const email = body?.email ?? body?.Email;
  if (typeof email === 'string') return `mail:${email.trim().toLowerCase()}`;
  const token = environmentTokenOf(cookiesOf(request));
  if (!token) return `address:${request.ip}`;
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    const holder = [claims.memberId, claims.shoppingCartId].filter((value) => typeof value === 'number' || typeof value === 'string');
    if (holder.length) return `holder:${holder.join(':')}`;
  } catch {
    // Not JSON: counted by the whole token below.
  }
  return `token:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

/**
 * Refuses a route's request past its rule with 429, a clear message and Retry-After in seconds.
 * Two counts per rule: the client's address, and the account named in the body (e-mail) or,
 * without one, the environment token's cookie, so neither one address nor one account is hammered.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(private readonly reflector: Reflector, private readonly counters: RateCounters, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateRule | undefined>(RULE, context.getHandler());
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const scale = this.config.rateLimitScale;
    const account = accountOf(request);
    const wait = Math.max(...await Promise.all([
      this.counters.hit(`${rule.name}|ip|${request.ip}`, rule.ipLimit * scale, rule.windowMs),
      this.counters.hit(`${rule.name}|account|${account}`, rule.accountLimit * scale, rule.windowMs),
    ]));
    if (!wait) return true;
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(wait));
    throw new AppError(MemberMessage.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED');
  }
}

/** Limits a route by `rule`. */
export const RateLimited = (rule: RateRule) => applyDecorators(SetMetadata(RULE, rule), UseGuards(RateLimitGuard));
