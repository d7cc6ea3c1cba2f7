import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';

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
