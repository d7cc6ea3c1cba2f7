import { Injectable } from '@nestjs/common';
import type { BannerListResponse } from '../../../../contracts/banner/responses.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import type { RequestContext } from '../../common/request-context.js';
import { BannerClient } from './banner.client.js';
import type { GetBannerListDto } from './dto/get-banner-list.dto.js';

/** Banners by container or key (S7.02): sliders, campaign tiles, footer icons, social links. */
@Injectable()
export class BannerService {
  // Every page shows the same few containers.
  private readonly lists = answerCache<BannerListResponse>(FRESHNESS.banners, 200);

  constructor(private readonly client: BannerClient) {}

  list(context: RequestContext, criteria: GetBannerListDto): Promise<BannerListResponse> {
    const containers = criteria.bannerContainerIds ?? [];
    const keys = criteria.keys ?? [];
    const key = `${context.culture}|${[...containers].sort().join(',')}|${[...keys].sort().join(',')}`;
    return this.lists.get(key, async () => ({ isSuccess: true, banners: (await this.client.list(context.culture, containers, keys)).banners }));
  }
}
