import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { EngineTokenService } from './engine-token.service.js';

/** Engine routes answer only callers holding a token from the engine's realm. */
@Injectable()
export class EngineAuthGuard implements CanActivate {
  constructor(private readonly tokens: EngineTokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const header = http.getRequest<Request>().headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (token && (await this.tokens.isValid(token))) return true;
    // RFC 6750: the caller's token is what was refused, so the gateway client knows a fresh one may help
    // (a shopper's refusal, a wrong password, is a 401 without this header and is never retried).
    http.getResponse<Response>().setHeader('WWW-Authenticate', `Bearer error="${token ? 'invalid_token' : 'invalid_request'}"`);
    throw new UnauthorizedException('A valid bearer token is required');
  }
}
