import { RequestHeader, type Culture, type DeviceType } from '../../../contracts/enums';
import type { ApiErrorBody } from '../../../contracts/common/responses';
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
}

/** The SPA's one way to the storefront API: typed answers, failures as ApiError. */
export class ApiClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ApiClientOptions) {
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  }

  get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
    const search = params.toString();
    return this.send<T>('GET', search ? `${path}?${search}` : path);
  }

  post<T>(path: string, body: unknown = {}): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  private send<T>(method: string, path: string, body?: unknown): Promise<T> {
    return trackRequest(this.call<T>(method, path, body));
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
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
