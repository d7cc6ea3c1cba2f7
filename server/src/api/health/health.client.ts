import { Injectable } from '@nestjs/common';
import { CoreGatewayPaths, type ReadinessResult } from '../../../../contracts/gateway/core.js';
import { GatewayError } from '../../common/errors.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import { isHttpFailure } from '../../gateway/http-helper.js';

export const GATEWAY_UNREACHABLE = 'Gateway unreachable';
/** The engine's readiness refusal (engine/health): the one 5xx message shown as it is, since it tells an operator where to look. */
export const DATABASE_UNREACHABLE = 'Database unreachable';

/** The only code that asks the gateway how it is. */
@Injectable()
export class HealthClient {
  constructor(private readonly gateway: GatewayClient) {}

  async readiness(): Promise<ReadinessResult> {
    const response = await this.gateway.get<ReadinessResult>({ path: CoreGatewayPaths.readiness, culture: 'tr' });
    if (isHttpFailure(response) && response.status === 503 && response.errorMessage === DATABASE_UNREACHABLE) throw new GatewayError(DATABASE_UNREACHABLE, 503);
    return unwrap(response, GATEWAY_UNREACHABLE);
  }
}
