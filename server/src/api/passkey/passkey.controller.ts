import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiResult } from '../../../../contracts/common/responses.js';
import type { PasskeyCreationOptionsResponse, PasskeyRequestOptionsResponse, PasskeyResponse, PasskeysResponse } from '../../../../contracts/member/passkey.js';
import type { MemberResponse } from '../../../../contracts/member/responses.js';
import { IdDto } from '../../common/dto/member-fields.dto.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { PasskeyLoginDto, PasskeyRegisterDto } from './dto/passkey.dto.js';
import { PasskeyService } from './passkey.service.js';
import { NoStore } from '../../common/no-store.js';

// Passkey answers are one shopper's (challenges, sign-ins): no cache may keep them.

/** Passkeys (issue 14 item 11): added in the account area, a second way to sign in beside the password. */
@ApiTags('passkey')
@Controller('api')
export class PasskeyController {
  constructor(private readonly service: PasskeyService) {}

  @Post('passkey-register-options') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Options for a new passkey of the signed-in member (their passkeys excluded); 401 visitor, 403 guest' })
  registerOptions(@Ctx() context: RequestContext): Promise<PasskeyCreationOptionsResponse> { return this.service.registrationOptions(context); }

  @Post('passkey-register') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Keeps the browser\'s new passkey once its challenge and attestation check out' })
  register(@Ctx() context: RequestContext, @Body() payload: PasskeyRegisterDto): Promise<PasskeyResponse> { return this.service.register(context, payload); }

  @Get('passkeys') @NoStore()
  @ApiOperation({ summary: 'The signed-in member\'s passkeys: name, added, last used' })
  list(@Ctx() context: RequestContext): Promise<PasskeysResponse> { return this.service.list(context); }

  @Post('remove-passkey') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Removes one of the member\'s own passkeys; 404 for any other id' })
  remove(@Ctx() context: RequestContext, @Body() payload: IdDto): Promise<ApiResult> { return this.service.remove(context, payload.id); }

  @Post('passkey-login-options') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.signIn)
  @ApiOperation({ summary: 'A sign-in challenge for discoverable passkeys (no e-mail asked)' })
  loginOptions(@Ctx() context: RequestContext): Promise<PasskeyRequestOptionsResponse> { return this.service.loginOptions(context); }

  @Post('passkey-login') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.signIn)
  @ApiOperation({ summary: 'Sign-in with a passkey: the same new token and cookies as /api/login, the visitor\'s cart joins the member\'s' })
  login(@Ctx() context: RequestContext, @Body() payload: PasskeyLoginDto): Promise<MemberResponse> { return this.service.login(context, payload); }
}
