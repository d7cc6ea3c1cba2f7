import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { GatewayError } from '../../common/errors.js';
import { HealthClient } from './health.client.js';

/** Liveness and readiness of the shop: ready while the gateway (and through it the database) answers. */
@Injectable()
export class HealthService {
  constructor(private readonly client: HealthClient) {}

  health() {
    return { isSuccess: true, status: 'ok' };
  }

  async ready() {
    try {
      const { database } = await this.client.readiness();
      return { isSuccess: true, status: 'ready', database };
    } catch (error) {
      // The gateway's own words ("Database unreachable") when it answered, else ours.
      throw new ServiceUnavailableException(error instanceof GatewayError && error.message ? error.message : 'Gateway unreachable');
    }
  }
}
