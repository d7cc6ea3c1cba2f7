import { Module } from '@nestjs/common';
import { CartEvents } from '../cart/cart-events.js';
import { EngineCartModule } from '../cart/cart.module.js';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EnvironmentService } from '../environment/environment.service.js';
import { EngineOrderModule } from '../order/order.module.js';
import { OrderEvents } from '../order/order-events.js';
import { CART_CHANGE_FEED, ENVIRONMENT_TOKEN_VERIFIER, ORDER_EVENT_FEED } from './hub-sources.js';
import { EngineShoppingCartHub } from './shopping-cart.hub.js';

/** The engine's shopping-cart hub, fed by the cart's change feed and the order event feed; the HubHost (common/signalr) carries its connections. */
@Module({
  imports: [EngineCartModule, EngineEnvironmentModule, EngineOrderModule],
  providers: [
    EngineShoppingCartHub,
    { provide: CART_CHANGE_FEED, useExisting: CartEvents },
    { provide: ORDER_EVENT_FEED, useExisting: OrderEvents },
    { provide: ENVIRONMENT_TOKEN_VERIFIER, useExisting: EnvironmentService },
  ],
})
export class EngineShoppingCartHubModule {}
