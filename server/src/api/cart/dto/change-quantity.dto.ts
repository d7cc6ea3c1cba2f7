import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { CART_QUANTITY_MAX, type ChangeQuantityPayload } from '../../../../../contracts/cart/payloads.js';
import { MAX_ID } from './ids.js';

export class ChangeQuantityDto implements ChangeQuantityPayload {
  @ApiProperty({ example: 5, description: 'The line\'s documentId' })
  @IsInt() @Min(1) @Max(MAX_ID)
  itemId: number;

  // 0 is a remove, which the shopper confirms first (S4.10): it goes to remove-from-cart.
  @ApiProperty({ example: 2, minimum: 1, maximum: CART_QUANTITY_MAX })
  @IsInt() @Min(1) @Max(CART_QUANTITY_MAX)
  quantity: number;
}
