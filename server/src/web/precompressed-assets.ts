import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { Middleware } from '../common/middleware-chain.js';

/** The encodings the build writes next to each asset (client/vite.config.ts, precompress), best first. */
const ENCODINGS = [{ name: 'br', suffix: '.br' }, { name: 'gzip', suffix: '.gz' }] as const;
// Hashed build output only: a name without slashes, so no request can reach outside the folder.
const ASSET_PATH = /^\/assets\/[\w.-]+$/;

/**
 * How much the browser wants each encoding (Accept-Encoding's q values; 1 when none is given,
 * "*" for any encoding not named).
 */
function encodingQualities(header: string | undefined): (encoding: string) => number {
  const qualities = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.map((parameter) => /^q=([01](?:\.\d{0,3})?)$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    qualities.set(name, q === undefined ? 1 : Number(q));
  }
  return (encoding) => qualities.get(encoding) ?? qualities.get('*') ?? 0;
}

/**
 * Sends a hashed asset's precompressed copy in the best encoding the browser takes (brotli, then
 * gzip): compressed once at build time, at a level too slow to use per request, so the server's
 * CPU goes to answers rather than to compressing the same script again for every visitor. Passes
 * the request on when the browser takes neither or the build wrote no copy (small files), where
 * the plain file and on-the-fly compression answer as before. For GET and HEAD requests (the SPA
 * middleware passes only those).
 */
export function precompressedAssets(clientDir: string, cacheControl: string): Middleware<Request, Response> {
  // Which copies exist, by asset path, read once from the build's folder (its files only change
  // with a restart): a request for a name the build never wrote adds nothing to remember.
  let copies: Map<string, Set<string>> | undefined;
  const copiesOf = (assetPath: string) => {
    if (!copies) {
      copies = new Map();
      const folder = path.join(clientDir, 'assets');
      const files = existsSync(folder) ? new Set(readdirSync(folder)) : new Set<string>();
      for (const file of files) {
        const found = new Set(ENCODINGS.filter(({ suffix }) => files.has(file + suffix)).map(({ name }) => name));
        if (found.size > 0) copies.set(`/assets/${file}`, found);
      }
    }
    return copies.get(assetPath);
  };

  return (request, response, next) => {
    if (!ASSET_PATH.test(request.path)) return next();
    const available = copiesOf(request.path);
    if (!available) return next();
    // The copy the browser wants most; on a tie (browsers send "gzip, deflate, br" unweighted) the smaller, brotli.
    const quality = encodingQualities(request.headers['accept-encoding']);
    const encoding = ENCODINGS.filter(({ name }) => available.has(name) && quality(name) > 0)
      .reduce<(typeof ENCODINGS)[number] | undefined>((best, candidate) => (!best || quality(candidate.name) > quality(best.name) ? candidate : best), undefined);
    if (!encoding) return next();
    response.setHeader('Content-Encoding', encoding.name);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', cacheControl);
    // The type of the file itself, not of its compressed copy.
    response.type(path.extname(request.path));
    // Byte ranges of an encoded body are not what a client resuming the plain file would expect.
    response.sendFile(path.join(clientDir, request.path + encoding.suffix), { acceptRanges: false, cacheControl: false }, (error) => {
      if (error && !response.headersSent) {
        response.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}
