import type { InProcessAnswer } from '../common/in-process-request.js';
import type { EngineEntry } from './engine-entry.js';
import type { GatewayAddress } from './gateway-address.js';
import type { GatewayTransport } from './gateway-transport.js';
import { httpResponseOf, NETWORK_ERROR_MESSAGE, requestBodyOf, requestHeadersOf, withQuery, type HttpHelper, type HttpRequest, type HttpResponse } from './http-helper.js';

const TIMED_OUT = Symbol('timed out');

/**
 * The gateway in this process: a call to the embedded engine's address is handed to the engine
 * (EngineEntry) as the same request it would have sent, headers, bearer token and body alike,
 * and its answer read exactly as an HTTP one (httpResponseOf). A call to anywhere else (an
 * identity provider of IDP_URL) still goes over HTTP. The timeout and the network failure keep
 * the HTTP helper's meaning: no answer in time, or no answer at all, is status 500 (spec §8).
 */
export class InProcessTransport implements GatewayTransport {
  constructor(private readonly engine: EngineEntry, private readonly address: GatewayAddress, private readonly http: HttpHelper) {}

  async send<T>(request: HttpRequest): Promise<HttpResponse<T>> {
    const origin = this.address.ownOrigin();
    if (!request.url.startsWith(`${this.address.gatewayUrl()}/`)) return this.http.send<T>(request);
    const answer = await this.within(request.timeoutMs, this.engine.answer({
      method: request.method,
      url: withQuery(request.url.slice(origin.length), request.query),
      headers: requestHeadersOf(request),
      body: requestBodyOf(request),
    }));
    if (answer === TIMED_OUT || answer instanceof Error) return { status: 500, errorMessage: NETWORK_ERROR_MESSAGE, headers: {} };
    return httpResponseOf<T>(answer.status, answer.statusText, answer.headers, answer.body.toString('utf8'));
  }

  private async within(timeoutMs: number, answer: Promise<InProcessAnswer>): Promise<InProcessAnswer | Error | typeof TIMED_OUT> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<typeof TIMED_OUT>((resolve) => { timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs); });
    try {
      return await Promise.race([answer.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
