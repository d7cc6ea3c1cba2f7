import { Body, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewaySignInResult } from '../../../../contracts/gateway/member.js';
import type { GatewayPasskeyCreationOptionsResult, GatewayPasskeyRequestOptionsResult, GatewayPasskeyResult, GatewayPasskeysResult } from '../../../../contracts/gateway/passkey.js';
import { IdDto } from '../../common/dto/member-fields.dto.js';
import { PasskeyLoginDto, PasskeyRegisterDto } from '../../common/dto/passkey-fields.dto.js';
import { OptionalShopperToken, Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { PasskeyService } from './passkey.service.js';

/** Engine passkey service (issue 14 item 11; contracts/gateway/passkey.ts): registration, list, removal, sign-in. */
@EngineController('member/api/passkey')
export class EnginePasskeyController {
  constructor(private readonly passkeys: PasskeyService) {}

  @Post('registration-options') @HttpCode(200) @UseGuards(ShopperGuard)
  registrationOptions(@Shopper() shopper: EnvironmentClaims): Promise<GatewayPasskeyCreationOptionsResult> {
    return this.passkeys.registrationOptions(shopper);
  }

  @Post('register') @HttpCode(200) @UseGuards(ShopperGuard)
  async register(@Shopper() shopper: EnvironmentClaims, @Body() body: PasskeyRegisterDto): Promise<GatewayPasskeyResult> {
    return { passkey: await this.passkeys.register(shopper, body) };
  }

  @Get('list') @UseGuards(ShopperGuard)
  async list(@Shopper() shopper: EnvironmentClaims): Promise<GatewayPasskeysResult> {
    return { passkeys: await this.passkeys.list(shopper) };
  }

  @Post('remove') @HttpCode(200) @UseGuards(ShopperGuard)
  async remove(@Shopper() shopper: EnvironmentClaims, @Body() body: IdDto): Promise<object> {
    await this.passkeys.remove(shopper, body.id);
    return {};
  }

  @Post('authentication-options') @HttpCode(200)
  authenticationOptions(): Promise<GatewayPasskeyRequestOptionsResult> {
    return this.passkeys.authenticationOptions();
  }

  @Post('authenticate') @HttpCode(200)
  authenticate(@OptionalShopperToken() token: string | undefined, @Body() body: PasskeyLoginDto): Promise<GatewaySignInResult> {
    return this.passkeys.authenticate(token, body.credential, body.rememberMe === true);
  }
}
