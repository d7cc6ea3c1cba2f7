import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { RequestHeader } from '../../../contracts/enums.js';

/**
 * Paths never written to the log: tokens, cookies, passwords and card data, wherever they sit
 * in a logged object.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers.captchatoken', 'res.headers["set-cookie"]',
  '*.password', '*.Password', '*.newPassword', '*.currentPassword', '*.token', '*.accessToken', '*.access_token',
  '*.environmentToken', '*.refreshToken', '*.client_secret', '*.clientSecret',
  '*.cardNumber', '*.CardNumber', '*.cvv', '*.Cvv', '*.cvc', '*.pan',
];

/**
 * The process logger: JSON lines on stdout, written in 4 KB batches so logging every request
 * stays off the hot path. Call `logger.flush()` before exiting.
 */
export function createLogger(level: string, destination: DestinationStream = pino.destination({ dest: 1, sync: false, minLength: 4096 })): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { app: 'vitrin' } }, destination);
}

/**
 * Request logging with a request id taken from x-request-id or made up, echoed back. The access
 * log has its own pino instance on the same stream, without redaction: its serializers write
 * only id, method, path and status, so there is nothing secret to look for on the hot path.
 */
export function createHttpLogger(logger: Logger) {
  const accessLogger = pino({ level: logger.level, base: { app: 'vitrin' } }, (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]);
  return pinoHttp({
    logger: accessLogger,
    // Our serializers read the raw request and response; pino's standard ones would build full copies first.
    wrapSerializers: false,
    genReqId(request: IncomingMessage, response: ServerResponse) {
      const given = request.headers[RequestHeader.RequestId];
      const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
      response.setHeader(RequestHeader.RequestId, id);
      return id;
    },
    // Query strings can carry e-mails and search text: log the path only.
    serializers: {
      req: (request: { id: unknown; method: string; originalUrl?: string; url: string }) => ({ id: request.id, method: request.method, path: (request.originalUrl ?? request.url).split('?')[0] }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    // Successful requests at debug: at the default info level only refusals and failures are
    // written (with their request id), which keeps logging off the hot path; LOG_LEVEL=debug
    // gives the full access log.
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'debug'),
    autoLogging: { ignore: (request) => request.url === '/api/health' },
  });
}

/** Nest's own messages (bootstrap, route map) through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) { this.logger.info({ context }, String(message)); }
  error(message: unknown, trace?: string, context?: string) { this.logger.error({ context, trace }, String(message)); }
  warn(message: unknown, context?: string) { this.logger.warn({ context }, String(message)); }
  debug(message: unknown, context?: string) { this.logger.debug({ context }, String(message)); }
  verbose(message: unknown, context?: string) { this.logger.trace({ context }, String(message)); }
}

/** Injection token of the pino Logger. */
export const LOGGER = Symbol('LOGGER');
