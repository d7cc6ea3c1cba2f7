import { IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import type { SearchSynonymInput } from '../../../../../contracts/gateway/prediction.js';

const HAS_WORD = /[\p{L}\p{N}]/u;

/** Body of creating or changing a synonym pair (issue 31 item 3). */
export class SearchSynonymDto implements SearchSynonymInput {
  @IsIn(['tr', 'en'], { message: 'culture must be tr or en' }) culture: 'tr' | 'en';
  @IsString() @Length(1, 60) @Matches(HAS_WORD, { message: 'term must hold a word' }) term: string;
  @IsString() @Length(1, 60) @Matches(HAS_WORD, { message: 'synonym must hold a word' }) synonym: string;
}

/** The list's query, as react-admin's simple REST data provider sends it (JSON in each parameter). */
export class SearchSynonymListQueryDto {
  @IsOptional() @IsString() @MaxLength(100) sort?: string;
  @IsOptional() @IsString() @MaxLength(100) range?: string;
  @IsOptional() @IsString() @MaxLength(300) filter?: string;
}
