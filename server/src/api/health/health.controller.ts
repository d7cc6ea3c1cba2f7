import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api')
export class HealthController {
  constructor(private readonly service: HealthService) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: the process answers' })
  health() { return this.service.health(); }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the gateway and its database answer' })
  ready() { return this.service.ready(); }
}
