import { Injectable } from '@nestjs/common';
import type { BannerListResponse } from '../../../../contracts/banner/responses.js';
import type { RequestContext } from '../../common/request-context.js';
import { BannerClient } from './banner.client.js';
import type { GetBannerListDto } from './dto/get-banner-list.dto.js';

@Injectable()
export class BannerService {
  constructor(private readonly client: BannerClient) {}

  async list(context: RequestContext, criteria: GetBannerListDto): Promise<BannerListResponse> {
    const { banners } = await this.client.list(context.culture, criteria.bannerContainerIds, criteria.keys);
    return { isSuccess: true, banners };
  }
}
