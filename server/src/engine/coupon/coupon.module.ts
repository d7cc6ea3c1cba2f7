import { Module } from '@nestjs/common';
import { CouponRepository } from './coupon.repository.js';

/** Coupons of the engine: the cart service checks and applies them (its module serves the coupon routes). */
@Module({ providers: [CouponRepository], exports: [CouponRepository] })
export class EngineCouponModule {}
