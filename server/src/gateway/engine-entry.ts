import type { InProcessAnswer, InProcessRequest } from '../common/in-process-request.js';

/**
 * A line to the engine's shopping-cart hub inside this process: the hub's rules as for a
 * WebSocket connection (the storefront's bearer token at the start, SendToken, the token checked
 * again before every event), without the socket.
 */
export interface EngineHubLine {
  /** Follows the cart of a shopper's raw environment token; rejects a token the engine refuses. */
  sendToken(token: string): Promise<void>;
  close(): void;
}

/**
 * What the embedded engine offers the storefront in this process: its routes (everything under
 * /gateway, each request served by the engine's own middleware, guards, pipes and filters), its
 * hub, and word of its catalogue's changes. Defined here, by its user; the engine module provides it and app.module.ts binds it,
 * so neither side imports the other (DESIGN.md, Layout).
 */
export interface EngineEntry {
  answer(request: InProcessRequest): Promise<InProcessAnswer>;
  /** Rejects when `bearer` is not the engine's token, as the hub's upgrade would answer 401. */
  openHubLine(bearer: string, deliver: (target: string, args: readonly unknown[]) => void): Promise<EngineHubLine>;
  /**
   * Calls `listener` after each committed catalogue change (a staff edit, an import, a price or
   * stock change), once the engine's own indexes hold it; answers the function that stops it.
   */
  onCatalogueChange(listener: () => void): () => void;
}

export const ENGINE_ENTRY = Symbol('ENGINE_ENTRY');
