import type { CampaignBadgesResult } from '../../../../contracts/gateway/campaign.js';
import type { CampaignBadgeRow } from './campaign.repository.js';

/**
 * Groups badge rows per product, in the order the products were asked for; a product without a
 * running campaign is left out, and a campaign reaching a product twice badges it once.
 */
export function groupBadges(productIds: readonly number[], rows: readonly CampaignBadgeRow[]): CampaignBadgesResult {
  const byProduct = new Map<number, CampaignBadgesResult['badges'][number]['badges']>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    if (!list.some((badge) => badge.campaignId === row.campaign_id)) list.push({ campaignId: row.campaign_id, name: row.name, kind: row.kind });
    byProduct.set(row.product_id, list);
  }
  return { badges: [...new Set(productIds)].flatMap((productId) => (byProduct.has(productId) ? [{ productId, badges: byProduct.get(productId)! }] : [])) };
}
