import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import { RateCounters, waitSeconds } from './rate-limit.js';

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
  private readonly client;
  private warned = false;

  constructor(url: string, private readonly logger: Logger) {
    super();
    // No offline queue: while Redis is away a hit fails at once instead of holding the request.
    this.client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
    this.client.on('error', (error: Error) => this.warnOnce(error));
    // connect() keeps retrying (and never settles) while Redis is down: hits check isReady instead of waiting on it.
    this.client.connect().catch((error: Error) => this.warnOnce(error));
  }

  async hit(key: string, limit: number, windowMs: number): Promise<number> {
    if (!this.client.isReady) {
      this.warnOnce(new Error('not connected'));
      return 0;
    }
    try {
      const [count, leftMs] = await this.client.eval(HIT, { keys: [PREFIX + key], arguments: [String(windowMs)] }) as [number, number];
      this.warned = false;
      return waitSeconds(count, limit, leftMs);
    } catch (error) {
      this.warnOnce(error as Error);
      return 0;
    }
  }

  /** Start-up waits briefly for Redis, so the first requests are counted; a Redis that is down does not hold the start. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.client.isReady) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      this.client.once('ready', () => { clearTimeout(timer); resolve(); });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client.isReady) await this.client.close();
    else if (this.client.isOpen) this.client.destroy();
  }

  private warnOnce(error: Error): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn({ err: error.message }, 'rate limits are not counted: Redis cannot be reached');
  }
}
