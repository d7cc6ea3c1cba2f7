import { publicOrigin } from '../config/public-origin.js';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_REALM } from '../../../contracts/gateway/identity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Path the embedded engine is mounted under. */
export const EMBEDDED_GATEWAY_PREFIX = '/gateway';

/**
 * Where the gateway and the identity provider are. With the embedded engine both live on this
 * process, reached through its loopback listener (loopback-listener.ts), whose ports are only
 * known after listen (tests bind port 0): hence resolved late.
 */
@Injectable()
export class GatewayAddress {
  private boundPort?: number;
  private loopbackPort?: number;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Called once the HTTP server listens: its public port, and the loopback port the process calls itself on. */
  setBoundPort(port: number, loopbackPort: number): void {
    this.boundPort = port;
    this.loopbackPort = loopbackPort;
  }

  /** Base URL of the gateway, without a trailing slash. */
  gatewayUrl(): string {
    return this.config.gatewayUrl ?? `${this.ownOrigin()}${EMBEDDED_GATEWAY_PREFIX}`;
  }

  /** Realm URL of the identity provider (Keycloak shape: {base}/realms/{realm}). */
  idpUrl(): string {
    return this.config.idpUrl ?? `${this.gatewayUrl()}/realms/${DEFAULT_REALM}`;
  }

  /** Origin the /media/ originals come from: this process, or the external gateway's host. */
  mediaOrigin(): string {
    return this.config.gatewayUrl ? new URL(this.config.gatewayUrl).origin : this.ownOrigin();
  }

  /** Origin of this process on its loopback listener (the server asking itself). */
  ownOrigin(): string {
    if (this.loopbackPort === undefined) throw new Error('own origin used before the server listens');
    return `http://127.0.0.1:${this.loopbackPort}`;
  }

  /** Public origin of the shop. */
  publicUrl(): string {
    return publicOrigin({ publicUrl: this.config.publicUrl, port: this.boundPort ?? this.config.port });
  }
}
