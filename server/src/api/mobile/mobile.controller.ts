import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckUpdateResponse } from '../../../../contracts/mobile/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { CheckUpdateQueryDto } from './dto/check-update.dto.js';
import { MobileService } from './mobile.service.js';

@ApiTags('mobile')
@Controller('api')
export class MobileController {
  constructor(private readonly service: MobileService) {}

  @Get('mobile/check-update')
  @ApiOperation({ summary: 'Whether an app version must (or may) update (S7.34 MobileApi CheckUpdate)' })
  checkUpdate(@Ctx() context: RequestContext, @Query() query: CheckUpdateQueryDto): Promise<CheckUpdateResponse> { return this.service.checkUpdate(context, query); }
}
