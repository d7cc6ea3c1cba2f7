import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import type { GetCartPayload } from '../../../../../contracts/cart/payloads.js';

export class GetCartDto implements GetCartPayload {
  @ApiPropertyOptional({ example: ['cart-summary'], description: 'Page tags; they decide the cart request flags (S7.03)' })
  @IsOptional() @IsArray() @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(60, { each: true })
  tags?: string[];
}
