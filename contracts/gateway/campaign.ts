/** Gateway contract of the campaign service (spec §7 Campaign; base /api/campaigngateway). */
import type { CampaignBadge } from '../campaign/entities.js';

export const CampaignGatewayPaths = {
  /** POST CampaignBadgesRequest → CampaignBadgesResult. */
  campaignBadges: 'campaign/api/campaigngateway/campaign-badges',
} as const;

/** Body of `campaignBadges`. */
export interface CampaignBadgesRequest {
  /** Products to badge, 1 to 200. */
  productIds: number[];
}

/** Badges of the running campaigns per product; a product without any is left out. */
export interface CampaignBadgesResult {
  badges: { productId: number; badges: CampaignBadge[] }[];
}
