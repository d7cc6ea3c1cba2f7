import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import type { RemoveFromCartPayload } from '../../../../../contracts/cart/payloads.js';
import { MAX_ID } from './ids.js';

export class RemoveFromCartDto implements RemoveFromCartPayload {
  @ApiProperty({ example: 5, description: 'The line\'s documentId' })
  @IsInt() @Min(1) @Max(MAX_ID)
  itemId: number;
}
