import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';

/**
 * The operator console's place in the site (docs/operator-console.md): its page is `/admin` in
 * Turkish and `/en/admin` in English, with every path below them (the console's own router takes
 * them); its API is `/admin/api`, answered by the engine's staff routes, never by a page.
 */
export type ConsolePath = 'page' | 'api' | 'none';

const PAGE = /^(?:\/en)?\/admin(?:\/.*)?$/;
const API = /^\/admin\/api(?:\/.*)?$/;

/** Which part of the console a request path belongs to, if any (letter case as the routes: exact). */
export function consolePathOf(pathname: string): ConsolePath {
  if (API.test(pathname)) return 'api';
  return PAGE.test(pathname) ? 'page' : 'none';
}

/**
 * The console's built page (client/admin.html, its own Vite entry): sent as it is, with no shop
 * head, preloaded answers or sitemap entry; read once, as the shop's template is.
 */
export class ConsolePage {
  private html?: string;

  constructor(private readonly clientDir: string) {}

  send(response: Response): void {
    const html = this.load();
    if (!html) {
      response.status(503).type('text/plain').send('The console is not built yet: run `npm run build`.');
      return;
    }
    // A new build is a new page at once; search engines have no business with the back office.
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    response.status(200).type('html').send(html);
  }

  private load(): string | undefined {
    const file = path.join(this.clientDir, 'admin.html');
    if (this.html === undefined && existsSync(file)) this.html = readFileSync(file, 'utf8');
    return this.html;
  }
}
