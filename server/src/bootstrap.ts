import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { createAccessLog } from './common/access-log.js';
import { crossSiteRefusal } from './common/cross-site-requests.js';
import { isGatewayJson, readInProcessJson } from './common/in-process-json.js';
import { inProcessBodyText } from './common/in-process-request.js';
import { inputShapeProblem, isReadableBodyType } from './common/input-shape.js';
import { securityHeaders } from './common/security-headers.js';
import { createLogger, PinoNestLogger } from './common/logger.js';
import { chain, type Middleware } from './common/middleware-chain.js';
import { requestContextMiddleware } from './common/request-context.js';
import { matchPlainRoutesByText, type RouterLayer } from './common/static-routes.js';
import { HubHost } from './common/signalr/hub-host.js';
import { createValidationPipe } from './common/validation.js';
import { ShopExpressAdapter } from './common/shop-express-adapter.js';
import type { AppConfig } from './config/app-config.js';
import { GatewayAddress } from './gateway/gateway-address.js';
import { listenOnLoopback } from './gateway/loopback-listener.js';
import { SpaMiddleware } from './web/spa.middleware.js';

/** Largest request body accepted (issue: bodies over 100 KB answer 413), as the body parser reads '100kb'. */
const BODY_LIMIT_KB = 100;
export const BODY_LIMIT = `${BODY_LIMIT_KB}kb`;
const BODY_LIMIT_BYTES = BODY_LIMIT_KB * 1024;

const refuse = (response: Response, status: number, message: string) => response.status(status).json({ isSuccess: false, status, message });

/** A body parser's failure as the JSON error envelope instead of Express's HTML page. */
function refuseBody(error: unknown, response: Response): void {
  const failure = error as { type?: string; status?: number };
  const status = failure.type === 'entity.too.large' ? 413 : failure.status && failure.status < 500 ? failure.status : 400;
  const message = status === 413 ? `Request body is larger than ${BODY_LIMIT}` : failure.type === 'entity.parse.failed' ? 'Malformed JSON in request body' : 'Unreadable request body';
  refuse(response, status, message);
}

const carriesBody = (request: Request) => request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * The staff routes that take a file (a product photo, a catalogue import, a zip of photos): their multipart body
 * is read by the route itself, with that route's own size limit (issue 29), not by the parsers here.
 */
const UPLOAD_ROUTE = /^\/admin\/api\/(?:products\/\d+\/photos|catalogue-import|catalogue-photos)$/;
const isUpload = (request: Request) =>
  request.method === 'POST' && UPLOAD_ROUTE.test(request.path) && /^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '');

/**
 * JSON and form bodies, and the shape limits of common/input-shape.ts on them and on every query
 * string (whatever the path: a check by path prefix is only as good as its spelling, issue 27);
 * GET and HEAD carry no body here, so the busiest requests skip the parsing.
 */
function bodyParsers(): Middleware<Request, Response> {
  const parse = chain<Request, Response>(express.json({ limit: BODY_LIMIT }), express.urlencoded({ limit: BODY_LIMIT, extended: false }));
  return (request, response, next) => {
    const queryProblem = request.url.includes('?') ? inputShapeProblem(request.query) : undefined;
    if (queryProblem) return refuse(response, 400, queryProblem);
    if (request.method === 'GET' || request.method === 'HEAD' || isUpload(request)) return next();
    if (carriesBody(request) && !isReadableBodyType(request.headers['content-type'])) return refuse(response, 415, 'Send the request body as application/json');
    const checked = (error?: unknown) => {
      if (error) return refuseBody(error, response);
      const bodyProblem = inputShapeProblem(request.body);
      return bodyProblem ? refuse(response, 400, bodyProblem) : next();
    };
    const text = inProcessBodyText(request);
    if (text === undefined || !isGatewayJson(request.headers['content-type'])) return parse(request, response, checked);
    const read = readInProcessJson(text, BODY_LIMIT_BYTES);
    if ('failure' in read) return checked(read.failure);
    request.body = read.body;
    return checked();
  };
}

/**
 * gzip for text answers over 1 KB (the SPA's scripts, HTML, JSON): on a phone's connection the
 * scripts' transfer dominates the first paint. Images are already compressed and pass as they
 * are; a client that takes no encoding skips the response wrapping altogether.
 */
function gzipWhenAccepted(): Middleware<Request, Response> {
  const gzip = compression({ threshold: 1024 });
  return (request, response, next) => (request.headers['accept-encoding'] ? gzip(request, response, next) : next());
}

const KEEP_ALIVE_MS = 60_000;

export interface RunningApp {
  app: INestApplication;
  logger: Logger;
  /** Base URL the app listens on, e.g. http://127.0.0.1:3000. */
  url: string;
}

/**
 * Creates, configures and starts the whole app: used by main.ts and by the API and browser
 * tests, so every test runs the real thing.
 */
export async function startApp(config: AppConfig, logger: Logger = createLogger(config.logLevel)): Promise<RunningApp> {
  // A route answers its own spelling only: /API/login, /api/login/ and /api//login are no route
  // (Express matched them case-insensitively, so /API/... passed checks made on "/api/", issue 27).
  // Set before Nest registers anything: Express reads both when it makes its router.
  const instance = express();
  instance.set('case sensitive routing', true);
  instance.set('strict routing', true);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, logger), new ShopExpressAdapter(instance), {
    bodyParser: false,
    // Throw instead of process.exit, so main.ts reports the cause and tests see it.
    abortOnError: false,
    logger: new PinoNestLogger(logger),
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No hashing of every JSON answer: API reads are cached server side, and static files, images
  // and the media route set their own validators.
  app.set('etag', false);
  // Every request passes one front door before Nest's router: request id and access log, security
  // headers, the refusal of cross-site state changes (CSRF), gzip, bodies, then the SPA, which
  // answers every GET outside /api, /gateway and /media.
  // An engine-only process has no SPA: its other paths answer 404.
  const spa = config.engineOnly ? undefined : app.get(SpaMiddleware);
  app.use(chain<Request, Response>(
    createAccessLog(logger),
    securityHeaders(),
    crossSiteRefusal(config.publicUrl),
    requestContextMiddleware(config.cookieSecure),
    gzipWhenAccepted(),
    bodyParsers(),
    (request, response, next) => (spa ? spa.use(request, response, next) : next()),
  ));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(logger));

  if (config.apiDocs && !config.engineOnly) {
    const document = SwaggerModule.createDocument(app, new DocumentBuilder()
      .setTitle('Vitrin storefront API').setDescription('The /api routes of the Vitrin storefront (spec §7)').setVersion('1').build());
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  }

  // The live channel's WebSockets arrive as upgrades of the same HTTP server (not Nest's WsAdapter).
  app.get(HubHost).attach(app.getHttpServer());
  await app.listen(config.port, config.host);
  // Every route is registered by now (listen ran Nest's init).
  matchPlainRoutesByText(instance.router as unknown as { stack: RouterLayer[] });
  const server = app.getHttpServer();
  // Idle keep-alive sockets stay open a minute, not Node's 5 s: the gateway pool (http-helper.ts)
  // then stays warm between bursts instead of reconnecting, and queueing at accept, after every pause.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const { port } = server.address() as AddressInfo;
  app.get(GatewayAddress).setBoundPort(port, await listenOnLoopback(server));
  return { app, logger, url: `http://127.0.0.1:${port}` };
}
