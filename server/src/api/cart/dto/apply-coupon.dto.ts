import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { ApplyCouponPayload } from '../../../../../contracts/cart/payloads.js';

/** 1 to 40 letters, digits and dashes (contracts/cart/payloads.ts ApplyCouponPayload). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

export class ApplyCouponDto implements ApplyCouponPayload {
  @ApiProperty({ example: 'HOSGELDIN-10' })
  @IsString() @Matches(COUPON_CODE_PATTERN, { message: 'couponCode must be 1 to 40 letters, digits or dashes' })
  couponCode: string;
}
