import { Type } from 'class-transformer';
import { Allow, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { MAX_ID } from '../common/id-param.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'slug must be lower-case letters a-z and digits in words joined by "-"';

class NameDto {
  @IsString() @MinLength(1) @MaxLength(200) tr: string;
  @IsString() @MinLength(1) @MaxLength(200) en: string;
}

class SlugDto {
  @IsString() @Matches(SLUG, { message: SLUG_MESSAGE }) @MaxLength(200) tr: string;
  @IsString() @Matches(SLUG, { message: SLUG_MESSAGE }) @MaxLength(200) en: string;
}

/** POST/PUT /admin/api/brands[/{id}]: `slug` defaults to the name's. `id` of an echoed record is ignored. */
export class BrandInputDto {
  @IsOptional() @Allow() id?: unknown;
  @IsString() @MinLength(1) @MaxLength(200) name: string;
  @IsOptional() @IsString() @Matches(SLUG, { message: SLUG_MESSAGE }) @MaxLength(200) slug?: string;
}

/** POST/PUT /admin/api/categories[/{id}]: `parentId` only on POST (absent: a top category); `slug` defaults to the names'. */
export class CategoryInputDto {
  @IsOptional() @Allow() id?: unknown;
  @IsOptional() @Allow() depth?: unknown;
  @IsOptional() @Allow() routePath?: unknown;
  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID) parentId?: number;
  @ValidateNested() @Type(() => NameDto) name: NameDto;
  @IsOptional() @ValidateNested() @Type(() => SlugDto) slug?: SlugDto;
  @IsInt() @Min(0) @Max(1_000_000) sortOrder: number;
}

/** POST/PUT /admin/api/product-types[/{id}] */
export class ProductTypeInputDto {
  @IsOptional() @Allow() id?: unknown;
  @IsString() @Matches(/^[a-z0-9_-]{1,64}$/, { message: 'code must be 1-64 lower-case letters, digits, _ or -' }) code: string;
  @ValidateNested() @Type(() => NameDto) name: NameDto;
}
