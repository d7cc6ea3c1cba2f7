import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { ApproveReturnPayload, RefundReturnPayload, RejectReturnPayload } from '../../../../contracts/admin/returns.js';
import { RETURN_LINES_MAX } from '../../../../contracts/order/order-return.js';
import { MAX_ID } from '../common/id-param.js';

export class ApproveReturnDto implements ApproveReturnPayload {
  @IsOptional() @IsString() @MaxLength(500)
  note?: string;
}

export class RejectReturnDto implements RejectReturnPayload {
  @IsString() @IsNotEmpty({ message: 'reason is required: the shopper reads why their return was rejected' }) @MaxLength(500)
  reason: string;
}

export class RefundLineDto {
  @IsInt() @Min(1) @Max(MAX_ID)
  stockBarcodeId: number;

  @IsInt() @Min(1) @Max(1000)
  quantity: number;
}

export class RefundReturnDto implements RefundReturnPayload {
  @IsOptional() @IsArray() @ArrayMaxSize(RETURN_LINES_MAX) @ValidateNested({ each: true }) @Type(() => RefundLineDto)
  lines?: RefundLineDto[];

  /** Minor units. */
  @IsOptional() @IsInt() @Min(0) @Max(Number.MAX_SAFE_INTEGER)
  amount?: number;

  @IsOptional() @IsString() @MaxLength(500)
  note?: string;
}
