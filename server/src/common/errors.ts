import { HttpStatus } from '@nestjs/common';

/**
 * The few error classes the server throws on purpose. Each carries a stable code and HTTP
 * status; the exception filter turns them into the spec §3 Api error envelope.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input the shopper can correct: 400. */
export class BadInputError extends AppError {
  constructor(message: string, data?: unknown) {
    super(message, HttpStatus.BAD_REQUEST, 'BAD_INPUT', data);
  }
}

/** Something asked for that does not exist: 404. */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(message, HttpStatus.NOT_FOUND, 'NOT_FOUND');
  }
}

/**
 * The gateway refused or failed. `message` is the server's message when it sent one, else the
 * spec §8 fallback of the calling route ("Failed to fetch currencies", ...).
 */
export class GatewayError extends AppError {
  constructor(message: string, upstreamStatus: number) {
    // Client errors from the gateway are the caller's; anything else is ours to report as 502.
    const status = upstreamStatus >= 400 && upstreamStatus < 500 ? upstreamStatus : HttpStatus.BAD_GATEWAY;
    super(message, status, 'GATEWAY', undefined);
  }
}
