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

/** The longest a written line waits in the batch before it reaches the log. */
export const LOG_FLUSH_MS = 1_000;

/**
 * Lines to `dest` (a file descriptor or path) in 4 KB batches, so logging every request stays
 * off the hot path; a batch that has not filled goes out within LOG_FLUSH_MS. Without that, a
 * quiet shop's last lines (an error at night, "catalogue index built" after a start) waited
 * for 4 KB of later lines that might never come.
 */
export function batchedDestination(dest: number | string, flushMs = LOG_FLUSH_MS): DestinationStream {
  const destination = pino.destination({ dest, sync: false, minLength: 4096 });
  // SonicBoom's own fields, missing from its type: its file descriptor (-1 while a file opens) and whether it was destroyed.
  const state = destination as unknown as { fd: number; destroyed: boolean };
  let waiting = false;
  const write = destination.write.bind(destination);
  destination.write = (line: string) => { waiting = true; return write(line); };
  // Unref'd: the timer never keeps the process alive; an exit flushes the rest (main.ts). Only
  // when a line waits, on an open file: a flush with nothing waiting would still make a write.
  setInterval(() => {
    if (!waiting || state.destroyed || state.fd < 0) return;
    waiting = false;
    destination.flush();
  }, flushMs).unref();
  return destination;
}

/** The process logger: JSON lines on stdout (batchedDestination). Call `logger.flush()` before exiting. */
export function createLogger(level: string, destination: DestinationStream = batchedDestination(1)): Logger {
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
