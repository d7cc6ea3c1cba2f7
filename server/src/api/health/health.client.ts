import { Injectable } from '@nestjs/common';
import { CoreGatewayPaths, type ReadinessResult } from '../../../../contracts/gateway/core.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

export const GATEWAY_UNREACHABLE = 'Gateway unreachable';

/** The only code that asks the gateway how it is. */
@Injectable()
export class HealthClient {
  constructor(private readonly gateway: GatewayClient) {}

  async readiness(): Promise<ReadinessResult> {
    return unwrap(await this.gateway.get<ReadinessResult>({ path: CoreGatewayPaths.readiness, culture: 'tr' }), GATEWAY_UNREACHABLE);
  }
}
