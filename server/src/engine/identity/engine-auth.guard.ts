import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { EngineTokenService } from './engine-token.service.js';

/** Engine routes answer only callers holding a token from the engine's realm. */
@Injectable()
export class EngineAuthGuard implements CanActivate {
  constructor(private readonly tokens: EngineTokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || !(await this.tokens.isValid(token))) throw new UnauthorizedException('A valid bearer token is required');
    return true;
  }
}
