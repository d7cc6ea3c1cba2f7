import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, Optional, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { CartMessage } from '../../../contracts/cart/messages.js';
import { GATEWAY_SHOPPING_CART_HUB_PATH, SHOPPING_CART_HUB_PATH, type HubEventName } from '../../../contracts/hub.js';
import { cookiesOf } from '../common/cookies.js';
import { environmentTokenOf } from '../common/request-context.js';
import { fromOwnOrigin } from '../common/same-origin.js';
import { LOGGER } from '../common/logger.js';
import { HubHost, HubRefusal, type HubClient } from '../common/signalr/hub-host.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { GatewayAddress } from '../gateway/gateway-address.js';
import { IdentityTokenProvider } from '../gateway/identity-token-provider.js';
import { ENGINE_ENTRY, type EngineEntry } from '../gateway/engine-entry.js';
import { GatewayHubRelay } from './gateway-hub-relay.js';
import type { HubRelay } from './hub-relay.js';
import { InProcessHubRelay } from './in-process-hub-relay.js';

/** A browser's connection: its token as the cookie held it at the upgrade, and its line upstream. */
export interface BrowserConnection {
  token?: string;
  relay?: HubRelay;
}


/**
 * The browser's live cart channel (spec §7 Live channel) at /api/hubs/shopping-cart. Browser code
 * never reads the environment token (httpOnly), so the hub takes it from the cookie at the
 * upgrade; SendToken from the browser (no argument needed) starts or renews the upstream relay,
 * whose events reach the browser as they come. Upstream failures are only logged (S8.19).
 */
@Injectable()
export class ShoppingCartHub implements OnModuleInit, BeforeApplicationShutdown {
  private readonly relays = new Set<HubRelay>();

  constructor(
    private readonly host: HubHost,
    private readonly address: GatewayAddress,
    private readonly tokens: IdentityTokenProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(ENGINE_ENTRY) private readonly engine?: EngineEntry,
  ) {}

  onModuleInit(): void {
    this.host.register<BrowserConnection>({
      path: SHOPPING_CART_HUB_PATH,
      accept: (request) => this.accept(request),
      methods: { SendToken: (client) => this.sendToken(client) },
      disconnected: (client) => this.release(client.state),
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.relays].map((relay) => relay.stop()));
    this.relays.clear();
  }

  private accept(request: IncomingMessage): BrowserConnection | HubRefusal {
    if (!this.sameOrigin(request)) return new HubRefusal(403, 'Forbidden');
    const token = environmentTokenOf(cookiesOf(request));
    return token ? { token } : {};
  }

  /** A page of another site may not open a channel carrying this shop's cookie. */
  private sameOrigin(request: IncomingMessage): boolean {
    return fromOwnOrigin(request, this.config.publicUrl);
  }

  private async sendToken(client: HubClient<BrowserConnection>): Promise<void> {
    const state = client.state;
    if (!state.token) {
      this.logger.debug({ connection: client.id }, CartMessage.tokenMissing);
      return;
    }
    if (!state.relay) {
      state.relay = this.relayFor((event, args) => client.send(event, this.forBrowser(event, args)));
      this.relays.add(state.relay);
    }
    try {
      await state.relay.follow(state.token);
    } catch (error) {
      this.logger.warn({ err: error, connection: client.id }, 'gateway hub unavailable; live cart updates paused');
    }
  }

  /** In this process when the gateway transport is (the embedded engine), else a SignalR client of the gateway's hub. */
  private relayFor(forward: (event: HubEventName, args: unknown[]) => void): HubRelay {
    const bearerToken = () => this.tokens.token();
    if (this.config.gatewayTransport === 'in-process' && this.engine) return new InProcessHubRelay(this.engine, bearerToken, forward);
    return new GatewayHubRelay({ url: `${this.address.gatewayUrl()}/${GATEWAY_SHOPPING_CART_HUB_PATH}`, bearerToken }, forward, this.logger);
  }

  /** The browser never sees a token: an environment change only tells it to ask the API again. */
  private forBrowser(event: HubEventName, args: unknown[]): unknown[] {
    return event === 'OnEnvironmentUpdated' ? [{}] : args;
  }

  private release(state: BrowserConnection): void {
    const relay = state.relay;
    if (!relay) return;
    state.relay = undefined;
    this.relays.delete(relay);
    relay.stop().catch((error: unknown) => this.logger.debug({ err: error }, 'gateway hub relay did not stop cleanly'));
  }
}
