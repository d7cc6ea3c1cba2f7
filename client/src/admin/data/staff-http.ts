import { fetchUtils, HttpError } from 'ra-core';
import { consoleCultureOf } from '../console-address';

/** What the staff routes answer on a refusal (docs/operator-console.md): `{ status, message }`. */
interface StaffErrorBody {
  status?: number;
  message?: unknown;
}

/**
 * The message a staff route's refusal carries, as react-admin shows it in its notification: the
 * server's own words (several validation messages joined), else the HTTP status text.
 */
export function staffErrorMessage(body: unknown, statusText: string): string {
  const message = (body as StaffErrorBody | null)?.message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
    if (parts.length > 0) return parts.join('; ');
  }
  if (typeof message === 'string' && message.trim() !== '') return message;
  return statusText || 'Request failed';
}

/**
 * A refusal as react-admin reads errors: its status (401 ends the session: auth-provider.ts), the
 * message for the notification, the body for forms.
 */
export function staffError(status: number, body: unknown, statusText: string): HttpError {
  return new HttpError(staffErrorMessage(body, statusText), status, body);
}

/** A staff route's answer; `json` is read by the caller, which knows the route's shape. */
export interface StaffAnswer {
  status: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ra-data-simple-rest reads it as any
  json: any;
}

/**
 * fetch for the staff routes: the staff cookie goes with every request (same origin only, never
 * elsewhere), answers are JSON, refusals become react-admin errors.
 */
export async function staffFetch(url: string, options: fetchUtils.Options = {}): Promise<StaffAnswer> {
  try {
    // The staff routes answer their messages in the console's language (Accept-Language), not the browser's.
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Accept-Language', consoleCultureOf(window.location.pathname));
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof HttpError) throw staffError(error.status as number, error.body, error.message);
    throw error;
  }
}

/** A file sent to a staff route as multipart form data (photos, catalogue imports). */
export async function staffUpload(url: string, field: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append(field, file);
  return (await staffFetch(url, { method: 'POST', body: form })).json as unknown;
}
