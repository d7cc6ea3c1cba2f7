import type { IncomingMessage } from 'node:http';

/**
 * Whether a browser's Origin header names this shop: the host the request was sent to, or the
 * configured public origin's host (behind a proxy that rewrites Host). A missing Origin counts as
 * ours (non-browser clients and same-origin GETs send none); "null" and unparsable ones do not.
 */
export function fromOwnOrigin(request: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const { host } = new URL(origin);
    return host === request.headers.host || (publicUrl !== undefined && host === new URL(publicUrl).host);
  } catch {
    return false;
  }
}
