import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';

/** Keys whose values are never written to the log: tokens, cookies, passwords, card data and e-mail addresses. */
const SECRET_KEYS = ['password', 'Password', 'newPassword', 'currentPassword', 'token', 'accessToken', 'access_token', 'environmentToken',
  'refreshToken', 'client_secret', 'clientSecret', 'cardNumber', 'CardNumber', 'card', 'cvv', 'Cvv', 'cvc', 'pan', 'email', 'Email'];

/**
 * Paths never written to the log: the secret keys at the top of a logged object and up to two
 * levels inside it (pino's wildcards match one level each), and the request's credentials.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers.captchatoken', 'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

const EMAIL = /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const JWT = /eyJ[\w-]{2,}\.[\w-]{2,}\.[\w-]*/g;
// 13 to 19 digits, spaced or dashed as cards are written; not a JSON number (those follow ":", "," or "[").
const CARD_LIKE = /(?<![\d.:,[-])(?:\d[ -]?){12,18}\d(?![\d.])/g;

/** The Luhn check every card number passes: keeps order numbers and timestamps in the log. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1 && (digit *= 2) > 9) digit -= 9;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The last guard on every written line: e-mail addresses, signed tokens and card numbers that
 * reached a message or an error's text (an SMTP refusal naming its recipient, say), where no
 * key names them, are masked too.
 */
export function redactText(line: string): string {
  return line
    .replace(EMAIL, '[redacted e-mail]')
    .replace(JWT, '[redacted token]')
    .replace(CARD_LIKE, (match) => (passesLuhn(match.replace(/\D/g, '')) ? '[redacted card]' : match));
}

/**
 * The process logger: JSON lines on stdout, written in 4 KB batches so logging every request
 * stays off the hot path. Call `logger.flush()` before exiting.
 */
export function createLogger(level: string, destination: DestinationStream = pino.destination({ dest: 1, sync: false, minLength: 4096 })): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, hooks: { streamWrite: redactText }, base: { app: 'vitrin' } }, destination);
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
