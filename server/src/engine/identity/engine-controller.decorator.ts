import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { EngineAuthGuard } from './engine-auth.guard.js';

/**
 * An engine controller: mounted under /gateway/{service}/api/{area} and guarded by the
 * engine's bearer token. Kept out of the storefront's OpenAPI document.
 */
export const EngineController = (path: string) =>
  applyDecorators(Controller(`gateway/${path}`), UseGuards(EngineAuthGuard), ApiExcludeController());
