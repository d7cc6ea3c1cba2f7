import { randomUUID } from 'node:crypto';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { RedisConnection } from '../../common/redis-connection.js';
import type { CartChange, CartChangeFeed, OrderEvent, OrderEventFeed } from './hub-sources.js';

/** The Redis channel every instance's engine hub publishes to and listens on. */
export const HUB_EVENTS_CHANNEL = 'vitrin:hub-events';

/** One message on the channel: a cart change or an order event, and the instance it happened on. */
type SharedEvent = { from: string } & ({ cart: CartChange } | { order: OrderEvent });

type Listener<T> = (item: T) => void;

/**
 * The engine hub's feeds when several instances share one database (REDIS_URL): each change
 * committed here is delivered to this instance's listeners at once, as without Redis, and
 * published on HUB_EVENTS_CHANNEL; what the other instances publish there is delivered to this
 * instance's listeners, so a shopper's tab connected to any instance hears a change made
 * through another. An instance skips its own messages (its listeners already had them). While
 * Redis is away each instance still delivers its own changes, and the log says so once.
 */
export class RedisHubFeeds implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly cartChanges: CartChangeFeed;
  readonly orderEvents: OrderEventFeed;
  private readonly instance = randomUUID();
  private readonly redis: RedisConnection;
  private readonly subscriber;
  private readonly subscribed: Promise<void>;
  private readonly remoteCart = new Set<Listener<CartChange>>();
  private readonly remoteOrder = new Set<Listener<OrderEvent>>();
  private readonly unsubscribe: (() => void)[];

  constructor(url: string, localCart: CartChangeFeed, localOrder: OrderEventFeed, private readonly logger: Logger) {
    this.redis = new RedisConnection(url, logger, 'live-channel events reach only the browsers of the instance they happen on');
    this.subscriber = this.redis.duplicate();
    this.subscribed = this.subscriber.connect()
      .then(() => this.subscriber.subscribe(HUB_EVENTS_CHANNEL, (message) => this.received(message)))
      .catch((error: Error) => this.redis.warn(error));
    this.unsubscribe = [
      localCart.subscribe((cart) => this.share({ from: this.instance, cart })),
      localOrder.subscribe((order) => this.share({ from: this.instance, order })),
    ];
    this.cartChanges = { subscribe: (listener) => merged(localCart, this.remoteCart, listener) };
    this.orderEvents = { subscribe: (listener) => merged(localOrder, this.remoteOrder, listener) };
  }

  /** Start-up waits briefly for the subscription, so a change made through another instance right after is heard. */
  async onApplicationBootstrap(): Promise<void> {
    await Promise.race([this.subscribed, this.redis.started(this.subscriber)]);
    if (this.subscriber.isReady) await this.subscribed;
  }

  async onApplicationShutdown(): Promise<void> {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    await Promise.all([this.redis.close(this.subscriber), this.redis.close()]);
  }

  private share(event: SharedEvent): void {
    // Live events only: one published while Redis is away is of no use later, so it is not queued.
    if (!this.redis.client.isReady) return this.redis.warn(new Error('not connected'));
    this.redis.client.publish(HUB_EVENTS_CHANNEL, JSON.stringify(event)).catch((error: Error) => this.redis.warn(error));
  }

  private received(message: string): void {
    let event: SharedEvent;
    try {
      event = JSON.parse(message) as SharedEvent;
    } catch {
      this.logger.warn({ channel: HUB_EVENTS_CHANNEL }, 'unreadable live-channel event from Redis ignored');
      return;
    }
    if (event.from === this.instance) return;
    if ('cart' in event) for (const listener of this.remoteCart) listener(event.cart);
    else for (const listener of this.remoteOrder) listener(event.order);
  }
}

/** Subscribes `listener` to this instance's feed and to what the others publish. */
function merged<T>(local: { subscribe(listener: Listener<T>): () => void }, remote: Set<Listener<T>>, listener: Listener<T>): () => void {
  const stopLocal = local.subscribe(listener);
  remote.add(listener);
  return () => { stopLocal(); remote.delete(listener); };
}
