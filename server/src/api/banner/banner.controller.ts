import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { BannerService } from './banner.service.js';
import { GetBannerListDto } from './dto/get-banner-list.dto.js';

@ApiTags('banner')
@Controller('api')
export class BannerController {
  constructor(private readonly service: BannerService) {}

  @Post('get-banner-list') @HttpCode(200)
  @ApiOperation({ summary: 'Banners by container or key (S7.02)' })
  list(@Ctx() context: RequestContext, @Body() criteria: GetBannerListDto) { return this.service.list(context, criteria); }
}
