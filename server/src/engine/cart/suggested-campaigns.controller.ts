import { Get, Query, UseGuards } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type { SuggestedCampaignsResult } from '../../../../contracts/gateway/campaign.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import { CartRequestFlags } from '../../../../contracts/enums.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { CartService } from './cart.service.js';

class SuggestedCampaignsQuery {
  @Type(() => Number) @IsInt() @Min(1) @Max(1000)
  currencyId: number;
}

/** Campaigns the shopper's cart almost reaches (spec §7 Campaign: GET suggested campaigns); worked out from the cart, so served with it. */
@EngineController('campaign/api/campaigngateway')
@UseGuards(ShopperGuard)
export class EngineSuggestedCampaignsController {
  constructor(private readonly cart: CartService) {}

  @Get('suggested-campaigns')
  async suggested(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Query() query: SuggestedCampaignsQuery): Promise<SuggestedCampaignsResult> {
    const { cart } = await this.cart.getCart({ shopper, culture, currencyId: query.currencyId }, CartRequestFlags.None);
    return { suggestedCampaigns: cart.suggestedCampaigns };
  }
}
