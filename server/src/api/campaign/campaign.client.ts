import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { CampaignGatewayPaths, type CampaignBadgesResult } from '../../../../contracts/gateway/campaign.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import { ReadCache } from '../../common/read-cache.js';

/** Fallback when the campaign service fails without a message of its own. */
export const CAMPAIGN_FAILURE = 'Failed to get campaigns';

/** The only code that calls the gateway's campaign service. */
@Injectable()
export class CampaignClient {
  // Lists and home widgets ask for the same products again and again; campaigns change rarely.
  private readonly badgeCache = new ReadCache<CampaignBadgesResult>(60_000, 2000);

  constructor(private readonly gateway: GatewayClient) {}

  badges(culture: Culture, productIds: number[]): Promise<CampaignBadgesResult> {
    return this.badgeCache.get(`${culture}|${productIds.join(',')}`, async () =>
      unwrap(await this.gateway.post<CampaignBadgesResult>({ path: CampaignGatewayPaths.campaignBadges, culture, body: { productIds } }), CAMPAIGN_FAILURE));
  }
}
