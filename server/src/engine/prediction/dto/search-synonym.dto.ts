import { IsIn, IsString, Length, Matches } from 'class-validator';
import type { SearchSynonymInput } from '../../../../../contracts/gateway/prediction.js';

const HAS_WORD = /[\p{L}\p{N}]/u;

/** Body of creating or changing a synonym pair (issue 31 item 3). */
export class SearchSynonymDto implements SearchSynonymInput {
  @IsIn(['tr', 'en'], { message: 'culture must be tr or en' }) culture: 'tr' | 'en';
  @IsString() @Length(1, 60) @Matches(HAS_WORD, { message: 'term must hold a word' }) term: string;
  @IsString() @Length(1, 60) @Matches(HAS_WORD, { message: 'synonym must hold a word' }) synonym: string;
}
