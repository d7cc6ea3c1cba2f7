import type { CampaignKind } from '../../../../contracts/campaign/entities.js';
import type { Culture } from '../../../../contracts/enums.js';
import type { CampaignBadgesResult } from '../../../../contracts/gateway/campaign.js';

/** A campaign that is switched on and inside its dates, with what it reaches. */
export interface RunningCampaign {
  id: number;
  kind: CampaignKind;
  name: Record<Culture, string>;
  productIds: ReadonlySet<number>;
  brandIds: ReadonlySet<number>;
  /** A campaign on a category covers its descendants. */
  categoryIds: ReadonlySet<number>;
}

/** What of a product a campaign can reach: its brand and every category on its paths (ancestors included). */
export interface ProductReach {
  brandId: number;
  categoryIds: ArrayLike<number>;
}

/**
 * Badges of the running campaigns (in campaign order) on each asked product that they reach by
 * id, brand or category, in the order the products were asked for; a product without one is
 * left out and a repeated id answered once. A free-shipping badge shows only where `shipsFree`
 * says the cart ships the product free (issue 32 item 3: a badge says only what the cart does).
 */
export function badgesOf(
  productIds: readonly number[], campaigns: readonly RunningCampaign[], reachOf: (productId: number) => ProductReach | undefined, culture: Culture,
  shipsFree: (productId: number) => boolean = () => true,
): CampaignBadgesResult {
  const badges: CampaignBadgesResult['badges'] = [];
  for (const productId of new Set(productIds)) {
    const reach = reachOf(productId);
    const reaching = campaigns.filter((campaign) => reaches(campaign, productId, reach) && (campaign.kind !== 'free-shipping' || shipsFree(productId)));
    if (reaching.length) badges.push({ productId, badges: reaching.map((campaign) => ({ campaignId: campaign.id, name: campaign.name[culture], kind: campaign.kind })) });
  }
  return { badges };
}

function reaches(campaign: RunningCampaign, productId: number, reach: ProductReach | undefined): boolean {
  if (campaign.productIds.has(productId)) return true;
  if (!reach) return false;
  if (campaign.brandIds.has(reach.brandId)) return true;
  for (let k = 0; k < reach.categoryIds.length; k++) if (campaign.categoryIds.has(reach.categoryIds[k])) return true;
  return false;
}
