import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { RateCounters, waitSeconds, type RateWindow } from './rate-limit.js';
import { RedisConnection } from './redis-connection.js';

// One round trip, atomic: the first hit of a window starts its clock; every hit reads what is left.
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// A window's count and what is left of it, counting nothing.
const PEEK = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;

const PREFIX = 'vitrin:rate:';

/**
 * Rate-limit counters shared by every instance through Redis (REDIS_URL). When Redis cannot be
 * reached the limit lets the request through and says so in the log: an outage of the limiter
 * must not lock every shopper out of signing in.
 */
export class RedisRateCounters extends RateCounters implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly redis;

  constructor(url: string, logger: Logger) {
    super();
    this.redis = new RedisConnection(url, logger, 'rate limits are not counted');
  }

  async hit(key: string, limit: number, windowMs: number): Promise<number> {
    const window = await this.run(HIT, key, [String(windowMs)]);
    return window ? waitSeconds(window[0], limit, window[1]) : 0;
  }

  async peek(key: string): Promise<RateWindow> {
    const window = await this.run(PEEK, key, []);
    return window && window[1] > 0 ? { count: window[0], leftMs: window[1] } : { count: 0, leftMs: 0 };
  }

  /** A script's count and milliseconds left for `key`; undefined (nothing counted) while Redis cannot be reached. */
  private async run(script: string, key: string, args: string[]): Promise<[number, number] | undefined> {
    if (!this.redis.client.isReady) {
      this.redis.warn(new Error('not connected'));
      return undefined;
    }
    try {
      return await this.redis.client.eval(script, { keys: [PREFIX + key], arguments: args }) as [number, number];
    } catch (error) {
      this.redis.warn(error as Error);
      return undefined;
    }
  }

  onApplicationBootstrap(): Promise<void> {
    return this.redis.started();
  }

  onApplicationShutdown(): Promise<void> {
    return this.redis.close();
  }
}
