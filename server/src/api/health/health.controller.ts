import { Controller, Get, HttpCode, Inject, Optional, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DATABASE, type Database } from '../../engine/db/database.js';
import { GatewayAddress } from '../../gateway/gateway-address.js';
import { HttpHelper, isHttpFailure } from '../../gateway/http-helper.js';

@ApiTags('health')
@Controller('api')
export class HealthController {
  constructor(
    private readonly address: GatewayAddress,
    private readonly http: HttpHelper,
    // Present only when the embedded engine runs in this process.
    @Optional() @Inject(DATABASE) private readonly db?: Database,
  ) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: the process answers' })
  health() {
    return { isSuccess: true, status: 'ok' };
  }

  @Get('ready') @HttpCode(200)
  @ApiOperation({ summary: 'Readiness: the database (or the external gateway) answers' })
  async ready() {
    try {
      if (this.db) await this.db.ping();
      else {
        const realm = await this.http.send({ method: 'GET', url: this.address.idpUrl(), timeoutMs: 3000 });
        if (isHttpFailure(realm)) throw new Error(realm.errorMessage);
      }
    } catch {
      throw new ServiceUnavailableException(this.db ? 'Database unreachable' : 'Gateway unreachable');
    }
    return { isSuccess: true, status: 'ready', database: this.db?.kind ?? 'external-gateway' };
  }
}
