import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import type { HidePopularSearchRequest, RecordedSearch, RecordSearchesRequest } from '../../../../../contracts/gateway/prediction.js';

/** Searches one storefront write carries at most (it writes about once a second). */
export const MAX_RECORDED_SEARCHES = 1000;

export class RecordedSearchDto implements RecordedSearch {
  @IsIn(['tr', 'en']) culture: 'tr' | 'en';
  @IsString() @MaxLength(200) query: string;
  @IsInt() @Min(0) @Max(100_000_000) resultCount: number;
  @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: 'shopper must be a hash of 8-64 letters and digits' }) shopper?: string;
}

/** Body of the engine's record searches. */
export class RecordSearchesRequestDto implements RecordSearchesRequest {
  @IsArray() @ArrayMaxSize(MAX_RECORDED_SEARCHES) @ValidateNested({ each: true }) @Type(() => RecordedSearchDto) searches: RecordedSearchDto[];
}

/** Body of the operator's hide popular search. */
export class HidePopularSearchRequestDto implements HidePopularSearchRequest {
  @IsString() @MinLength(2) @MaxLength(100) query: string;
  @IsOptional() @IsIn(['tr', 'en']) culture?: 'tr' | 'en';
  @IsOptional() @IsBoolean() hidden?: boolean;
}
