import { Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { ReadinessResult } from '../../../../contracts/gateway/core.js';
import { DATABASE, type Database } from '../db/database.js';
import { EngineController } from '../identity/engine-controller.decorator.js';

/** The engine's readiness (core service): ready while its database answers. */
@EngineController('core/api/health')
export class EngineHealthController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get('ready')
  async ready(): Promise<ReadinessResult> {
    try {
      await this.db.ping();
    } catch {
      throw new ServiceUnavailableException('Database unreachable');
    }
    return { database: this.db.kind };
  }
}
