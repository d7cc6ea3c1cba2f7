import { Body, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { GatewayCartResult, GatewayMemberCouponsResult } from '../../../../contracts/gateway/cart.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import { CartService } from '../cart/cart.service.js';
import { ApplyCouponRequestDto, CurrencyRequestDto } from '../cart/dto/cart-requests.dto.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';

/** Engine coupon service (spec §7 Coupon, base /api/coupongateway): a coupon on the shopper's cart, the member's coupons. */
@EngineController('coupon/api/coupongateway')
@UseGuards(ShopperGuard)
export class EngineCouponController {
  constructor(private readonly cart: CartService) {}

  @Post('apply-coupon') @HttpCode(200)
  apply(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: ApplyCouponRequestDto): Promise<GatewayCartResult> {
    return this.cart.applyCoupon({ shopper, culture, currencyId: body.currencyId }, body.couponCode);
  }

  @Post('remove-coupon') @HttpCode(200)
  remove(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: CurrencyRequestDto): Promise<GatewayCartResult> {
    return this.cart.removeCoupon({ shopper, culture, currencyId: body.currencyId });
  }

  @Post('member-coupons') @HttpCode(200)
  memberCoupons(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: CurrencyRequestDto): Promise<GatewayMemberCouponsResult> {
    return this.cart.memberCoupons({ shopper, culture, currencyId: body.currencyId });
  }
}
