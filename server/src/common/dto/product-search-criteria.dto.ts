import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { ALL_PRODUCT_REQUEST_FLAGS } from '../../../../contracts/enums.js';
import {
  AGGREGATION_NAMES, PRODUCT_FIELDS, type AggregationName, type AttributeFilter, type ProductField, type ProductSort, type SearchProductsPayload,
} from '../../../../contracts/product/payloads.js';

export const PRODUCT_SORTS: readonly ProductSort[] = ['relevance', 'price-asc', 'price-desc', 'newest', 'discount'];
export const MAX_PAGE_SIZE = 100;
export const MAX_IDS = 100;

/** Highest price a filter may name, in major units. */
export const MAX_PRICE = 100_000_000;

export class AttributeFilterDto implements AttributeFilter {
  @ApiProperty({ example: 'attr_color' })
  @IsString() @Matches(/^attr_[a-z0-9_]{1,40}$/, { message: 'integrationCode must look like attr_color' })
  integrationCode: string;

  @ApiProperty({ type: [String], example: ['Siyah'] })
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true })
  values: string[];
}

/**
 * The validation rules of a product search (contracts SearchProductsPayload), shared by the
 * storefront's POST /api/search-products and the engine's search request, so both refuse the
 * same bad input with the same words. Each side's DTO extends it.
 */
export class ProductSearchCriteriaDto implements SearchProductsPayload {
  @ApiPropertyOptional({ type: [Number], maxItems: MAX_IDS, description: 'Only these products, in this order' })
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_IDS) @IsInt({ each: true }) @Min(1, { each: true })
  productIds?: number[];

  @ApiPropertyOptional({ type: [Number], maxItems: MAX_IDS, description: 'Categories, descendants included' })
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_IDS) @IsInt({ each: true }) @Min(1, { each: true })
  categoryIds?: number[];

  @ApiPropertyOptional({ type: [Number], maxItems: MAX_IDS })
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_IDS) @IsInt({ each: true }) @Min(1, { each: true })
  brandIds?: number[];

  @ApiPropertyOptional({ type: [Number], maxItems: MAX_IDS })
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_IDS) @IsInt({ each: true }) @Min(1, { each: true })
  productTypeIds?: number[];

  @ApiPropertyOptional({ maxLength: 200, description: "The shopper's search text" })
  @IsOptional() @IsString() @MaxLength(200)
  searchTerm?: string;

  @ApiPropertyOptional({ type: [AttributeFilterDto], maxItems: 20, description: 'Attribute facet filters' })
  @IsOptional() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AttributeFilterDto)
  attributes?: AttributeFilterDto[];

  @ApiPropertyOptional({ type: [String], maxItems: 50, description: 'Size facet filter' })
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(30, { each: true })
  sizes?: string[];

  @ApiPropertyOptional({ minimum: 0, description: 'Lowest sales price, major units of the active currency' })
  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(MAX_PRICE)
  minPrice?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Highest sales price, major units of the active currency' })
  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(MAX_PRICE)
  maxPrice?: number;

  @ApiPropertyOptional({ type: [String], maxItems: 20, description: 'Caller tags, e.g. compare-list, variations' })
  @IsOptional() @IsArray() @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(50, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ enum: PRODUCT_FIELDS, isArray: true, description: 'Fields to answer (S3.06); all when absent' })
  @IsOptional() @IsArray() @ArrayMaxSize(PRODUCT_FIELDS.length) @IsIn(PRODUCT_FIELDS as ProductField[], { each: true })
  includes?: ProductField[];

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 24 })
  @IsOptional() @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  pageSize?: number;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional() @IsInt() @Min(1) @Max(100000)
  currentPage?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ALL_PRODUCT_REQUEST_FLAGS, default: 6, description: 'ProductRequestFlags bits (S3.02)' })
  @IsOptional() @IsInt() @Min(1) @Max(ALL_PRODUCT_REQUEST_FLAGS)
  flags?: number;

  @ApiPropertyOptional({ enum: AGGREGATION_NAMES, isArray: true })
  @IsOptional() @IsArray() @ArrayMaxSize(AGGREGATION_NAMES.length) @IsIn(AGGREGATION_NAMES as AggregationName[], { each: true })
  aggregateBy?: AggregationName[];

  @ApiPropertyOptional()
  @IsOptional() @IsBoolean()
  returnAllAttributes?: boolean;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'relevance' })
  @IsOptional() @IsIn(PRODUCT_SORTS as ProductSort[])
  sort?: ProductSort;
}
