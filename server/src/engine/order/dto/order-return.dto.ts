import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type {
  GatewayGuestCancelRequest, GatewayGuestReturnRequest, GatewayReturnDetailRequest, GatewayReturnRequest, GatewayReturnsRequest, GatewaySetOrderStatusRequest,
  GatewaySetReturnStatusRequest,
} from '../../../../../contracts/gateway/order-return.js';
import { REASON_NOTE_MAX, RETURN_LINES_MAX, RETURN_STATUSES, type ReturnLinePayload, type ReturnStatus } from '../../../../../contracts/order/order-return.js';
import { DOC_NO_PATTERN } from '../../../../../contracts/order/payloads.js';
import { IsEmailAddress } from '../../../common/dto/email-address.js';

const MAX_ID = 2_147_483_647;

export class ReturnLineRequestDto implements ReturnLinePayload {
  @IsInt() @Min(1) @Max(MAX_ID)
  stockBarcodeId: number;

  @IsInt() @Min(1) @Max(1000)
  quantity: number;
}

export class ReturnRequestDto implements GatewayReturnRequest {
  @IsString() @Matches(DOC_NO_PATTERN, { message: 'docNo is not an order number' })
  docNo: string;

  @IsInt() @Min(1) @Max(1000)
  reasonId: number;

  @IsOptional() @IsString() @MaxLength(REASON_NOTE_MAX)
  note?: string;

  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(RETURN_LINES_MAX) @ValidateNested({ each: true }) @Type(() => ReturnLineRequestDto)
  lines: ReturnLineRequestDto[];
}

export class GuestReturnRequestDto extends ReturnRequestDto implements GatewayGuestReturnRequest {
  @IsEmailAddress()
  email: string;
}

export class GuestCancelRequestDto implements GatewayGuestCancelRequest {
  @IsString() @Matches(DOC_NO_PATTERN, { message: 'docNo is not an order number' })
  docNo: string;

  @IsEmailAddress()
  email: string;

  @IsInt() @Min(1) @Max(1000)
  reasonId: number;

  @IsOptional() @IsString() @MaxLength(REASON_NOTE_MAX)
  note?: string;
}

export class ReturnsRequestDto implements GatewayReturnsRequest {
  @IsInt() @Min(1) @Max(10_000)
  page: number;

  @IsInt() @IsIn([10, 20, 50])
  pageSize: number;
}

export class ReturnDetailRequestDto implements GatewayReturnDetailRequest {
  @IsInt() @Min(1) @Max(MAX_ID)
  id: number;
}

export class SetOrderStatusRequestDto implements GatewaySetOrderStatusRequest {
  @IsString() @Matches(DOC_NO_PATTERN, { message: 'docNo is not an order number' })
  docNo: string;

  /** A number (1-14) or a name; the service tells an unknown one clearly. */
  @IsString() @Length(1, 20)
  status: string;

  @IsOptional() @IsString() @MaxLength(500)
  note?: string;
}

export class SetReturnStatusRequestDto implements GatewaySetReturnStatusRequest {
  @IsInt() @Min(1) @Max(MAX_ID)
  id: number;

  @IsIn([...RETURN_STATUSES], { message: `status must be one of ${RETURN_STATUSES.join(', ')}` })
  status: ReturnStatus;

  @IsOptional() @IsString() @MaxLength(500)
  note?: string;
}
