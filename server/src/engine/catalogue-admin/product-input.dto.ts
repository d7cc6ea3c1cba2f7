import { Type } from 'class-transformer';
import {
  Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested,
} from 'class-validator';
import type { AdminProductInput } from '../../../../contracts/admin/catalogue.js';
import { MAX_ID } from '../common/id-param.js';

/** Largest price in minor units: 10 billion in major units, far below what bigint holds and what JSON numbers keep exact. */
const MAX_MINOR = 1_000_000_000_000;
const MAX_STOCK = 1_000_000_000;

class NameDto {
  @IsString() @MinLength(1) @MaxLength(200) tr: string;
  @IsString() @MinLength(1) @MaxLength(200) en: string;
}

class OptionalTextDto {
  @IsString() @MaxLength(200) tr: string;
  @IsString() @MaxLength(200) en: string;
}

class DescriptionDto {
  @IsString() @MaxLength(20_000) tr: string;
  @IsString() @MaxLength(20_000) en: string;
}

class SeoDto {
  @IsString() @MaxLength(200) title: string;
  @IsString() @MaxLength(500) description: string;
  @IsString() @MaxLength(200) @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug must be lower-case letters a-z and digits in words joined by "-"' }) slug: string;
}

class SeoPairDto {
  @ValidateNested() @Type(() => SeoDto) tr: SeoDto;
  @ValidateNested() @Type(() => SeoDto) en: SeoDto;
}

class AttributeDto {
  @IsString() @Matches(/^[a-z0-9_]{1,64}$/, { message: 'attribute code must be 1-64 lower-case letters, digits or _' }) code: string;
  @ValidateNested() @Type(() => NameDto) name: NameDto;
  @ValidateNested() @Type(() => NameDto) value: NameDto;
  @IsBoolean() isList: boolean;
}

class StockDto {
  @IsInt() @Min(1) @Max(MAX_ID) warehouseId: number;
  @IsInt() @Min(0, { message: 'stock quantity must not be below 0' }) @Max(MAX_STOCK) quantity: number;
}

class VariantDto {
  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID) id?: number;
  @IsString() @Matches(/^[\x21-\x7e]{1,64}$/, { message: 'barcode must be 1-64 printable ASCII characters without spaces' }) barcode: string;
  // null arrives as absent (the global pipe): no size, no colour.
  @IsOptional() @IsString() @MaxLength(40) size: string | null;
  @IsOptional() @ValidateNested() @Type(() => OptionalTextDto) colour: OptionalTextDto | null;
  @IsArray() @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => StockDto) stock: StockDto[];
}

class PriceDto {
  @IsInt() @Min(1) @Max(MAX_ID) currencyId: number;
  @IsInt({ message: 'salesPrice must be a whole number of minor units (kuruş, cent)' }) @Min(0) @Max(MAX_MINOR) salesPrice: number;
  @IsInt({ message: 'basePrice must be a whole number of minor units (kuruş, cent)' }) @Min(0) @Max(MAX_MINOR) basePrice: number;
}

class PhotoEchoDto {
  @Allow() id: unknown;
  @Allow() url: unknown;
  @Allow() sortOrder: unknown;
}

/**
 * The body of POST and PUT /admin/api/products[/{id}] (contracts/admin/catalogue.ts AdminProductInput).
 * PUT may send back the whole record as GET answered it: `id`, `photos` and `createdAt` are ignored.
 */
export class ProductInputDto implements AdminProductInput {
  @IsOptional() @Allow() id?: unknown;
  @IsOptional() @Allow() createdAt?: unknown;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => PhotoEchoDto) photos?: PhotoEchoDto[];

  @IsString() @Matches(/^[\x21-\x7e]{1,64}$/, { message: 'sku must be 1-64 printable ASCII characters without spaces' }) sku: string;
  @IsString() @MinLength(1) @MaxLength(64) code: string;
  @IsString() @MinLength(1) @MaxLength(64) groupCode: string;
  @ValidateNested() @Type(() => NameDto) name: NameDto;
  @ValidateNested() @Type(() => NameDto) shortName: NameDto;
  @ValidateNested() @Type(() => DescriptionDto) description: DescriptionDto;
  @IsInt() @Min(1) @Max(MAX_ID) brandId: number;
  @IsInt() @Min(1) @Max(MAX_ID) productTypeId: number;
  @IsArray() @ArrayMinSize(1, { message: 'categoryIds must name at least one category' }) @ArrayMaxSize(50) @IsInt({ each: true }) @Min(1, { each: true }) @Max(MAX_ID, { each: true }) categoryIds: number[];
  @IsInt() @Min(1) @Max(MAX_ID) defaultCategoryId: number;
  @IsString() @MaxLength(20) hsCode: string;
  @IsArray() @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => AttributeDto) attributes: AttributeDto[];
  @ValidateNested() @Type(() => SeoPairDto) seo: SeoPairDto;
  @IsBoolean() published: boolean;
  @IsArray() @ArrayMinSize(1, { message: 'variants must hold at least one variant' }) @ArrayMaxSize(500) @ValidateNested({ each: true }) @Type(() => VariantDto) variants: VariantDto[];
  @IsArray() @ArrayMinSize(1, { message: 'prices must hold a price in at least one currency' }) @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => PriceDto) prices: PriceDto[];
}

/** PUT /admin/api/products/{id}/photos/order */
export class PhotoOrderDto {
  @IsArray() @ArrayMaxSize(100) @IsInt({ each: true }) @Min(1, { each: true }) @Max(MAX_ID, { each: true }) ids: number[];
}
