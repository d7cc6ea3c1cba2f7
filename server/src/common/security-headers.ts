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
  const headers = headersOf(helmet({
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
  }));
  return (request, response, next) => {
    if (request.secure) response.setHeader('Strict-Transport-Security', HSTS);
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}

/**
 * The headers a helmet middleware sets, read once: with these options they are the same on every
 * answer, and setting them from a list costs a fraction of helmet's chain of a dozen middlewares
 * per request (a profile of cached product detail answers, issue 12 item 5). helmet stays the
 * source of what they are.
 */
export function headersOf(middleware: (request: Request, response: Response, next: (error?: unknown) => void) => void): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => undefined } as unknown as Response;
  let finished = false;
  middleware({ headers: {} } as Request, recorder, (error) => {
    if (error) throw error instanceof Error ? error : new Error('the security headers middleware failed');
    finished = true;
  });
  // A middleware that answered later, or not at all, could not be read this way.
  if (!finished) throw new Error('the security headers middleware did not finish at once');
  return headers;
}
