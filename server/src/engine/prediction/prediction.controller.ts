import { Get, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type { AutocompleteResult, DidYouMeanResult, PopularSearchesResult } from '../../../../contracts/gateway/prediction.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { SearchIndexService } from './search-index.service.js';
import { SearchLogRepository } from './search-log.repository.js';

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
  constructor(private readonly search: SearchIndexService, private readonly log: SearchLogRepository) {}

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
    return { searches: await this.log.popular(culture, query.limit ?? 8) };
  }
}
