/**
 * What the engine's hub needs from the rest of the engine, named here so the hub depends on two
 * small shapes: the cart change notifier (engine/cart) and a verifier of environment tokens
 * (engine/environment). shopping-cart-hub.module.ts binds them to the engine's own services
 * (CartEvents, EnvironmentTokens).
 */

import type { CartChange } from '../cart/cart-events.js';

export type { CartChange };

export interface CartChangeFeed {
  /** Calls `listener` on every change until the returned function is called. */
  subscribe(listener: (change: CartChange) => void): () => void;
}

export interface EnvironmentTokenVerifier {
  /** The cart of a valid token; rejects a forged, expired or unknown one. */
  verify(token: string): Promise<{ shoppingCartId: number }>;
}

export const CART_CHANGE_FEED = Symbol('CART_CHANGE_FEED');
export const ENVIRONMENT_TOKEN_VERIFIER = Symbol('ENVIRONMENT_TOKEN_VERIFIER');
