import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { RedisConnection } from '../redis-connection.js';

/**
 * The bot-check solutions already accepted, until their challenge expires (the injection token):
 * in this process by default, in Redis when REDIS_URL is set, so a solution one instance took is
 * refused by every other. Spending is one atomic step: of any number of requests carrying the
 * same solution at once, exactly one is told it came first.
 */
export abstract class SpentSolutions {
  /** true for the first spender of `key` before `expiresAtMs`; false when it was spent already. */
  abstract spend(key: string, expiresAtMs: number): Promise<boolean>;
}

/** Spent solutions of one instance: check and mark in one synchronous step, so no request interleaves. */
export class InProcessSpentSolutions extends SpentSolutions {
  private readonly spent = new Map<string, number>();

  spend(key: string, expiresAtMs: number, now = Date.now()): Promise<boolean> {
    if (this.spent.size > 10_000) for (const [stale, expires] of this.spent) if (expires <= now) this.spent.delete(stale);
    const expires = this.spent.get(key);
    if (expires !== undefined && expires > now) return Promise.resolve(false);
    this.spent.set(key, expiresAtMs);
    return Promise.resolve(true);
  }
}

const PREFIX = 'vitrin:altcha:';

/**
 * Spent solutions shared by every instance: SET NX with the challenge's expiry, one atomic
 * command. While Redis cannot be reached this instance still refuses what it took itself (the
 * in-process store), and the log says so: a replay through another instance is possible only
 * then, which is better than refusing every shopper's bot check.
 */
export class RedisSpentSolutions extends SpentSolutions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly redis: RedisConnection;
  private readonly local = new InProcessSpentSolutions();

  constructor(url: string, logger: Logger) {
    super();
    this.redis = new RedisConnection(url, logger, 'bot-check solutions are remembered by this instance only');
  }

  async spend(key: string, expiresAtMs: number): Promise<boolean> {
    // Marked here as well: a solution is never taken twice by this instance, with Redis or without.
    if (!(await this.local.spend(key, expiresAtMs))) return false;
    if (!this.redis.client.isReady) {
      this.redis.warn(new Error('not connected'));
      return true;
    }
    try {
      return (await this.redis.client.set(PREFIX + key, '1', { condition: 'NX', expiration: { type: 'PXAT', value: Math.max(expiresAtMs, Date.now() + 1000) } })) === 'OK';
    } catch (error) {
      this.redis.warn(error as Error);
      return true;
    }
  }

  onApplicationBootstrap(): Promise<void> {
    return this.redis.started();
  }

  onApplicationShutdown(): Promise<void> {
    return this.redis.close();
  }
}
