import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import type { createClient } from 'redis';

/** Start-up waits this long for Redis, then goes on without it. */
const START_WAIT_MS = 2_000;

type RedisClient = ReturnType<typeof createClient>;

/**
 * The Redis client library, required on the first connection: a shop without REDIS_URL keeps its
 * ~470 modules (1.5 MB of source, ~5 MB of heap) out of memory.
 */
const redisLibrary = () => createRequire(import.meta.url)('redis') as typeof import('redis');

/**
 * A connection to the Redis of REDIS_URL that never holds the shop up while Redis is away: no
 * offline queue (a command fails at once instead of holding a request), a short connect
 * timeout, and one warning per outage saying what does not work meanwhile (`whileAway`).
 */
export class RedisConnection {
  readonly client: RedisClient;
  private warned = false;

  constructor(url: string, private readonly logger: Logger, private readonly whileAway: string) {
    this.client = redisLibrary().createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
    this.watch(this.client);
    // connect() keeps retrying (and never settles) while Redis is down: users check isReady instead of waiting on it.
    this.client.connect().catch((error: Error) => this.warn(error));
  }

  /**
   * A second connection to the same Redis (a subscriber needs its own), warning through this
   * one. It queues its commands while away: its SUBSCRIBE is sent once Redis answers.
   */
  duplicate(): RedisClient {
    const client = this.client.duplicate({ disableOfflineQueue: false });
    this.watch(client);
    return client;
  }

  /** Waits briefly for Redis, so the first requests use it; a Redis that is down does not hold the start. */
  async started(client: RedisClient = this.client): Promise<void> {
    if (client.isReady) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, START_WAIT_MS);
      client.once('ready', () => { clearTimeout(timer); resolve(); });
    });
  }

  /** Logs the outage once, until Redis answers again. */
  warn(error: Error): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn({ err: error.message }, `${this.whileAway}: Redis cannot be reached`);
  }

  async close(client: RedisClient = this.client): Promise<void> {
    if (client.isReady) await client.close();
    else if (client.isOpen) client.destroy();
  }

  private watch(client: RedisClient): void {
    client.on('error', (error: Error) => this.warn(error));
    client.on('ready', () => { this.warned = false; });
  }
}
