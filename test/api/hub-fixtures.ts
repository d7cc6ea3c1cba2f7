import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_TIMINGS, SHOPPING_CART_HUB_PATH, type ShoppingCartUpdated } from '../../contracts/hub.js';

/** A browser's live cart channel to the shop at `url`, carrying `cookie` as the browser would (not started). */
export function cartChannel(url: string, cookie?: string, headers: Record<string, string> = {}): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${url}${SHOPPING_CART_HUB_PATH}`, { transport: HttpTransportType.WebSockets, skipNegotiation: true, headers: { ...(cookie ? { cookie } : {}), ...headers } })
    .withAutomaticReconnect([...HUB_TIMINGS.reconnectDelaysMs])
    .configureLogging(LogLevel.None)
    .build();
}

/** Every OnShoppingCartUpdated a connection got, and a promise for the next one matching. */
export function updatesOf(connection: HubConnection) {
  const seen: ShoppingCartUpdated[] = [];
  const waiting: { match: (update: ShoppingCartUpdated) => boolean; resolve: (update: ShoppingCartUpdated) => void }[] = [];
  connection.on('OnShoppingCartUpdated', (update: ShoppingCartUpdated) => {
    seen.push(update);
    for (const waiter of [...waiting]) {
      if (waiter.match(update)) { waiting.splice(waiting.indexOf(waiter), 1); waiter.resolve(update); }
    }
  });
  return {
    seen,
    next: (match: (update: ShoppingCartUpdated) => boolean) => new Promise<ShoppingCartUpdated>((resolve) => {
      const already = seen.find(match);
      if (already) resolve(already); else waiting.push({ match, resolve });
    }),
  };
}
