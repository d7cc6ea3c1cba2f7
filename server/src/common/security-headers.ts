import type { Request, Response } from 'express';
import helmet from 'helmet';
import type { Middleware } from './middleware-chain.js';

/** One year, the usual HSTS lifetime once a shop is on HTTPS for good. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The browser-side defences of every answer (issue 17), by helmet: a strict Content-Security-Policy
 * (scripts only from this origin, no inline script: the page's data is inert JSON; inline styles are
 * allowed because the first paint's stylesheet is inlined), no framing, no MIME sniffing, a
 * referrer that leaves no path on other sites. HSTS only on answers that went out over HTTPS
 * (directly or behind the trusted proxy): on plain HTTP it would promise what the shop cannot keep.
 */
export function securityHeaders(): Middleware<Request, Response> {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The bot-check widget (ALTCHA) solves its proof of work in workers it makes from a blob
        // of its own code; a blob URL can only be made by script the page already runs.
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return (request, response, next) => {
    if (request.secure) response.setHeader('Strict-Transport-Security', HSTS);
    headers(request, response, next);
  };
}
