import { RequestHeader, type Culture, type DeviceType } from '../../../contracts/enums';
import type { ApiErrorBody, FieldRefusal } from '../../../contracts/common/responses';
import { apiUrl, type ApiMethod, type ApiRequest } from '../../../contracts/common/api-request';
import { inPageLanguage, pageText, preparePageLanguage } from '../i18n/page-language';
import { PreloadedAnswers } from './preloaded-answers';
import { trackRequest } from './requests-in-flight';

/** spec §8 Api error defaults. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

/** The §8 Api error defaults: they say nothing of their own, so a page's fallback is shown in their place. */
const isDefaultMessage = (message: string) => message === DEFAULT_ERROR_MESSAGE || message === NETWORK_ERROR_MESSAGE;

/** A failed API call (spec §3 Api error: status, message, data; the fields refused, issue 32 item 13). */
export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly data?: unknown, readonly fields: readonly FieldRefusal[] = []) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Language of the page: sent with every call (x-culture). */
  culture: () => Culture;
  /** Device type (S3.24): sent with every call (x-device-type). */
  deviceType: () => DeviceType;
  fetch?: typeof fetch;
  /** Answers to the start-up's requests known before the page asks (the page's own and those sent early), each taken once. */
  preloadedAnswers?: PreloadedAnswers;
}

/** The SPA's one way to the storefront API: typed answers, failures as ApiError. */
export class ApiClient {
  private readonly fetch: typeof fetch;
  private readonly preloaded: PreloadedAnswers;

  constructor(private readonly options: ApiClientOptions) {
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.preloaded = options.preloadedAnswers ?? new PreloadedAnswers();
  }

  get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    return this.request<T>({ method: 'GET', url: apiUrl(path, query) });
  }

  /** A POST; `headers` (a bot-check token) make it a call of its own, never a preloaded answer. */
  post<T>(path: string, body: unknown = {}, headers?: Record<string, string>): Promise<T> {
    if (headers) return trackRequest(this.call<T>('POST', path, body, headers));
    return this.request<T>({ method: 'POST', url: path, body });
  }

  /** Sends `request`, unless its answer was preloaded (then that answer, once). */
  request<T>(request: ApiRequest): Promise<T> {
    return (this.preloaded.take(request) as Promise<T> | undefined) ?? this.send<T>(request);
  }

  /**
   * Sends `request` now, before the page that needs it asks: that page's `request` takes this
   * answer over instead of sending it again. Used while the app starts, so a request and the
   * page's code download side by side.
   */
  preload<T>(request: ApiRequest): Promise<T> {
    // An answer the page already carries is held on, not asked for again.
    return this.preloaded.hold(request, this.request<T>(request));
  }

  /** The preloaded answer to `request` if it has already arrived: the page can start from it without a loading pass. */
  arrived<T>(request: ApiRequest): T | undefined {
    return this.preloaded.arrived(request) as T | undefined;
  }

  private send<T>(request: ApiRequest): Promise<T> {
    return trackRequest(this.call<T>(request.method, request.url, request.body));
  }

  private async call<T>(method: ApiMethod, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    const headers: Record<string, string> = {
      ...extraHeaders,
      accept: 'application/json',
      [RequestHeader.Culture]: this.options.culture(),
      [RequestHeader.DeviceType]: String(this.options.deviceType()),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      await preparePageLanguage(this.options.culture());
      throw new ApiError(500, NETWORK_ERROR_MESSAGE);
    }
    const payload = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody> & T;
    // The §8 defaults stay as they came: messageOf tells them by their text and shows the page's fallback instead.
    if (typeof payload.message === 'string' && !isDefaultMessage(payload.message)) payload.message = await inPageLanguage(payload.message, this.options.culture());
    if (!response.ok || payload.isSuccess === false) {
      // The page may show a fallback instead (messageOf): its Turkish must be at hand by then.
      await preparePageLanguage(this.options.culture());
      const fields = Array.isArray(payload.fields) ? payload.fields : [];
      throw new ApiError(response.status, typeof payload.message === 'string' && payload.message ? payload.message : DEFAULT_ERROR_MESSAGE, payload.data, fields);
    }
    return payload;
  }
}

/**
 * The message to show for a failure: the server's when it sent one (already in the page's
 * language), else the fallback in the page's language (S8.20, issue 32 item 12).
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message && !isDefaultMessage(error.message) ? error.message : pageText(fallback);
}
