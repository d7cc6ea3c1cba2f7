import { Module } from '@nestjs/common';
import { EngineEnvironmentController } from './environment.controller.js';
import { EnvironmentRepository } from './environment.repository.js';
import { EnvironmentService } from './environment.service.js';
import { EnvironmentTokens } from './environment-tokens.js';
import { ShopperGuard } from './shopper.decorator.js';
import { SignInClock } from './sign-in-clock.js';

/** Environment tokens (spec §3, §7 Environment); the cart and coupon routes verify shoppers with ShopperGuard. */
@Module({
  controllers: [EngineEnvironmentController],
  providers: [EnvironmentRepository, EnvironmentTokens, EnvironmentService, ShopperGuard, SignInClock],
  exports: [EnvironmentTokens, EnvironmentService, ShopperGuard, SignInClock],
})
export class EngineEnvironmentModule {}
