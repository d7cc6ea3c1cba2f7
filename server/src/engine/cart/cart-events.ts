import { Injectable } from '@nestjs/common';

/** A committed change of one cart. */
export interface CartChange {
  shoppingCartId: number;
  version: number;
  itemCount: number;
}

/**
 * The engine's cart change feed: the cart service publishes after each committed change, the
 * engine's shopping-cart hub listens (in process; engine/hub/redis-hub-feeds.ts shares it between instances).
 */
@Injectable()
export class CartEvents {
  private readonly listeners = new Set<(change: CartChange) => void>();

  /** Calls `listener` on every change until the returned function is called. */
  subscribe(listener: (change: CartChange) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  publish(change: CartChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
