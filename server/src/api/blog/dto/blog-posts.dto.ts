import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Matches, MaxLength } from 'class-validator';
import type { BlogPostsPayload } from '../../../../../contracts/blog/payloads.js';

export class BlogPostsDto implements BlogPostsPayload {
  @ApiProperty({ type: [String], example: ['SearchSuggestionsTr'], description: 'Post keys: SearchSuggestionsTr or SearchSuggestionsEn for the search overlay' })
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(100, { each: true })
  @Matches(/^[A-Za-z0-9_-]+$/, { each: true, message: 'each value in blogKeys must contain only letters, digits, - and _' })
  blogKeys: string[];
}
