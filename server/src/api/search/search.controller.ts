import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import type { PopularSearchesResponse } from '../../../../contracts/search/responses.js';
import { AutocompleteQueryDto } from './dto/autocomplete.query.js';
import { PopularSearchesQueryDto } from './dto/popular-searches.query.js';
import { SearchClient } from './search.client.js';

@ApiTags('search')
@Controller('api')
export class SearchController {
  constructor(private readonly client: SearchClient) {}

  @Get('autocomplete')
  @ApiOperation({ summary: 'Completions of what the shopper is typing: brands and catalogue words (spec §7 Prediction)' })
  async autocomplete(@Ctx() context: RequestContext, @Query() query: AutocompleteQueryDto) {
    return { isSuccess: true, ...(await this.client.autocomplete(context.culture, query.query, query.limit ?? 8)) };
  }

  @Get('popular-searches')
  @ApiOperation({ summary: 'What shoppers search most (recorded, folded, anonymous), beside banner container 10 (issue 4)' })
  async popular(@Ctx() context: RequestContext, @Query() query: PopularSearchesQueryDto): Promise<PopularSearchesResponse> {
    return { isSuccess: true, ...(await this.client.popular(context.culture, query.limit ?? 8)) };
  }
}
