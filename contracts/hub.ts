/**
 * The live cart channel (spec §7 Live channel, §4 live cart channel states, §9 constants): the
 * SignalR JSON hub protocol between the browser and server/src/hub, and between server/src/hub's
 * relay and the gateway's own shopping-cart hub. Methods the client invokes and events the server
 * sends, as discriminated unions on `target`.
 */
import type { Cart } from './cart/entities.js';

/** The browser's hub, under the storefront API. */
export const SHOPPING_CART_HUB_PATH = '/api/hubs/shopping-cart';
/** The gateway's hub, under the gateway base ({GATEWAY_URL}/hubs/shopping-cart). */
export const GATEWAY_SHOPPING_CART_HUB_PATH = 'hubs/shopping-cart';

/** Timings of the channel (S9.08). */
export const HUB_TIMINGS = {
  /** Reconnect delays, then give up (S7.x Live channel). */
  reconnectDelaysMs: [0, 2000, 10000, 30000] as readonly number[],
  /** SendToken is sent again this often, and after each reconnect. */
  tokenResendMs: 3_000_000,
  /** A side that hears nothing for this long drops the connection. */
  serverTimeoutMs: 30_000,
  /** The server pings this often. */
  keepAliveMs: 15_000,
} as const;

/**
 * SendToken: who is listening. Towards the gateway hub the relay sends the raw environment token.
 * From the browser the argument is empty: browser code never reads a token (it is an httpOnly
 * cookie), so the storefront hub takes it from the cookie at the WebSocket upgrade.
 */
export type HubClientInvocation = { target: 'SendToken'; arguments: [token: string] };

/** A cart change (OnShoppingCartUpdated). */
export interface ShoppingCartUpdated {
  /** The cart's version after the change: a browser holding this version or a newer one ignores it. */
  version: number;
  itemCount: number;
  /** The changed cart, priced in the currency of the change that raised it (the browser reloads when it shows another). */
  cart?: Cart;
}

/** An order's outcome (OnOrderCompleted). */
export interface OrderCompleted {
  isSuccess: boolean;
  docNo?: string;
}

/** Events the server sends (S7.x Live channel). The misspelling of OnSecuredTransactionCompletionInitalized is the spec's. */
export type HubServerEvent =
  | { target: 'OnTransactionInitializing'; arguments: [] }
  | { target: 'OnTransactionInitialized'; arguments: [transaction: Record<string, unknown>] }
  | { target: 'OnSecuredTransactionInitialized'; arguments: [transaction: Record<string, unknown>] }
  | { target: 'OnSecuredTransactionCompletionInitalized'; arguments: [transaction: Record<string, unknown>] }
  | { target: 'OnOrderCompleted'; arguments: [order: OrderCompleted] }
  | { target: 'OnShoppingCartUpdated'; arguments: [update: ShoppingCartUpdated] }
  | { target: 'OnOrderCancellationCompleted'; arguments: [order: OrderCompleted] }
  /**
   * The shopper's environment changed (a sign-in elsewhere). Towards the browser it carries no
   * token: the browser asks the API again, which sets the new cookie.
   */
  | { target: 'OnEnvironmentUpdated'; arguments: [environment: { token?: string }] };

export type HubEventName = HubServerEvent['target'];

/** Every server event name, for the client to subscribe to and the relay to forward. */
export const HUB_EVENT_NAMES: readonly HubEventName[] = [
  'OnTransactionInitializing', 'OnTransactionInitialized', 'OnSecuredTransactionInitialized',
  'OnSecuredTransactionCompletionInitalized', 'OnOrderCompleted', 'OnShoppingCartUpdated',
  'OnOrderCancellationCompleted', 'OnEnvironmentUpdated',
];
