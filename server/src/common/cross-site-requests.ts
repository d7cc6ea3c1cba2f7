import type { Request, Response } from 'express';
import { THREE_D_SECURE_CALLBACK_PATH } from '../../../contracts/payment/payloads.js';
import type { Middleware } from './middleware-chain.js';
import { fromOwnOrigin } from './same-origin.js';

/** Methods that only read (RFC 9110 safe methods the shop answers); any other may change something. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Posted to by other sites on purpose, and authenticated by what they carry, not by the cookie:
 * the bank's 3-D Secure page returns the shopper here with the placement's unguessable key.
 * Compared with the request's path exactly as sent: routing is case-sensitive and strict
 * (bootstrap.ts), so no other spelling of it reaches the route, and every other spelling is checked.
 */
const CROSS_SITE_ALLOWED = new Set([THREE_D_SECURE_CALLBACK_PATH]);

export const CROSS_SITE_REFUSED = 'Requests from other sites are not accepted';

/**
 * CSRF defence of the cookie-authenticated shop (issue 17 item 2, issue 27), beside the cookies'
 * SameSite=Lax: any request that is not a read (by its method, whatever its path, its case or its
 * encoding: a check by path prefix was passed by /API/...) and that a browser marks as coming
 * from another site (its Origin names another host, or it says "null", or without Origin its
 * Sec-Fetch-Site says cross-site) answers 403 before any body is read. Clients that are not
 * browsers send neither header and pass.
 */
export function crossSiteRefusal(publicUrl: string | undefined): Middleware<Request, Response> {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method) || CROSS_SITE_ALLOWED.has(request.path)) return next();
    const foreign = request.headers.origin !== undefined ? !fromOwnOrigin(request, publicUrl) : request.headers['sec-fetch-site'] === 'cross-site';
    if (!foreign) return next();
    response.status(403).json({ isSuccess: false, status: 403, message: CROSS_SITE_REFUSED });
  };
}
