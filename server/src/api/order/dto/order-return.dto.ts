import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  REASON_NOTE_MAX, RETURN_LINES_MAX, type GuestCancelOrderPayload, type GuestReturnOrderPayload, type ReturnDetailPayload, type ReturnLinePayload, type ReturnOrderPayload,
  type ReturnsQuery,
} from '../../../../../contracts/order/order-return.js';
import { DOC_NO_EXAMPLE, DOC_NO_PATTERN } from '../../../../../contracts/order/payloads.js';
import { IsEmailAddress } from '../../../common/dto/email-address.js';

const MAX_ID = 2_147_483_647;

export class ReturnLineDto implements ReturnLinePayload {
  @ApiProperty({ description: 'The order line\'s variant' })
  @IsInt() @Min(1) @Max(MAX_ID)
  stockBarcodeId: number;

  @ApiProperty({ example: 1 })
  @IsInt() @Min(1, { message: 'quantity must be at least 1' }) @Max(1000)
  quantity: number;
}

export class ReturnOrderDto implements ReturnOrderPayload {
  @ApiProperty({ example: DOC_NO_EXAMPLE })
  @IsString() @MaxLength(40) @Matches(DOC_NO_PATTERN, { message: 'docNo is not an order number' })
  docNo: string;

  @ApiProperty({ description: 'An id of GET /api/order-return-reasons' })
  @IsInt({ message: 'reasonId must be a reason of the list' }) @Min(1) @Max(1000)
  reasonId: number;

  @ApiPropertyOptional()
  @IsOptional() @IsString() @MaxLength(REASON_NOTE_MAX)
  note?: string;

  @ApiProperty({ type: [ReturnLineDto] })
  @IsArray() @ArrayMinSize(1, { message: 'Choose at least one product to return' }) @ArrayMaxSize(RETURN_LINES_MAX) @ValidateNested({ each: true }) @Type(() => ReturnLineDto)
  lines: ReturnLineDto[];
}

export class GuestReturnOrderDto extends ReturnOrderDto implements GuestReturnOrderPayload {
  @ApiProperty()
  @IsEmailAddress()
  email: string;
}

export class GuestCancelOrderDto implements GuestCancelOrderPayload {
  @ApiProperty({ example: DOC_NO_EXAMPLE })
  @IsString() @MaxLength(40) @Matches(DOC_NO_PATTERN, { message: 'docNo is not an order number' })
  docNo: string;

  @ApiProperty()
  @IsEmailAddress()
  email: string;

  @ApiProperty({ description: 'An id of GET /api/order-cancel-reasons' })
  @IsInt({ message: 'reasonId must be a reason of the list' }) @Min(1) @Max(1000)
  reasonId: number;

  @ApiPropertyOptional()
  @IsOptional() @IsString() @MaxLength(REASON_NOTE_MAX)
  note?: string;
}

export class ReturnDetailDto implements ReturnDetailPayload {
  @ApiProperty({ example: 1 })
  @IsInt() @Min(1) @Max(MAX_ID)
  id: number;
}

export class ReturnsQueryDto implements ReturnsQuery {
  @ApiPropertyOptional({ example: 1 })
  @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : value)) @IsInt() @Min(1) @Max(10_000)
  page?: number;
}
