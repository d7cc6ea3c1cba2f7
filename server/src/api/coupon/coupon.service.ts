import { Injectable } from '@nestjs/common';
import type { MemberCouponsResponse } from '../../../../contracts/member/member-coupons.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from '../currency/currency.service.js';
import { MemberService } from '../member/member.service.js';
import { CouponClient } from './coupon.client.js';

/**
 * The member's coupons (/u/coupons) in the shopper's currency, for the signed-in member through
 * MemberService.forMember (no token: 401 without asking; a guest's token: the gateway's 403).
 */
@Injectable()
export class CouponService {
  constructor(private readonly client: CouponClient, private readonly members: MemberService, private readonly currency: CurrencyService) {}

  async memberCoupons(context: RequestContext): Promise<MemberCouponsResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.memberCoupons(caller, { currencyId }))) };
  }
}
