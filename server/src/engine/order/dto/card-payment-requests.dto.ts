import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import type { GatewayCompleteSecuredRequest, GatewayInstallmentsRequest, GatewaySecuredTransactionRequest } from '../../../../../contracts/gateway/payment.js';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../../../contracts/order/payloads.js';
import { IsAmount } from '../../../common/dto/amount.js';

export class InstallmentsRequestDto implements GatewayInstallmentsRequest {
  @IsString() @Matches(/^\d{6,8}$/, { message: 'binNumber must be 6 to 8 digits' })
  binNumber: string;

  @IsInt() @Min(1) @Max(1000)
  currencyId: number;

  @IsOptional() @IsAmount({ message: 'points must be an amount with at most 2 decimals' })
  @Min(0, { message: 'points must not be negative' }) @Max(1_000_000_000, { message: 'points must be at most 1000000000' })
  points?: number;
}

export class SecuredTransactionRequestDto implements GatewaySecuredTransactionRequest {
  @IsString() @Matches(IDEMPOTENCY_KEY_PATTERN)
  idempotencyKey: string;
}

export class CompleteSecuredRequestDto extends SecuredTransactionRequestDto implements GatewayCompleteSecuredRequest {
  @IsBoolean()
  approved: boolean;

  @IsOptional() @IsString() @Matches(/^\d{4,8}$/, { message: 'code must be 4 to 8 digits' })
  code?: string;
}
