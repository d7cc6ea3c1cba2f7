import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { CampaignBadgesResult } from '../../../../contracts/gateway/campaign.js';
import { ReadCache } from '../../common/read-cache.js';
import { CatalogueIndexService } from '../product/catalogue-index.service.js';
import { badgesOf, type RunningCampaign } from './campaign-badges.js';
import { CampaignRepository } from './campaign.repository.js';

/**
 * How long the running campaigns are read once for every badge request: a campaign starts,
 * ends or is switched at most this late. Badges go on every product card, so they are worked
 * out in memory against the catalogue index instead of a query per list.
 */
export const RUNNING_CAMPAIGNS_TTL_MS = 30_000;

/** Engine campaign rules: which running campaigns badge which products. */
@Injectable()
export class EngineCampaignService {
  // One key: the running campaigns at the time of the read. A failed read is not kept.
  private readonly running = new ReadCache<RunningCampaign[]>(RUNNING_CAMPAIGNS_TTL_MS, 1);

  constructor(private readonly campaigns: CampaignRepository, private readonly catalogue: CatalogueIndexService) {}

  async badges(culture: Culture, productIds: number[]): Promise<CampaignBadgesResult> {
    const [campaigns, index] = await Promise.all([this.runningCampaigns(), this.catalogue.index()]);
    return badgesOf(productIds, campaigns, (productId) => index.reachOf(productId), culture);
  }

  private runningCampaigns(): Promise<RunningCampaign[]> {
    return this.running.get('running', async () => (await this.campaigns.running(new Date())).map((row) => ({
      id: row.id, kind: row.kind, name: { tr: row.name_tr, en: row.name_en },
      productIds: new Set(row.product_ids), brandIds: new Set(row.brand_ids), categoryIds: new Set(row.category_ids),
    })));
  }
}
