import { ArgumentsHost, Catch, HttpException, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ApiErrorBody, FieldRefusal } from '../../../contracts/common/responses.js';
import { AppError } from './errors.js';

/** spec §8 Api error default. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** Turns any thrown value into the { isSuccess: false, status, message, data } envelope. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof AppError) {
    return { isSuccess: false, status: error.status, message: error.message, ...(error.data !== undefined ? { data: error.data } : {}) };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'string') return { isSuccess: false, status, message: response };
    const { message, fields } = response as { message?: unknown; fields?: FieldRefusal[] };
    // ValidationPipe answers a list of problems: the first is the headline, all go in data, and
    // the fields refused with their rules for a form to place (issue 32 item 13).
    if (Array.isArray(message)) return { isSuccess: false, status, message: String(message[0] ?? DEFAULT_ERROR_MESSAGE), data: message, ...(Array.isArray(fields) ? { fields } : {}) };
    return { isSuccess: false, status, message: typeof message === 'string' ? message : error.message };
  }
  return { isSuccess: false, status: HttpStatus.INTERNAL_SERVER_ERROR, message: DEFAULT_ERROR_MESSAGE };
}

/** The one exception filter: shapes every error answer and logs what was unexpected. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const body = toErrorBody(error);
    if (body.status >= 500) this.logger.error({ err: error, reqId: request.id }, 'request failed');
    if (response.headersSent) return;
    response.status(body.status).json(body);
  }
}
