/** Gateway contract of the campaign service (spec §7 Campaign; base /api/campaigngateway). */
import type { CampaignBadge } from '../campaign/entities.js';
import type { SuggestedCampaign } from '../cart/entities.js';
import type { CampaignSummary } from '../cart/responses.js';

export const CampaignGatewayPaths = {
  /** POST CampaignBadgesRequest → CampaignBadgesResult. */
  campaignBadges: 'campaign/api/campaigngateway/campaign-badges',
  /** POST GatewayCurrencyRequest → CampaignsResult: every running campaign (GET /api/get-campaings). */
  campaigns: 'campaign/api/campaigngateway/campaigns',
  /** GET ?currencyId= with the shopper's token → SuggestedCampaignsResult: campaigns the cart almost reaches. */
  suggestedCampaigns: 'campaign/api/campaigngateway/suggested-campaigns',
} as const;

export interface CampaignsResult {
  campaigns: CampaignSummary[];
}

export interface SuggestedCampaignsResult {
  suggestedCampaigns: SuggestedCampaign[];
}

/** Body of `campaignBadges`. */
export interface CampaignBadgesRequest {
  /** Products to badge, 1 to 200. */
  productIds: number[];
  /**
   * The currency the shopper's cart is priced in: a free-shipping badge shows only where a cart
   * in it would ship the product free (issue 32 item 3). Absent: the language's default (S1.04).
   */
  currencyId?: number;
}

/** Badges of the running campaigns per product; a product without any is left out. */
export interface CampaignBadgesResult {
  badges: { productId: number; badges: CampaignBadge[] }[];
}
