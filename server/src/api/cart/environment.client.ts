import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { EnvironmentGatewayPaths, type EnvironmentTokenResult } from '../../../../contracts/gateway/environment.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** Fallback when the environment service fails without a message of its own. */
export const ENVIRONMENT_FAILURE = 'Failed to start a shopping session';

/** The only code that calls the gateway's environment service. */
@Injectable()
export class EnvironmentClient {
  constructor(private readonly gateway: GatewayClient) {}

  /** A visitor's new token (member id -1) with a new shopping cart. */
  async init(culture: Culture): Promise<EnvironmentTokenResult> {
    return unwrap(await this.gateway.post<EnvironmentTokenResult>({ path: EnvironmentGatewayPaths.init, culture, body: {} }), ENVIRONMENT_FAILURE);
  }
}
