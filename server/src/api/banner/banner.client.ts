import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { BannerGatewayPaths, type BannerListResult } from '../../../../contracts/gateway/banner.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import { ReadCache } from '../../common/read-cache.js';

/** spec §8: banner list / product search failure. */
export const BANNER_FAILURE = 'Failed to search products';

/** The only code that calls the gateway's banner service. */
@Injectable()
export class BannerClient {
  // Every page shows the same few containers.
  private readonly lists = new ReadCache<BannerListResult>(30_000, 200);

  constructor(private readonly gateway: GatewayClient) {}

  list(culture: Culture, bannerContainerIds: number[] = [], keys: string[] = []): Promise<BannerListResult> {
    const key = `${culture}|${[...bannerContainerIds].sort().join(',')}|${[...keys].sort().join(',')}`;
    return this.lists.get(key, async () =>
      unwrap(await this.gateway.post<BannerListResult>({ path: BannerGatewayPaths.list, culture, body: { bannerContainerIds, keys } }), BANNER_FAILURE));
  }
}
