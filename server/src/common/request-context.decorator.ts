import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { contextOf } from './request-context.js';

/** Controller parameter: the RequestContext of the current request. */
export const Ctx = createParamDecorator((_data: unknown, execution: ExecutionContext) =>
  contextOf(execution.switchToHttp().getRequest<Request>()),
);
