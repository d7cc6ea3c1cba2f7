import { Body, HttpCode, Post } from '@nestjs/common';
import type { EnvironmentClaimsResult, EnvironmentTokenConfig, EnvironmentTokenResult } from '../../../../contracts/gateway/environment.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { EnvironmentTokenRequestDto, EnvironmentUpdateRequestDto } from './dto/environment-requests.dto.js';
import { EnvironmentService } from './environment.service.js';

/** Engine environment service (spec §7 Environment, POST: Init, Read, Update, Refresh, GetTokenConfig). */
@EngineController('environment/api/environment')
export class EngineEnvironmentController {
  constructor(private readonly environment: EnvironmentService) {}

  @Post('init') @HttpCode(200)
  init(): Promise<EnvironmentTokenResult> { return this.environment.init(); }

  @Post('read') @HttpCode(200)
  read(@Body() body: EnvironmentTokenRequestDto): Promise<EnvironmentClaimsResult> { return this.environment.read(body.token); }

  @Post('update') @HttpCode(200)
  update(@Body() body: EnvironmentUpdateRequestDto): Promise<EnvironmentTokenResult> { return this.environment.update(body.token, body.changes); }

  @Post('refresh') @HttpCode(200)
  refresh(@Body() body: EnvironmentTokenRequestDto): Promise<EnvironmentTokenResult> { return this.environment.refresh(body.token); }

  @Post('get-token-config') @HttpCode(200)
  tokenConfig(): EnvironmentTokenConfig { return this.environment.tokenConfig(); }
}
