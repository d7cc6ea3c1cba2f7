import type { Request, Response } from 'express';
import type { Middleware } from './middleware-chain.js';
import { fromOwnOrigin } from './same-origin.js';

/** Methods that change something; every /api read is a GET and changes nothing. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Posted to by other sites on purpose, and authenticated by what they carry, not by the cookie:
 * the bank's 3-D Secure page returns the shopper here with the placement's unguessable key.
 */
const CROSS_SITE_ALLOWED = new Set(['/api/3d-secure/callback']);

export const CROSS_SITE_REFUSED = 'Requests from other sites are not accepted';

/**
 * CSRF defence of the cookie-authenticated API (issue 17 item 2), beside the cookies' SameSite=Lax:
 * a state-changing /api request that a browser marks as coming from another site (its Origin names
 * another host, or it says "null", or without Origin its Sec-Fetch-Site says cross-site) answers
 * 403 before any body is read. Clients that are not browsers send neither header and pass.
 */
export function crossSiteRefusal(publicUrl: string | undefined): Middleware<Request, Response> {
  return (request, response, next) => {
    if (!STATE_CHANGING.has(request.method) || !request.path.startsWith('/api/') || CROSS_SITE_ALLOWED.has(request.path)) return next();
    const foreign = request.headers.origin !== undefined ? !fromOwnOrigin(request, publicUrl) : request.headers['sec-fetch-site'] === 'cross-site';
    if (!foreign) return next();
    response.status(403).json({ isSuccess: false, status: 403, message: CROSS_SITE_REFUSED });
  };
}
