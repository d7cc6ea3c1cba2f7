import { Module } from '@nestjs/common';
import { EngineCampaignModule } from '../campaign/campaign.module.js';
import { EngineCouponController } from '../coupon/coupon.controller.js';
import { EngineCouponModule } from '../coupon/coupon.module.js';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { CartEvents } from './cart-events.js';
import { EngineCartController } from './cart.controller.js';
import { CartRepository } from './cart.repository.js';
import { CartService } from './cart.service.js';
import { EngineSuggestedCampaignsController } from './suggested-campaigns.controller.js';

/**
 * The engine's shopping cart. The coupon routes and suggested campaigns are served here too:
 * both change or read one shopper's cart, so they go through the cart's transaction and pricing.
 */
@Module({
  imports: [EngineEnvironmentModule, EngineCampaignModule, EngineCouponModule],
  controllers: [EngineCartController, EngineCouponController, EngineSuggestedCampaignsController],
  providers: [CartRepository, CartService, CartEvents],
  exports: [CartEvents, CartService],
})
export class EngineCartModule {}
