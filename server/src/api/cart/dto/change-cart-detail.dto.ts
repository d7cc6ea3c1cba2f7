import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CartDetailMessage, GIFT_NOTE_MAX_LENGTH, type ChangeCartDetailPayload } from '../../../../../contracts/cart/cart-detail.js';
import { MAX_ID } from './ids.js';

// The note is checked as it will be kept: trimmed.
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ChangeCartDetailDto implements ChangeCartDetailPayload {
  @ApiPropertyOptional({ example: 2, description: 'One of the cart\'s shipmentOptions ids' })
  @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  shipmentOptionId?: number;

  @ApiPropertyOptional({ description: 'Pack the order in a gift box; false drops the note too' })
  @IsOptional() @IsBoolean()
  giftBox?: boolean;

  @ApiPropertyOptional({ example: 'İyi ki doğdun!', maxLength: GIFT_NOTE_MAX_LENGTH, description: 'Trimmed; no control characters; empty removes it' })
  @IsOptional() @Transform(trimmed) @IsString()
  @MaxLength(GIFT_NOTE_MAX_LENGTH, { message: CartDetailMessage.giftNoteTooLong })
  @Matches(/^[^\u0000-\u001f\u007f-\u009f]*$/, { message: CartDetailMessage.giftNoteInvalid })
  giftNote?: string;
}
