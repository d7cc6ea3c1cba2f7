import http from 'node:http';
import https from 'node:https';
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import type { GatewayTransport } from './gateway-transport.js';

/** One query parameter value; arrays are repeated (?id=1&id=2). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Absolute URL without query string. */
  url: string;
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless a string (sent as is, e.g. a form body). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the call counts as a network failure. */
  timeoutMs: number;
}

/** Success answer of the spec §7 HTTP helper. */
export interface HttpSuccess<T> {
  status: number;
  data: T;
  headers: Record<string, string>;
}

/** Non-ok answer of the spec §7 HTTP helper. */
export interface HttpFailure {
  status: number;
  errorMessage: string;
  headers: Record<string, string>;
}

export type HttpResponse<T> = HttpSuccess<T> | HttpFailure;

/** spec §8: a network exception becomes status 500 with this message. */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

export const isHttpFailure = <T>(response: HttpResponse<T>): response is HttpFailure => 'errorMessage' in response;

/** Appends query params to a URL, repeating arrays and skipping null/undefined. */
export function withQuery(url: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** text/plain is read as text; anything else as JSON, {} when it does not parse. */
export function parseBody(raw: unknown, contentType: string | undefined): unknown {
  const text = typeof raw === 'string' ? raw : Buffer.isBuffer(raw) ? raw.toString('utf8') : raw == null ? '' : JSON.stringify(raw);
  if (contentType?.toLowerCase().startsWith('text/plain')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** The server's own message in an error body, under any of the names gateways use. */
export function serverMessageOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() || undefined;
  if (!data || typeof data !== 'object') return undefined;
  const body = data as Record<string, unknown>;
  const nested = body.error && typeof body.error === 'object' ? (body.error as Record<string, unknown>) : {};
  for (const candidate of [body.message, body.Message, body.errorMessage, nested.message, nested.Message, body.error_description]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate;
  }
  return undefined;
}

/** The headers a request goes with: JSON accepted, and a JSON body unless it says otherwise. */
export function requestHeadersOf(request: HttpRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain;q=0.9', ...request.headers };
  if (request.method !== 'GET' && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  return headers;
}

/** The body a request carries: none on GET, a string as it is, anything else as JSON. */
export function requestBodyOf(request: HttpRequest): string | undefined {
  if (request.method === 'GET') return undefined;
  return typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
}

/**
 * An answer in the helper's shape, however it came (a socket or this process): the body read by
 * its content type; a 2xx is a success, anything else a failure with the server's own message.
 */
export function httpResponseOf<T>(status: number, statusText: string, headers: Record<string, string>, raw: unknown): HttpResponse<T> {
  const data = parseBody(raw, headers['content-type']);
  if (status >= 200 && status < 300) return { status, data: data as T, headers };
  return { status, errorMessage: serverMessageOf(data) ?? (statusText || `HTTP ${status}`), headers };
}

/** A reused keep-alive socket that was reset before any byte of an answer came back. */
function closedBeforeAnswer(error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.response) return false;
  const sent = error.request as { reusedSocket?: boolean } | undefined;
  return sent?.reusedSocket === true && (error.code === 'ECONNRESET' || error.message === 'socket hang up');
}

/** Connections kept to the gateway: more than a 2-core engine serves at once, few enough to stay warm. */
const GATEWAY_SOCKETS = 48;

const flatHeaders = (headers: AxiosResponse['headers']): Record<string, string> =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([key, value]) => [key.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)]));

/**
 * The spec §7 HTTP helper: JSON content type on POST, PUT and DELETE; query params appended
 * with arrays repeated; { status, data, headers } on success and { status, errorMessage,
 * headers } otherwise; network exceptions (including timeouts) become status 500.
 */
export class HttpHelper implements GatewayTransport {
  private readonly axios: AxiosInstance;

  constructor() {
    // Keep-alive: every storefront request makes at least one gateway call. A bounded pool: past
    // it calls wait their turn on a warm socket instead of each opening a new one, which the
    // gateway (this process, when embedded) must accept one per event-loop turn.
    this.axios = axios.create({
      httpAgent: new http.Agent({ keepAlive: true, maxSockets: GATEWAY_SOCKETS }),
      httpsAgent: new https.Agent({ keepAlive: true, maxSockets: GATEWAY_SOCKETS }),
      responseType: 'text',
      // The body is already the text to send (requestBodyOf), the answer read by httpResponseOf:
      // axios's own transforms would parse a JSON body once more only to check it.
      transformRequest: [(body: unknown) => body],
      transformResponse: [(raw: unknown) => raw],
      validateStatus: () => true,
      maxRedirects: 0,
    });
  }

  async send<T>(request: HttpRequest): Promise<HttpResponse<T>> {
    const call = () => this.axios.request({
      method: request.method,
      url: withQuery(request.url, request.query),
      headers: requestHeadersOf(request),
      data: requestBodyOf(request),
      timeout: request.timeoutMs,
    });
    let response: AxiosResponse;
    try {
      response = await call().catch((error: unknown) => {
        // A kept-alive socket the server closed just as we reused it: the request never reached
        // the server, so one more try on a fresh socket is what Node's documentation advises.
        if (closedBeforeAnswer(error)) return call();
        throw error;
      });
    } catch {
      return { status: 500, errorMessage: NETWORK_ERROR_MESSAGE, headers: {} };
    }
    return httpResponseOf<T>(response.status, response.statusText, flatHeaders(response.headers), response.data);
  }

  /** Closes idle keep-alive sockets (shutdown). */
  destroy(): void {
    (this.axios.defaults.httpAgent as http.Agent).destroy();
    (this.axios.defaults.httpsAgent as https.Agent).destroy();
  }
}
