import { Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type { AutocompleteResult, DidYouMeanResult, HidePopularSearchResult, PopularSearchesResult } from '../../../../contracts/gateway/prediction.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { HidePopularSearchRequestDto, RecordSearchesRequestDto } from './dto/popular-search.dto.js';
import { PopularSearchesService } from './popular-searches.service.js';
import { SearchIndexService } from './search-index.service.js';

class PredictionQuery {
  @IsString() @MaxLength(200) query: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(20) limit?: number;
}

class PopularQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(20) limit?: number;
}

/** Engine prediction service (spec §7 Prediction). */
@EngineController('prediction/api/prediction')
export class EnginePredictionController {
  constructor(private readonly search: SearchIndexService, private readonly popularSearches: PopularSearchesService) {}

  @Get('autocomplete')
  async autocomplete(@EngineCulture() culture: Culture, @Query() query: PredictionQuery): Promise<AutocompleteResult> {
    return { suggestions: (await this.search.index()).autocomplete(query.query, culture, query.limit ?? 8) };
  }

  @Get('did-you-mean')
  async didYouMean(@EngineCulture() culture: Culture, @Query() query: PredictionQuery): Promise<DidYouMeanResult> {
    return { suggestion: (await this.search.index()).didYouMean(query.query, culture) ?? null };
  }

  @Get('popular')
  async popular(@EngineCulture() culture: Culture, @Query() query: PopularQuery): Promise<PopularSearchesResult> {
    return { searches: await this.popularSearches.popular(culture, query.limit ?? 8) };
  }

  /** The storefront's full searches, its cache included (issue 16: distinct shoppers per popular search). */
  @Post('record-searches') @HttpCode(200)
  recordSearches(@Body() body: RecordSearchesRequestDto): Record<string, never> { this.popularSearches.record(body.searches); return {}; }

  /** An operator's (or integration's) hiding of a popular search, like set-price for prices (issue 16 item 4). */
  @Post('hide-popular-search') @HttpCode(200)
  hide(@Body() body: HidePopularSearchRequestDto): Promise<HidePopularSearchResult> { return this.popularSearches.hide(body.query, body.culture, body.hidden ?? true); }
}
