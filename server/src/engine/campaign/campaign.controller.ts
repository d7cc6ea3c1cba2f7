import { Body, HttpCode, Post } from '@nestjs/common';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type { CampaignBadgesRequest, CampaignBadgesResult, CampaignsResult } from '../../../../contracts/gateway/campaign.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { EngineCampaignService } from './campaign.service.js';

/** Most products one badge request may name (a list page holds 24, a feed page 100). */
export const MAX_BADGE_PRODUCTS = 200;

class CampaignBadgesRequestDto implements CampaignBadgesRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(MAX_BADGE_PRODUCTS) @IsInt({ each: true }) @Min(1, { each: true }) @Max(100_000_000, { each: true })
  productIds: number[];

  @IsOptional() @IsInt() @Min(1) @Max(1_000)
  currencyId?: number;
}

/** Engine campaign service (spec §7 Campaign, base /api/campaigngateway). */
@EngineController('campaign/api/campaigngateway')
export class EngineCampaignController {
  constructor(private readonly campaigns: EngineCampaignService) {}

  @Post('campaigns') @HttpCode(200)
  running(@EngineCulture() culture: Culture): Promise<CampaignsResult> {
    return this.campaigns.list(culture);
  }

  @Post('campaign-badges') @HttpCode(200)
  badges(@EngineCulture() culture: Culture, @Body() body: CampaignBadgesRequestDto): Promise<CampaignBadgesResult> {
    return this.campaigns.badges(culture, body.productIds, body.currencyId);
  }
}
