import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RouteInfoResponse } from '../../../../contracts/route/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { RouteInfoQueryDto } from './dto/route-info.query.js';
import { RouteService } from './route.service.js';

@ApiTags('route')
@Controller('api')
export class RouteController {
  constructor(private readonly service: RouteService) {}

  @Get('route-info')
  @ApiOperation({ summary: 'What a path shows: product detail, category or brand list (spec §2, §7 Route)' })
  routeInfo(@Ctx() context: RequestContext, @Query() query: RouteInfoQueryDto): Promise<RouteInfoResponse> { return this.service.routeInfo(context, query); }
}
