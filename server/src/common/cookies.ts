import type { IncomingMessage } from 'node:http';
import { parse as parseCookie } from 'cookie';

/** Server-side cookie lifetime (S9.07): 15552000000 ms, about 180 days. */
export const COOKIE_MAX_AGE_MS = 15_552_000_000;

const PARSED = Symbol('cookies');

/**
 * The request's cookies, parsed from its Cookie header the first time something asks and kept
 * on the request: most requests (assets, cached reads) never need them.
 */
export function cookiesOf(request: IncomingMessage): Readonly<Record<string, string | undefined>> {
  const holder = request as IncomingMessage & { [PARSED]?: Record<string, string | undefined> };
  return (holder[PARSED] ??= request.headers.cookie ? parseCookie(request.headers.cookie) : {});
}
