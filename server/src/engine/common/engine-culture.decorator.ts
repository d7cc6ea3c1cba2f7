import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { cultureOf } from './culture.js';

/** Engine controller parameter: the caller's language. */
export const EngineCulture = createParamDecorator((_data: unknown, execution: ExecutionContext) =>
  cultureOf(execution.switchToHttp().getRequest<Request>()),
);
