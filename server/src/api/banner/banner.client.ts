import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { BannerGatewayPaths, type BannerListResult } from '../../../../contracts/gateway/banner.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** spec §8: banner list / product search failure. */
export const BANNER_FAILURE = 'Failed to search products';

/** The only code that calls the gateway's banner service. */
@Injectable()
export class BannerClient {
  constructor(private readonly gateway: GatewayClient) {}

  async list(culture: Culture, bannerContainerIds: number[] = [], keys: string[] = []): Promise<BannerListResult> {
    return unwrap(await this.gateway.post<BannerListResult>({ path: BannerGatewayPaths.list, culture, body: { bannerContainerIds, keys } }), BANNER_FAILURE);
  }
}
