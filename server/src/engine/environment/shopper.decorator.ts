import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { CartMessage } from '../../../../contracts/cart/messages.js';
import { ENVIRONMENT_TOKEN_HEADER, type EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import { InvalidEnvironmentToken, type VerifiedClaims } from './environment-tokens.js';
import { EnvironmentService } from './environment.service.js';

const CLAIMS = Symbol('environmentClaims');
type WithClaims = Request & { [CLAIMS]?: VerifiedClaims };

/**
 * Engine routes that act for a shopper (cart, coupons): the ENVIRONMENT_TOKEN_HEADER must hold a
 * valid environment token; its claims are then the route's @Shopper() argument.
 */
@Injectable()
export class ShopperGuard implements CanActivate {
  constructor(private readonly environment: EnvironmentService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithClaims>();
    const token = request.headers[ENVIRONMENT_TOKEN_HEADER];
    if (typeof token !== 'string' || !token) throw new InvalidEnvironmentToken(CartMessage.tokenMissing);
    request[CLAIMS] = await this.environment.verify(token);
    return true;
  }
}

/** The verified claims of the shopper a guarded route acts for. */
export const Shopper = createParamDecorator((_data: unknown, execution: ExecutionContext): EnvironmentClaims => {
  const { expiresAt: _expiresAt, issuedAtMs: _issuedAt, ...claims } = execution.switchToHttp().getRequest<WithClaims>()[CLAIMS]!;
  return claims;
});

/** The token's claims with its lifetime (sign-out revokes it until it would have expired). */
export const ShopperToken = createParamDecorator((_data: unknown, execution: ExecutionContext): VerifiedClaims =>
  execution.switchToHttp().getRequest<WithClaims>()[CLAIMS]!);

/** The raw environment token of a route that works with or without one (sign-in: a visitor's cart joins the member's). */
export const OptionalShopperToken = createParamDecorator((_data: unknown, execution: ExecutionContext): string | undefined => {
  const token = execution.switchToHttp().getRequest<Request>().headers[ENVIRONMENT_TOKEN_HEADER];
  return typeof token === 'string' && token ? token : undefined;
});
