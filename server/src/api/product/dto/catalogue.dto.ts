import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { GetProductPayload } from '../../../../../contracts/product/payloads.js';

/** POST /api/category-tree */
export class CategoryTreeDto {
  @ApiPropertyOptional({ description: 'Answer the tree under this category; the whole tree when absent' })
  @IsOptional() @IsInt() @Min(1) @Max(1_000_000)
  rootId?: number;
}

/** POST /api/product-relations */
export class ProductRelationsDto {
  @ApiProperty() @IsInt() @Min(1) @Max(100_000_000)
  productId: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 24, default: 8 })
  @IsOptional() @IsInt() @Min(1) @Max(24)
  pageSize?: number;
}

/** POST /api/get-product */
export class GetProductDto implements GetProductPayload {
  @ApiProperty({ description: 'Product id, e.g. from GET /api/route-info' }) @IsInt() @Min(1) @Max(100_000_000)
  productId: number;
}

/** GET /api/stock-availabilities?productId= */
export class StockAvailabilitiesQueryDto {
  @ApiProperty({ description: 'Product id' }) @Type(() => Number) @IsInt() @Min(1) @Max(100_000_000)
  productId: number;
}
