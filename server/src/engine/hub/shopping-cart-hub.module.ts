import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CartEvents } from '../cart/cart-events.js';
import { EngineCartModule } from '../cart/cart.module.js';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EnvironmentService } from '../environment/environment.service.js';
import { EngineOrderModule } from '../order/order.module.js';
import { OrderEvents } from '../order/order-events.js';
import { CART_CHANGE_FEED, ENVIRONMENT_TOKEN_VERIFIER, ORDER_EVENT_FEED, type CartChangeFeed, type EnvironmentTokenVerifier, type OrderEventFeed } from './hub-sources.js';
import { RedisHubFeeds } from './redis-hub-feeds.js';
import { EngineShoppingCartHub } from './shopping-cart.hub.js';

/** This instance's feeds, or (REDIS_URL) the feeds every instance shares. */
interface HubFeeds {
  cartChanges: CartChangeFeed;
  orderEvents: OrderEventFeed;
}
const HUB_FEEDS = Symbol('HUB_FEEDS');

/**
 * The engine's shopping-cart hub, fed by the cart's change feed and the order event feed (shared
 * by every instance through Redis when REDIS_URL is set); the HubHost (common/signalr) carries
 * its connections.
 */
@Module({
  imports: [EngineCartModule, EngineEnvironmentModule, EngineOrderModule],
  providers: [
    EngineShoppingCartHub,
    {
      provide: HUB_FEEDS,
      inject: [APP_CONFIG, CartEvents, OrderEvents, LOGGER],
      useFactory: (config: AppConfig, cartChanges: CartEvents, orderEvents: OrderEvents, logger: Logger): HubFeeds =>
        (config.redisUrl ? new RedisHubFeeds(config.redisUrl, cartChanges, orderEvents, logger) : { cartChanges, orderEvents }),
    },
    { provide: CART_CHANGE_FEED, inject: [HUB_FEEDS], useFactory: (feeds: HubFeeds) => feeds.cartChanges },
    { provide: ORDER_EVENT_FEED, inject: [HUB_FEEDS], useFactory: (feeds: HubFeeds) => feeds.orderEvents },
    {
      provide: ENVIRONMENT_TOKEN_VERIFIER,
      inject: [EnvironmentService],
      useFactory: (environment: EnvironmentService): EnvironmentTokenVerifier => ({ verify: (token) => environment.verify(token, { touch: false }) }),
    },
  ],
  // The order event feed, every instance's (through Redis when set): the console's live order list follows it too (issue 30 item 7).
  exports: [EngineShoppingCartHub, ORDER_EVENT_FEED],
})
export class EngineShoppingCartHubModule {}
