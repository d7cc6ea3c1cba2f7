import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { CampaignGatewayPaths, type CampaignBadgesResult, type CampaignsResult } from '../../../../contracts/gateway/campaign.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** Fallback when the campaign service fails without a message of its own. */
export const CAMPAIGN_FAILURE = 'Failed to get campaigns';

/** The only code that calls the gateway's campaign service. */
@Injectable()
export class CampaignClient {
  constructor(private readonly gateway: GatewayClient) {}

  // Not cached: badges go into product answers, which are cached whole (FRESHNESS.productLists, productDetail).
  async badges(culture: Culture, currencyId: number, productIds: number[]): Promise<CampaignBadgesResult> {
    return unwrap(await this.gateway.post<CampaignBadgesResult>({ path: CampaignGatewayPaths.campaignBadges, culture, body: { productIds, currencyId } }), CAMPAIGN_FAILURE);
  }

  async campaigns(culture: Culture, currencyId: number): Promise<CampaignsResult> {
    return unwrap(await this.gateway.post<CampaignsResult>({ path: CampaignGatewayPaths.campaigns, culture, body: { currencyId } }), CAMPAIGN_FAILURE);
  }
}
