import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { RateCounters, waitSeconds } from './rate-limit.js';
import { RedisConnection } from './redis-connection.js';

// One round trip, atomic: the first hit of a window starts its clock; every hit reads what is left.
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

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
    if (!this.redis.client.isReady) {
      this.redis.warn(new Error('not connected'));
      return 0;
    }
    try {
      const [count, leftMs] = await this.redis.client.eval(HIT, { keys: [PREFIX + key], arguments: [String(windowMs)] }) as [number, number];
      return waitSeconds(count, limit, leftMs);
    } catch (error) {
      this.redis.warn(error as Error);
      return 0;
    }
  }

  onApplicationBootstrap(): Promise<void> {
    return this.redis.started();
  }

  onApplicationShutdown(): Promise<void> {
    return this.redis.close();
  }
}
