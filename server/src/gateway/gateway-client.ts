import { Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../contracts/enums.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { GatewayAddress } from './gateway-address.js';
import { GatewayError } from '../common/errors.js';
import { GatewayTransport } from './gateway-transport.js';
import { isHttpFailure, type HttpFailure, type HttpMethod, type HttpResponse, type QueryValue } from './http-helper.js';
import { IdentityTokenProvider } from './identity-token-provider.js';

export interface GatewayCall {
  /** Path under the gateway base: {service}/api/{area}/{method}. */
  path: string;
  /** Language of the answer; sent on every call (spec §7). */
  culture: Culture;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The storefront's only way to the backend gateway: the gateway base URL, the language and the
 * identity-provider bearer token on every call, sent by the transport chosen at start (in this
 * process to the embedded engine, or the spec §7 HTTP helper).
 */
@Injectable()
export class GatewayClient {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly address: GatewayAddress,
    private readonly transport: GatewayTransport,
    private readonly tokens: IdentityTokenProvider,
  ) {}

  // The embedded engine over this process's loopback: gzip would cost CPU at both ends and save nothing.
  private get encoding(): Record<string, string> {
    return this.config.embeddedEngine && this.config.gatewayTransport === 'http' ? { 'accept-encoding': 'identity' } : {};
  }

  get<T>(call: GatewayCall) { return this.request<T>('GET', call); }
  post<T>(call: GatewayCall) { return this.request<T>('POST', call); }
  put<T>(call: GatewayCall) { return this.request<T>('PUT', call); }
  delete<T>(call: GatewayCall) { return this.request<T>('DELETE', call); }

  async request<T>(method: HttpMethod, call: GatewayCall): Promise<HttpResponse<T>> {
    const token = await this.bearer();
    if (typeof token !== 'string') return token;
    const first = await this.send<T>(method, call, token);
    // Only a refusal of our bearer token (RFC 6750 WWW-Authenticate) is worth a retry: a 401 about
    // the shopper (a wrong password, an expired sign-in) would only do the work twice.
    if (!isHttpFailure(first) || first.status !== 401 || !/^Bearer\b/i.test(first.headers['www-authenticate'] ?? '')) return first;
    // The provider may have rotated keys or restarted: one retry with a fresh token.
    this.tokens.invalidate();
    const fresh = await this.bearer();
    return typeof fresh === 'string' ? this.send<T>(method, call, fresh) : fresh;
  }

  /**
   * The bearer token, or the call's failure when the identity provider cannot give one: the route
   * then answers its own spec §8 message ("Failed to get cart"), as for a gateway that is down,
   * never the token's trouble.
   */
  private async bearer(): Promise<string | HttpFailure> {
    try {
      return await this.tokens.token();
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return { status: 502, errorMessage: error.message, headers: {} };
    }
  }

  private send<T>(method: HttpMethod, call: GatewayCall, token: string): Promise<HttpResponse<T>> {
    return this.transport.send<T>({
      method,
      url: `${this.address.gatewayUrl()}/${call.path}`,
      query: call.query,
      body: call.body,
      headers: { 'accept-language': call.culture, authorization: `Bearer ${token}`, ...this.encoding, ...call.headers },
      timeoutMs: this.config.gatewayTimeoutMs,
    });
  }
}
