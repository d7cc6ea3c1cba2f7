import { Injectable } from '@nestjs/common';
import type { HubServerEvent } from '../../../../contracts/hub.js';

/** An order or payment event for the shopper following one cart (spec §7 Live channel server events). */
export interface OrderEvent {
  shoppingCartId: number;
  event: Exclude<HubServerEvent, { target: 'OnShoppingCartUpdated' | 'OnEnvironmentUpdated' }>;
}

/**
 * The engine's order event feed: placement, payment and the order lifecycle publish after their
 * transaction commits; the engine's shopping-cart hub sends each event to the connections
 * following that cart (in process, as the cart's own change feed).
 */
@Injectable()
export class OrderEvents {
  private readonly listeners = new Set<(event: OrderEvent) => void>();

  /** Calls `listener` on every event until the returned function is called. */
  subscribe(listener: (event: OrderEvent) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  publish(event: OrderEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
