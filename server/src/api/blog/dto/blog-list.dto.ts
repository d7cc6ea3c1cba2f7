import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { BlogListQuery, BlogPostQuery } from '../../../../../contracts/blog/payloads.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MESSAGE = (name: string) => `${name} must be lower-case letters, digits and dashes`;

/** Largest blog page a caller may ask for. */
export const MAX_BLOG_PAGE_SIZE = 48;

export class BlogListQueryDto implements BlogListQuery {
  @ApiPropertyOptional({ example: 'saat-bakimi' })
  @IsOptional() @IsString() @MaxLength(100) @Matches(SLUG, { message: SLUG_MESSAGE('category') }) category?: string;

  @ApiPropertyOptional({ example: 'hediye' })
  @IsOptional() @IsString() @MaxLength(100) @Matches(SLUG, { message: SLUG_MESSAGE('tag') }) tag?: string;

  @ApiPropertyOptional({ example: 'kordon', description: 'Search text, 2 to 100 characters (S2.06 /blogSearch)' })
  @IsOptional() @IsString() @MinLength(2, { message: 'q must be at least 2 characters' }) @MaxLength(100) q?: string;

  @ApiPropertyOptional({ example: 1 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'page must be a whole number' }) @Min(1) @Max(10_000) page?: number;

  @ApiPropertyOptional({ example: 9 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'pageSize must be a whole number' }) @Min(1) @Max(MAX_BLOG_PAGE_SIZE) pageSize?: number;
}

export class BlogPostQueryDto implements BlogPostQuery {
  @ApiProperty({ example: 'kol-saati-temizligi' })
  @IsString() @MaxLength(150) @Matches(SLUG, { message: SLUG_MESSAGE('slug') }) slug: string;
}
