import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { MobileGatewayPaths } from '../../../../contracts/gateway/mobile.js';
import type { CheckUpdateResult, MobilePlatform } from '../../../../contracts/mobile/responses.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

export const CHECK_UPDATE_FAILURE = 'Failed to check for updates';

/** The only code that calls the gateway's MobileApi service. */
@Injectable()
export class MobileClient {
  constructor(private readonly gateway: GatewayClient) {}

  async checkUpdate(culture: Culture, platform: MobilePlatform, version: string): Promise<CheckUpdateResult> {
    return unwrap(await this.gateway.get<CheckUpdateResult>({ path: MobileGatewayPaths.checkUpdate, culture, query: { platform, version } }), CHECK_UPDATE_FAILURE);
  }
}
