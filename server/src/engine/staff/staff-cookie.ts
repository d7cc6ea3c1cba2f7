import type { CookieOptions, Request, Response } from 'express';
import { cookiesOf } from '../../common/cookies.js';

/** The staff session cookie (docs/operator-console.md). */
export const STAFF_COOKIE = 'vitrin_staff';

/**
 * Sent only to the console and its routes (path /admin: the shop's pages never carry it), never
 * from another site's page (Strict), never to scripts; Secure over HTTPS or when configured so.
 * No lifetime: it ends with the browser, and the server ends it sooner (StaffSessionService).
 */
const where = (request: Request, alwaysSecure: boolean): CookieOptions => ({
  path: '/admin', sameSite: 'strict', httpOnly: true, secure: alwaysSecure || request.secure,
});

export function setStaffCookie(request: Request, response: Response, token: string, alwaysSecure: boolean): void {
  response.cookie(STAFF_COOKIE, token, where(request, alwaysSecure));
}

export function clearStaffCookie(request: Request, response: Response, alwaysSecure: boolean): void {
  response.clearCookie(STAFF_COOKIE, where(request, alwaysSecure));
}

/** The session token the request carries, if any. */
export const staffTokenOf = (request: Request): string | undefined => cookiesOf(request)[STAFF_COOKIE] || undefined;
