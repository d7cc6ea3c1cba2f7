import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { CONSENT_COOKIE, isConsentChoice } from '../../../contracts/site/consent.js';
import { cultureOfPath } from '../../../contracts/site/routes.js';
import { cookiesOf } from '../common/cookies.js';
import { contextOf, type RequestContext } from '../common/request-context.js';
import type { Middleware } from '../common/middleware-chain.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { GatewayAddress } from '../gateway/gateway-address.js';
import { PreloadedAnswersService, type PreloadedAnswerMap } from './preloaded-answers.service.js';
import { renderIndexHtml } from './page-head.js';
import { PageMetaService } from './page-meta.service.js';
import { precompressedAssets } from './precompressed-assets.js';
import { ConsolePage, consolePathOf } from './console-page.js';

/** Hashed build output never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Paths the SPA never owns: the server answers them, or they 404 as JSON.
const SERVER_PREFIXES = ['/api/', '/admin/api/', '/gateway/', '/media/', '/image/', '/sitemap', '/robots.txt', '/dev/'];

/** A path whose %-escapes decode (/blog/% does not: it is no page of the shop). */
function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves the built SPA: hashed assets with a year-long cache, every other GET that accepts HTML
 * gets index.html with its head filled for that path (react-router takes it from there).
 */
@Injectable()
export class SpaMiddleware implements NestMiddleware {
  private readonly assets: ReturnType<typeof express.static>;
  private readonly precompressed: Middleware<Request, Response>;
  private template?: string;
  private readonly consolePage: ConsolePage;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly address: GatewayAddress,
    private readonly pageMeta: PageMetaService,
    private readonly preloadedAnswers: PreloadedAnswersService,
  ) {
    this.assets = express.static(config.clientDir, {
      index: false,
      setHeaders: (response, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', immutable ? IMMUTABLE : 'public, max-age=300');
      },
    });
    this.precompressed = precompressedAssets(config.clientDir, IMMUTABLE);
    this.consolePage = new ConsolePage(config.clientDir);
  }

  use(request: Request, response: Response, next: NextFunction): void {
    // The API is most of the traffic: let it through before parsing the URL.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) {
      next();
      return;
    }
    const pathname = request.path;
    // In any case (/API/x): the server's 404, not a page, for what only the server answers.
    const lower = pathname.toLowerCase();
    if (SERVER_PREFIXES.some((prefix) => lower.startsWith(prefix)) || lower === '/api') {
      next();
      return;
    }
    // The operator console is no page of the shop: its own page, only where the embedded engine
    // (and so its staff routes) runs; otherwise, and for its API, the server's 404 or route.
    const consolePath = consolePathOf(pathname);
    if (consolePath !== 'none') {
      if (consolePath === 'page' && this.config.embeddedEngine) this.consolePage.send(response);
      else next();
      return;
    }
    // The page templates are not pages: the shop's head is filled per path (issue 17).
    if (pathname === '/index.html' || pathname === '/admin.html') {
      response.redirect(301, '/');
      return;
    }
    if (!isWellEncoded(pathname)) {
      response.status(400).type('text/plain').send('Malformed address');
      return;
    }
    this.precompressed(request, response, () => {
      this.assets(request, response, () => { this.sendIndex(pathname, request, response, next).catch(next); });
    });
  }

  private async sendIndex(pathname: string, request: Request, response: Response, next: NextFunction): Promise<void> {
    // A missing asset (an old hashed file) is a 404, not the app shell.
    if (path.extname(pathname) && !request.accepts('html')) {
      next();
      return;
    }
    const template = this.loadTemplate();
    if (!template) {
      response.status(503).type('text/plain').send('The shop is not built yet: run `npm run build`.');
      return;
    }
    // The visitor as the page's API calls would see them: the page's language, their currency.
    const context: RequestContext = { ...contextOf(request), culture: cultureOfPath(pathname) };
    // Answers to the SPA's start-up requests (none for HEAD: no body): the shell's are worked out
    // while the page's metadata is, the route's once it is known.
    const withBody = request.method === 'GET';
    const { search } = new URL(request.originalUrl, 'http://shop');
    const [meta, shellAnswers] = await Promise.all([this.pageMeta.forPath(context, pathname, search), withBody ? this.preloadedAnswers.shell(context) : {}]);
    // An old link to a product or category (its slug changed, its category moved): on to its page,
    // filters kept. Permanent for search engines, but asked anew by browsers: a slug changed back
    // later must not meet a redirect a browser kept, the two sending it round in a loop.
    if (meta.movedTo) {
      response.setHeader('Cache-Control', 'no-cache');
      response.redirect(301, `${meta.movedTo}${search}`);
      return;
    }
    let routeAnswers: PreloadedAnswerMap = {};
    if (withBody && meta.route === null) routeAnswers = this.preloadedAnswers.unknownRoute(pathname);
    else if (withBody && meta.route && meta.status === 200) routeAnswers = await this.preloadedAnswers.forRoute(context, pathname, meta.route);
    const visitor = { consentAnswered: isConsentChoice(cookiesOf(request)[CONSENT_COOKIE]) };
    const html = renderIndexHtml(template, meta, this.address.publicUrl(), { features: this.config.features, publicUrl: this.address.publicUrl() }, visitor, { ...shellAnswers, ...routeAnswers });
    response.setHeader('Cache-Control', 'no-cache');
    // The cookie banner (drawn only for visitors who have not answered) and the preloaded answers (the
    // chosen currency) follow the visitor's cookies.
    response.setHeader('Vary', 'Cookie');
    response.status(meta.status).type('html').send(html);
  }

  private loadTemplate(): string | undefined {
    // Read once: the file only changes with a new build, which means a restart.
    const file = path.join(this.config.clientDir, 'index.html');
    if (this.template === undefined && existsSync(file)) this.template = readFileSync(file, 'utf8');
    return this.template;
  }
}
