import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { DOC_NO_EXAMPLE, DOC_NO_PATTERN, IDEMPOTENCY_KEY_PATTERN } from '../../../../../contracts/order/payloads.js';
import type { CardPointsPayload, InstallmentsPayload, ThreeDSecureCallbackPayload } from '../../../../../contracts/payment/payloads.js';
import { IsAmount } from '../../../common/dto/amount.js';

export class InstallmentsDto implements InstallmentsPayload {
  @ApiProperty({ example: '540036', description: 'The first 6 to 8 digits of the card' })
  @IsString() @Matches(/^\d{6,8}$/, { message: 'binNumber must be 6 to 8 digits' })
  binNumber: string;

  @ApiPropertyOptional({ example: 15, description: 'Card points to spend first (major units); the plans are on the total after them' })
  @IsOptional() @IsAmount({ message: 'points must be an amount with at most 2 decimals' })
  @Min(0, { message: 'points must not be negative' }) @Max(1_000_000_000, { message: 'points must be at most 1000000000' })
  points?: number;
}

export class CardPointsDto implements CardPointsPayload {
  @ApiProperty({ example: '5400 3600 0000 0003' })
  @IsString() @Matches(/^[\d -]{12,23}$/, { message: 'cardNumber must be 12 to 19 digits' })
  cardNumber: string;
}

export class ThreeDSecureChallengeQueryDto {
  @ApiProperty({ description: 'The Idempotency-Key of the placement waiting for 3-D Secure' })
  @IsString() @Matches(IDEMPOTENCY_KEY_PATTERN, { message: 'key is not a placement key' })
  key: string;
}

/** The bank page's form, form-encoded. */
export class ThreeDSecureCallbackDto implements ThreeDSecureCallbackPayload {
  @ApiProperty()
  @IsString() @Matches(IDEMPOTENCY_KEY_PATTERN, { message: 'key is not a placement key' })
  key: string;

  @ApiPropertyOptional({ example: '123456' })
  @IsOptional() @IsString() @Matches(/^\d{0,8}$/, { message: 'code must be up to 8 digits' })
  code?: string;

  @ApiProperty({ enum: ['approve', 'cancel'] })
  @IsIn(['approve', 'cancel'])
  action: 'approve' | 'cancel';

  @ApiPropertyOptional({ enum: ['1'], description: 'A guest\'s pay-later payment: back to order tracking, not the member\'s order page (issue 32 item 5)' })
  @IsOptional() @IsIn(['1'])
  track?: '1';

  @ApiPropertyOptional({ example: DOC_NO_EXAMPLE, description: 'A pay-later order\'s payment: the order page to go back to' })
  @IsOptional() @IsString() @Matches(DOC_NO_PATTERN, { message: 'docNo is not an order number' })
  docNo?: string;
}
