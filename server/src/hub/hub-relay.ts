/**
 * A browser connection's line to the gateway's shopping-cart hub, whichever way it runs: a
 * SignalR client (GatewayHubRelay) or, with the embedded engine, in this process (InProcessHubRelay).
 */
export interface HubRelay {
  /** Follows `token`'s cart from now on; resolves once the gateway hub took the token. */
  follow(token: string): Promise<void>;
  stop(): Promise<void>;
}
