/**
 * What the engine's hub needs from the rest of the engine, named here so the hub depends on two
 * small shapes: the cart change notifier (engine/cart), the order event feed (engine/order) and a verifier of environment tokens
 * (engine/environment). shopping-cart-hub.module.ts binds them to the engine's own services
 * (CartEvents, OrderEvents, EnvironmentService).
 */

import type { CartChange } from '../cart/cart-events.js';
import type { OrderEvent } from '../order/order-events.js';

export type { CartChange, OrderEvent };

export interface CartChangeFeed {
  /** Calls `listener` on every change until the returned function is called. */
  subscribe(listener: (change: CartChange) => void): () => void;
}

export interface OrderEventFeed {
  /** Calls `listener` on every order or payment event until the returned function is called. */
  subscribe(listener: (event: OrderEvent) => void): () => void;
}

export interface EnvironmentTokenVerifier {
  /**
   * The cart of a token that holds now; rejects a forged, expired or unknown one, and one whose
   * sign-in has ended. Listening is not activity: it never keeps a sign-in from its idle end.
   */
  verify(token: string): Promise<{ shoppingCartId: number }>;
}

export const CART_CHANGE_FEED = Symbol('CART_CHANGE_FEED');
export const ORDER_EVENT_FEED = Symbol('ORDER_EVENT_FEED');
export const ENVIRONMENT_TOKEN_VERIFIER = Symbol('ENVIRONMENT_TOKEN_VERIFIER');
