/** HTTP methods the SPA uses on the storefront API. */
export type ApiMethod = 'GET' | 'POST';

/** One request to the storefront API, as the SPA sends it. */
export interface ApiRequest {
  method: ApiMethod;
  /** Path with its query string, e.g. /api/stock-availabilities?productId=7. */
  url: string;
  /** POST body, sent as JSON. */
  body?: unknown;
}

/** A path with its query: parameters in the given order, undefined ones left out. */
export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
