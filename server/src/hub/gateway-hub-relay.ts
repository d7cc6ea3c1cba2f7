import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { Logger } from 'pino';
import { HUB_EVENT_NAMES, HUB_TIMINGS, type HubEventName } from '../../../contracts/hub.js';
import type { HubRelay } from './hub-relay.js';

/**
 * The relay's reconnect delays. Not the browser's (S9 live channel: 0, 2, 10, 30 s, then give up):
 * the browser stays connected to us while the gateway is away, so a relay that gave up would
 * leave it deaf for good, and one waiting 10 s would hear again long after the gateway is back.
 * It tries at once, then every 1 to 3 s for as long as its browser stays, the wait spread so the
 * relays of many browsers do not knock on the gateway together.
 */
export function relayRetryDelayMs(previousRetryCount: number, random: () => number = Math.random): number {
  if (previousRetryCount === 0) return 0;
  return 1_000 + Math.round(random() * 2_000);
}

/** Where the gateway's hub is and how to prove the storefront may listen. */
export interface GatewayHubAccess {
  url: string;
  bearerToken(): Promise<string>;
}

/**
 * One browser connection's line to the gateway's shopping-cart hub (an @microsoft/signalr client,
 * as for an external gateway): it says whose cart to follow (SendToken with the raw environment
 * token, again after every reconnect) and hands every server event to `forward`.
 */
export class GatewayHubRelay implements HubRelay {
  private connection?: HubConnection;
  private token?: string;
  private stopped = false;

  constructor(
    private readonly access: GatewayHubAccess,
    private readonly forward: (event: HubEventName, args: unknown[]) => void,
    private readonly logger: Logger,
  ) {}

  /** Follows `token`'s cart from now on; resolves once the gateway hub took the token. */
  async follow(token: string): Promise<void> {
    this.token = token;
    const connection = this.connection ??= this.build();
    if (connection.state === HubConnectionState.Disconnected) await connection.start();
    if (this.stopped) return;
    await connection.invoke('SendToken', token);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.connection?.stop();
  }

  private build(): HubConnection {
    const connection = new HubConnectionBuilder()
      .withUrl(this.access.url, {
        transport: HttpTransportType.WebSockets,
        skipNegotiation: true,
        // Sent as the Authorization header by the Node client.
        accessTokenFactory: () => this.access.bearerToken(),
      })
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: ({ previousRetryCount }) => relayRetryDelayMs(previousRetryCount) })
      .withServerTimeout(HUB_TIMINGS.serverTimeoutMs)
      .withKeepAliveInterval(HUB_TIMINGS.keepAliveMs)
      .configureLogging(LogLevel.None)
      .build();
    for (const event of HUB_EVENT_NAMES) connection.on(event, (...args: unknown[]) => this.forward(event, args));
    connection.onreconnected(() => {
      if (this.token) connection.invoke('SendToken', this.token).catch((error: unknown) => this.logger.warn({ err: error }, 'gateway hub refused the token after reconnecting'));
    });
    connection.onclose((error) => {
      if (!this.stopped) this.logger.warn({ err: error }, 'gateway hub connection lost');
    });
    return connection;
  }
}
