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

/** A connection's state: the environment token it follows by, and its deliveries in order. */
interface Following {
  token?: string;
  delivery?: Promise<void>;
}
type Listener = HubClient<Following>;

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
 * The token is checked again before every event it is to hear (issue 27 item 6): a sign-in that
 * ended since (sign-out, a password change, its idle end) hears nothing more, and its connection
 * stops following the cart. A connection's events keep their order.
 */
@Injectable()
export class EngineShoppingCartHub implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new CartListeners<Listener>();
  private unsubscribe: (() => void)[] = [];
  /** In-process lines opened so far: their ids are negative, apart from the sockets'. */
  private lines = 0;

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
    this.host.register<Following>({
      path: ENGINE_SHOPPING_CART_HUB_PATH,
      accept: async (request) => {
        const bearer = bearerOf(request);
        return bearer && (await this.engineTokens.isValid(bearer)) ? {} : new HubRefusal(401, 'Unauthorized');
      },
      methods: { SendToken: (client, args) => this.sendToken(client, args) },
      disconnected: (client) => this.unfollow(client),
    });
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }

  /**
   * A connection from inside this process (the storefront's relay when the engine is embedded):
   * the same bearer check as the upgrade, the same SendToken and deliveries, no socket.
   */
  async openLine(bearer: string, deliver: (target: string, args: readonly unknown[]) => void): Promise<{ sendToken(token: string): Promise<void>; close(): void }> {
    if (!(await this.engineTokens.isValid(bearer))) throw new Error('Unauthorized');
    let open = true;
    const client: Listener = {
      id: -(++this.lines),
      state: {},
      send: (target, args) => { if (open) deliver(target, args); },
      close: () => { open = false; },
    };
    return {
      sendToken: (token) => this.sendToken(client, [token]),
      close: () => {
        open = false;
        this.unfollow(client);
      },
    };
  }

  /** Follows the cart of `token`; a refused token leaves the connection following nothing (not what it followed before). */
  private async sendToken(client: Listener, args: unknown[]): Promise<void> {
    this.unfollow(client);
    const [token] = args;
    if (typeof token !== 'string' || !token) throw new Error('SendToken needs the environment token');
    const { shoppingCartId } = await this.environment.verify(token);
    client.state.token = token;
    this.listeners.follow(client, shoppingCartId);
  }

  private ordered({ shoppingCartId, event }: OrderEvent): void {
    for (const client of this.listeners.of(shoppingCartId)) this.deliver(client, event.target, event.arguments);
  }

  private changed(change: CartChange): void {
    const update: ShoppingCartUpdated = { version: change.version, itemCount: change.itemCount };
    for (const client of this.listeners.of(change.shoppingCartId)) this.deliver(client, 'OnShoppingCartUpdated', [update]);
  }

  /**
   * Sends the event once the connection's token is checked again (after its earlier events, so
   * none overtakes another); a token that no longer holds gets nothing and stops following.
   */
  private deliver(client: Listener, target: string, args: readonly unknown[]): void {
    const { state } = client;
    const token = state.token;
    if (!token) return;
    state.delivery = (state.delivery ?? Promise.resolve()).then(async () => {
      if (state.token !== token) return;
      const holds = await this.environment.verify(token).then(() => true, () => false);
      if (state.token !== token) return;
      if (holds) client.send(target, args);
      else this.unfollow(client);
    }).catch((error: unknown) => this.logger.warn({ err: error }, 'engine hub delivery failed'));
  }

  private unfollow(client: Listener): void {
    client.state.token = undefined;
    this.listeners.drop(client);
  }
}
