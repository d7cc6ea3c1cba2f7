import { Module } from '@nestjs/common';
import { CouponUses } from './coupon-uses.js';
import { CouponRepository } from './coupon.repository.js';

/** Coupons of the engine: the cart service checks and applies them (its module serves the coupon routes), order placement uses them. */
@Module({ providers: [CouponRepository, CouponUses], exports: [CouponRepository, CouponUses] })
export class EngineCouponModule {}
