import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CampaignsResponse } from '../../../../contracts/cart/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { CampaignService } from './campaign.service.js';

@ApiTags('campaign')
@Controller('api')
export class CampaignController {
  constructor(private readonly service: CampaignService) {}

  // The path's misspelling is the spec's (S7.17).
  @Get('get-campaings')
  @ApiOperation({ summary: 'Running campaigns (S7.17)' })
  @ApiOkResponse({ description: '{ isSuccess, campaigns }' })
  campaigns(@Ctx() context: RequestContext): Promise<CampaignsResponse> { return this.service.campaigns(context); }
}
