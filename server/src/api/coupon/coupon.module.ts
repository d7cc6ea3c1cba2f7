import { Module } from '@nestjs/common';
import { CurrencyModule } from '../currency/currency.module.js';
import { MemberModule } from '../member/member.module.js';
import { CouponClient } from './coupon.client.js';
import { CouponController } from './coupon.controller.js';
import { CouponService } from './coupon.service.js';

/** The member's coupons (issue 14 item 6); a coupon on a cart is the cart module's. */
@Module({
  imports: [CurrencyModule, MemberModule],
  controllers: [CouponController],
  providers: [CouponClient, CouponService],
})
export class CouponModule {}
