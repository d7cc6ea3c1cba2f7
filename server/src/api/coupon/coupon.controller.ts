import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MemberCouponsResponse } from '../../../../contracts/member/member-coupons.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { CouponService } from './coupon.service.js';
import { NoStore } from '../../common/no-store.js';

/** The member's coupons (spec §2 /u/coupons; S1.02, S7.24). */
@ApiTags('coupon')
@Controller('api')
export class CouponController {
  constructor(private readonly service: CouponService) {}

  @Get('member-coupons') @NoStore()
  @ApiOperation({ summary: 'The member\'s coupons: code, description, minimum basket, validity, used; 401 visitor, 403 guest' })
  memberCoupons(@Ctx() context: RequestContext): Promise<MemberCouponsResponse> { return this.service.memberCoupons(context); }
}
