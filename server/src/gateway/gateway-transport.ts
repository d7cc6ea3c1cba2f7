import type { HttpRequest, HttpResponse } from './http-helper.js';

/**
 * How a call reaches the gateway, chosen at start (gateway.module.ts): over HTTP (HttpHelper) or,
 * with the embedded engine, in this process (InProcessTransport). Both answer in the spec §7
 * helper's shape, so GatewayClient and the api modules never know which one ran.
 */
export abstract class GatewayTransport {
  abstract send<T>(request: HttpRequest): Promise<HttpResponse<T>>;
}
