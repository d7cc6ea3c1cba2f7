import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CART_QUANTITY_MAX, type AddToCartPayload } from '../../../../../contracts/cart/payloads.js';
import { MAX_ID } from './ids.js';

export class AddToCartDto implements AddToCartPayload {
  @ApiProperty({ example: 12 })
  @IsInt() @Min(1) @Max(MAX_ID)
  productId: number;

  @ApiPropertyOptional({ example: 34, description: 'The variant (size); it must belong to productId. Absent: the only variant in stock' })
  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  stockBarcodeId?: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: CART_QUANTITY_MAX })
  @IsInt() @Min(1) @Max(CART_QUANTITY_MAX)
  quantity: number;
}
