import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AutocompleteResponse, PopularSearchesResponse } from '../../../../contracts/search/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { AutocompleteQueryDto } from './dto/autocomplete.query.js';
import { PopularSearchesQueryDto } from './dto/popular-searches.query.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@Controller('api')
export class SearchController {
  constructor(private readonly service: SearchService) {}

  @Get('autocomplete')
  @ApiOperation({ summary: 'Completions of what the shopper is typing: brands and catalogue words (spec §7 Prediction)' })
  autocomplete(@Ctx() context: RequestContext, @Query() query: AutocompleteQueryDto): Promise<AutocompleteResponse> { return this.service.autocomplete(context, query); }

  @Get('popular-searches')
  @ApiOperation({ summary: 'What shoppers search most (recorded, folded, anonymous), beside banner container 10 (issue 4)' })
  popular(@Ctx() context: RequestContext, @Query() query: PopularSearchesQueryDto): Promise<PopularSearchesResponse> { return this.service.popular(context, query); }
}
