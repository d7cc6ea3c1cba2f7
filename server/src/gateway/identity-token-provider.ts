import { Inject, Injectable } from '@nestjs/common';
import type { RealmConfiguration, TokenResponse } from '../../../contracts/gateway/identity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { GatewayError } from '../common/errors.js';
import { GatewayAddress } from './gateway-address.js';
import { GatewayTransport } from './gateway-transport.js';
import { isHttpFailure } from './http-helper.js';

/** Renew this long before the token expires, so no call carries an expired token. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The identity-provider bearer token of spec §7: GET of the realm configuration, then a
 * form-encoded client-credentials POST to its token endpoint; cached until near expiry.
 * Concurrent callers share one request.
 */
@Injectable()
export class IdentityTokenProvider {
  private cached?: { token: string; expiresAt: number };
  private pending?: Promise<string>;
  private tokenEndpoint?: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly address: GatewayAddress,
    private readonly http: GatewayTransport,
    private readonly now: () => number = Date.now,
  ) {}

  /** A valid access token. */
  async token(): Promise<string> {
    if (this.cached && this.cached.expiresAt - EXPIRY_MARGIN_MS > this.now()) return this.cached.token;
    this.pending ??= this.fetchToken().finally(() => { this.pending = undefined; });
    return this.pending;
  }

  /** Forget the token (the gateway answered 401). */
  invalidate(): void {
    this.cached = undefined;
  }

  private async discoverTokenEndpoint(): Promise<string> {
    if (this.tokenEndpoint) return this.tokenEndpoint;
    const realm = await this.http.send<RealmConfiguration>({ method: 'GET', url: this.address.idpUrl(), timeoutMs: this.config.gatewayTimeoutMs });
    const service = isHttpFailure(realm) ? undefined : realm.data['token-service'];
    const servicePath = typeof service === 'string' ? URL.parse(service)?.pathname : undefined;
    if (isHttpFailure(realm) || !servicePath) {
      throw new GatewayError(`Identity provider unavailable: ${isHttpFailure(realm) ? realm.errorMessage : 'no token-service'}`, 502);
    }
    // The gateway's own realm (no IDP_URL) names its published address, which this process may
    // not reach (a loopback listener, a proxy that answers 404 on /gateway): its path is called
    // on the gateway's host this process was configured with, so the secret goes nowhere else.
    this.tokenEndpoint = `${this.config.idpUrl ? service as string : new URL(servicePath, this.address.idpUrl()).href}/token`;
    return this.tokenEndpoint;
  }

  private async fetchToken(): Promise<string> {
    const url = await this.discoverTokenEndpoint();
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: this.config.idpClientId, client_secret: this.config.idpClientSecret });
    const answer = await this.http.send<TokenResponse>({
      method: 'POST', url, body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, timeoutMs: this.config.gatewayTimeoutMs,
    });
    if (isHttpFailure(answer) || typeof answer.data.access_token !== 'string') {
      throw new GatewayError(`Identity provider refused the client: ${isHttpFailure(answer) ? answer.errorMessage : 'no access_token'}`, 502);
    }
    const lifetimeMs = Math.max(1, Number(answer.data.expires_in) || 60) * 1000;
    this.cached = { token: answer.data.access_token, expiresAt: this.now() + lifetimeMs };
    return this.cached.token;
  }
}
