import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Level, Logger } from 'pino';
import { RequestHeader } from '../../../contracts/enums.js';

/** The request id: the caller's x-request-id when it looks like one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[RequestHeader.RequestId];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * Successful requests at debug, refusals at warn, failures at error: at the default info level
 * only refused and failed requests are written (with their request id), which keeps logging off
 * the hot path; LOG_LEVEL=debug gives the full access log.
 */
function levelOf(statusCode: number): Level {
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'debug';
}

// Liveness probes arrive every few seconds and say nothing.
const UNLOGGED = new Set(['/api/health']);

/**
 * Access log middleware: gives every request an id (request.id, echoed as x-request-id) and
 * writes one line when the answer is finished: id, method, path (never the query string, which
 * can carry e-mails and search text), status and time. No headers, cookies or bodies are read,
 * so there is nothing secret to redact, and nothing is built for a line that will not be written.
 */
export function createAccessLog(logger: Logger) {
  return (request: IncomingMessage & { id?: string; originalUrl?: string }, response: ServerResponse, next: () => void) => {
    const id = requestIdOf(request);
    request.id = id;
    response.setHeader(RequestHeader.RequestId, id);
    const started = performance.now();
    const write = (message: string, statusCode: number) => {
      const level = levelOf(statusCode);
      if (!logger.isLevelEnabled(level)) return;
      const url = request.originalUrl ?? request.url ?? '';
      const path = url.split('?', 1)[0];
      if (UNLOGGED.has(path)) return;
      logger[level]({ req: { id, method: request.method, path }, res: { statusCode }, responseTime: Math.round(performance.now() - started) }, message);
    };
    // 'close' comes after every answer; an unfinished one means the client hung up first, worth a line at warn.
    response.once('close', () => {
      if (response.writableFinished) write('request completed', response.statusCode);
      else write('request aborted', Math.max(response.statusCode, 499));
    });
    next();
  };
}
