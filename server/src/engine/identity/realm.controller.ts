import { Body, Controller, Get, HttpCode, Inject, Param, Post, UnauthorizedException, NotFoundException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DEFAULT_REALM, type RealmConfiguration, type TokenResponse } from '../../../../contracts/gateway/identity.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { publicOrigin } from '../../config/public-origin.js';
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
  configuration(@Param('realm') realm: string): RealmConfiguration {
    const base = this.realmUrl(realm);
    return { realm, 'token-service': `${base}/protocol/openid-connect` };
  }

  @Post(':realm/protocol/openid-connect/token')
  @HttpCode(200) @RateLimited(RATE_RULES.engineToken)
  async token(@Param('realm') realm: string, @Body() form: Record<string, unknown>): Promise<TokenResponse> {
    const base = this.realmUrl(realm);
    if (form?.grant_type !== 'client_credentials') throw new UnauthorizedException('unsupported_grant_type');
    if (!this.tokens.clientMatches(form.client_id, form.client_secret)) throw new UnauthorizedException('invalid_client');
    return { access_token: await this.tokens.issue(base), token_type: 'Bearer', expires_in: ENGINE_TOKEN_LIFETIME_SECONDS };
  }

  /**
   * The realm's own URL at its published address: ENGINE_URL, where the storefronts of an
   * engine-only process reach it, else the shop's PUBLIC_URL. Never an address of this process's
   * sockets (issue 27: the loopback listener's port was shown to anyone asking) and never the Host
   * header, which the caller writes (issue 17: it was reflected into the document and the
   * token's issuer). The storefront keeps the path and calls its own gateway's host
   * (IdentityTokenProvider), so no document sends its secret elsewhere.
   */
  private realmUrl(realm: string): string {
    if (realm !== DEFAULT_REALM) throw new NotFoundException('Realm not found');
    return `${this.config.engineUrl ?? publicOrigin(this.config)}/gateway/realms/${realm}`;
  }
}
