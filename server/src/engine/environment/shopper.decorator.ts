import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { CartMessage } from '../../../../contracts/cart/messages.js';
import { ENVIRONMENT_TOKEN_HEADER, type EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import { EnvironmentTokens, InvalidEnvironmentToken } from './environment-tokens.js';

const CLAIMS = Symbol('environmentClaims');
type WithClaims = Request & { [CLAIMS]?: EnvironmentClaims };

/**
 * Engine routes that act for a shopper (cart, coupons): the ENVIRONMENT_TOKEN_HEADER must hold a
 * valid environment token; its claims are then the route's @Shopper() argument.
 */
@Injectable()
export class ShopperGuard implements CanActivate {
  constructor(private readonly tokens: EnvironmentTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithClaims>();
    const token = request.headers[ENVIRONMENT_TOKEN_HEADER];
    if (typeof token !== 'string' || !token) throw new InvalidEnvironmentToken(CartMessage.tokenMissing);
    const { expiresAt: _expiresAt, ...claims } = await this.tokens.verify(token);
    request[CLAIMS] = claims;
    return true;
  }
}

/** The verified claims of the shopper a guarded route acts for. */
export const Shopper = createParamDecorator((_data: unknown, execution: ExecutionContext): EnvironmentClaims =>
  execution.switchToHttp().getRequest<WithClaims>()[CLAIMS]!);
