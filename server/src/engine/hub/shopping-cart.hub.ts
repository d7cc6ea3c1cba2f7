import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { GATEWAY_SHOPPING_CART_HUB_PATH, type ShoppingCartUpdated } from '../../../../contracts/hub.js';
import { LOGGER } from '../../common/logger.js';
import { HubHost, HubRefusal, type HubClient } from '../../common/signalr/hub-host.js';
import { EngineTokenService } from '../identity/engine-token.service.js';
import { CartListeners } from './cart-listeners.js';
import {
  CART_CHANGE_FEED, ENVIRONMENT_TOKEN_VERIFIER, ORDER_EVENT_FEED, type CartChange, type CartChangeFeed, type EnvironmentTokenVerifier, type OrderEvent, type OrderEventFeed,
} from './hub-sources.js';

/** Mounted like every engine route, under /gateway. */
export const ENGINE_SHOPPING_CART_HUB_PATH = `/gateway/${GATEWAY_SHOPPING_CART_HUB_PATH}`;

type Listener = HubClient<Record<string, never>>;

/** The engine's bearer token: the Authorization header (Node clients) or access_token (browsers cannot set headers). */
function bearerOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  const query = new URL(request.url ?? '/', 'http://engine').searchParams.get('access_token');
  return query ?? undefined;
}

/**
 * The engine's own shopping-cart hub (the gateway hub a storefront relays): only callers with
 * the engine's bearer token connect, as on every engine route; SendToken with a shopper's raw
 * environment token makes the connection follow that shopper's cart, and every change of it is
 * sent as OnShoppingCartUpdated with the cart's version; the order and payment events of that
 * shopper (OnOrderCompleted, the transaction events, OnOrderCancellationCompleted) follow the same cart.
 */
@Injectable()
export class EngineShoppingCartHub implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new CartListeners<Listener>();
  private unsubscribe: (() => void)[] = [];

  constructor(
    private readonly host: HubHost,
    private readonly engineTokens: EngineTokenService,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(ENVIRONMENT_TOKEN_VERIFIER) private readonly environment: EnvironmentTokenVerifier,
    @Inject(CART_CHANGE_FEED) private readonly cartChanges: CartChangeFeed,
    @Inject(ORDER_EVENT_FEED) private readonly orderEvents: OrderEventFeed,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = [this.cartChanges.subscribe((change) => this.changed(change)), this.orderEvents.subscribe((event) => this.ordered(event))];
    this.host.register<Record<string, never>>({
      path: ENGINE_SHOPPING_CART_HUB_PATH,
      accept: async (request) => {
        const bearer = bearerOf(request);
        return bearer && (await this.engineTokens.isValid(bearer)) ? {} : new HubRefusal(401, 'Unauthorized');
      },
      methods: { SendToken: (client, args) => this.sendToken(client, args) },
      disconnected: (client) => this.listeners.drop(client),
    });
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }

  private async sendToken(client: Listener, args: unknown[]): Promise<void> {
    const [token] = args;
    if (typeof token !== 'string' || !token) throw new Error('SendToken needs the environment token');
    const { shoppingCartId } = await this.environment.verify(token);
    this.listeners.follow(client, shoppingCartId);
  }

  private ordered({ shoppingCartId, event }: OrderEvent): void {
    for (const client of this.listeners.of(shoppingCartId)) client.send(event.target, event.arguments);
  }

  private changed(change: CartChange): void {
    const update: ShoppingCartUpdated = { version: change.version, itemCount: change.itemCount };
    for (const client of this.listeners.of(change.shoppingCartId)) client.send('OnShoppingCartUpdated', [update]);
  }
}
