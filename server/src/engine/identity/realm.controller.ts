import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, UnauthorizedException, NotFoundException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { DEFAULT_REALM, type RealmConfiguration, type TokenResponse } from '../../../../contracts/gateway/identity.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ENGINE_TOKEN_LIFETIME_SECONDS, EngineTokenService } from './engine-token.service.js';

/**
 * A Keycloak-compatible realm so the storefront's identity-provider code path (spec §7, S7.36)
 * works with no outside service: realm configuration and the client-credentials token endpoint.
 */
@ApiExcludeController()
@Controller('gateway/realms')
export class RealmController {
  constructor(private readonly tokens: EngineTokenService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get(':realm')
  configuration(@Param('realm') realm: string, @Req() request: Request): RealmConfiguration {
    const base = this.realmUrl(realm, request);
    return { realm, 'token-service': `${base}/protocol/openid-connect` };
  }

  @Post(':realm/protocol/openid-connect/token')
  @HttpCode(200)
  async token(@Param('realm') realm: string, @Body() form: Record<string, unknown>, @Req() request: Request): Promise<TokenResponse> {
    const base = this.realmUrl(realm, request);
    if (form?.grant_type !== 'client_credentials') throw new UnauthorizedException('unsupported_grant_type');
    if (!this.tokens.clientMatches(form.client_id, form.client_secret)) throw new UnauthorizedException('invalid_client');
    return { access_token: await this.tokens.issue(base), token_type: 'Bearer', expires_in: ENGINE_TOKEN_LIFETIME_SECONDS };
  }

  /**
   * The realm's own URL: on this process's loopback, where its client (the storefront in the same
   * process) reaches it, or at ENGINE_URL for the storefronts of an engine-only process. Never
   * the Host header, which the caller writes (issue 17: it was reflected into the document and
   * the token's issuer).
   */
  private realmUrl(realm: string, request: Request): string {
    if (realm !== DEFAULT_REALM) throw new NotFoundException('Realm not found');
    return `${this.config.engineUrl ?? `http://127.0.0.1:${request.socket.localPort}`}/gateway/realms/${realm}`;
  }
}
