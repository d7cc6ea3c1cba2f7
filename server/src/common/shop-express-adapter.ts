import http from 'node:http';
import https from 'node:https';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { expressBorn, type ExpressPrototypes } from './express-born.js';

/**
 * Nest's Express adapter, its HTTP server making requests and responses with the app's own
 * prototypes (express-born.ts). The options Vitrin does not use (closing with 503s, forced
 * closing of connections) keep Nest's own server.
 */
export class ShopExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.return503OnClosing || options?.forceCloseConnections) {
      super.initHttpServer(options);
      return;
    }
    const app = this.getInstance<http.RequestListener & ExpressPrototypes>();
    const born = expressBorn(app);
    this.httpServer = options?.httpsOptions ? https.createServer({ ...options.httpsOptions, ...born }, app) : http.createServer(born, app);
  }
}
