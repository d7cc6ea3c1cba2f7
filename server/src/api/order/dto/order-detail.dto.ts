import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { DOC_NO_EXAMPLE, DOC_NO_PATTERN, type CancelOrderPayload, type GuestOrderDetailPayload, type OrderDetailPayload, type OrdersQuery } from '../../../../../contracts/order/payloads.js';
import { IsEmailAddress } from '../../../common/dto/email-address.js';

export class OrderDetailDto implements OrderDetailPayload {
  @ApiProperty({ example: DOC_NO_EXAMPLE })
  @IsString() @MaxLength(40) @Matches(DOC_NO_PATTERN, { message: 'docNo is not an order number' })
  docNo: string;
}

export class GuestOrderDetailDto extends OrderDetailDto implements GuestOrderDetailPayload {
  @ApiProperty()
  @IsEmailAddress()
  email: string;
}

export class CancelOrderDto extends OrderDetailDto implements CancelOrderPayload {
  @ApiProperty({ description: 'Why the shopper cancels' })
  @IsString() @Length(1, 500)
  reason: string;

  @ApiPropertyOptional({ description: 'An id of GET /api/order-cancel-reasons' })
  @IsOptional() @IsInt() @Min(1) @Max(1000)
  reasonId?: number;
}

export class OrdersQueryDto implements OrdersQuery {
  @ApiPropertyOptional({ example: 1 })
  @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : value)) @IsInt() @Min(1) @Max(10_000)
  page?: number;
}
