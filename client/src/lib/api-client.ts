import { RequestHeader, type Culture, type DeviceType } from '../../../contracts/enums';
import type { ApiErrorBody } from '../../../contracts/common/responses';
import { apiUrl, type ApiMethod, type ApiRequest } from '../../../contracts/common/api-request';
import type { FirstAnswers } from './first-answers';
import { trackRequest } from './requests-in-flight';

/** spec §8 Api error defaults. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

/** A failed API call (spec §3 Api error: status, message, data). */
export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly data?: unknown) {
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
  /** Answers the server put in the page for the start-up's requests, each taken once. */
  firstAnswers?: FirstAnswers;
}

/** The SPA's one way to the storefront API: typed answers, failures as ApiError. */
export class ApiClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ApiClientOptions) {
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  }

  get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    return this.request<T>({ method: 'GET', url: apiUrl(path, query) });
  }

  post<T>(path: string, body: unknown = {}): Promise<T> {
    return this.request<T>({ method: 'POST', url: path, body });
  }

  /** Sends `request`, unless the page already holds its answer. */
  request<T>(request: ApiRequest): Promise<T> {
    const answered = this.options.firstAnswers?.take(request);
    if (answered !== undefined) return Promise.resolve(answered as T);
    return trackRequest(this.call<T>(request.method, request.url, request.body));
  }

  private async call<T>(method: ApiMethod, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [RequestHeader.Culture]: this.options.culture(),
      [RequestHeader.DeviceType]: String(this.options.deviceType()),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      throw new ApiError(500, NETWORK_ERROR_MESSAGE);
    }
    const payload = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody> & T;
    if (!response.ok || payload.isSuccess === false) {
      throw new ApiError(response.status, typeof payload.message === 'string' && payload.message ? payload.message : DEFAULT_ERROR_MESSAGE, payload.data);
    }
    return payload;
  }
}

/** The message to show for a failure: the server's when it sent one, else the fallback (S8.20). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message && error.message !== DEFAULT_ERROR_MESSAGE && error.message !== NETWORK_ERROR_MESSAGE ? error.message : fallback;
}
