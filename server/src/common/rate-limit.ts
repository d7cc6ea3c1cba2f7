import { applyDecorators, HttpStatus, Inject, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { MemberMessage } from '../../../contracts/member/messages.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError } from './errors.js';

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
  otp: { name: 'otp', ipLimit: 20, accountLimit: 10, windowMs: 10 * MINUTE },
  forgotPassword: { name: 'forgot-password', ipLimit: 5, accountLimit: 3, windowMs: 60 * MINUTE },
  guestLogon: { name: 'guest-logon', ipLimit: 10, accountLimit: 10, windowMs: MINUTE },
  newsletter: { name: 'newsletter', ipLimit: 5, accountLimit: 3, windowMs: 60 * MINUTE },
  /** Following a newsletter link (confirm, unsubscribe): tokens are unguessable, this only stops hammering. */
  newsletterLink: { name: 'newsletter-link', ipLimit: 30, accountLimit: 30, windowMs: 10 * MINUTE },
  contactForm: { name: 'contact-form', ipLimit: 5, accountLimit: 5, windowMs: MINUTE },
  /** Anything found by an order number and an e-mail (guest order detail, cancel, return, invoice): a few tries a minute, one counter. */
  orderLookup: { name: 'order-lookup', ipLimit: 20, accountLimit: 10, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

const RULE = Symbol('rateRule');

/**
 * Fixed-window counters of the rate limits (the injection token): in this process by default,
 * in Redis when REDIS_URL is set, so every instance behind a balancer counts the same hits.
 */
export abstract class RateCounters {
  /** Counts a hit; answers the seconds to wait when `key` is over `limit`, else 0. */
  abstract hit(key: string, limit: number, windowMs: number): Promise<number>;
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
    const body = request.body as Record<string, unknown> | undefined;
    const email = body?.email ?? body?.Email;
    const account = typeof email === 'string' ? `mail:${email.trim().toLowerCase()}` : `cookie:${request.headers.cookie?.match(/environment_token=([^;]{0,64})/)?.[1] ?? request.ip}`;
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
