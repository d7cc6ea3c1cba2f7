import { Injectable } from '@nestjs/common';
import { ShoppingCartGatewayPaths, type GatewayCurrencyRequest, type GatewayMemberCouponsResult } from '../../../../contracts/gateway/cart.js';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import { MemberCouponsText } from '../../../../contracts/member/member-coupons.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import type { Caller } from '../member/member.client.js';

/**
 * The only code that reads the gateway coupon service's member coupons (S7.24: get member
 * coupons); a coupon on a cart goes through CartClient with the cart. Never caches.
 */
@Injectable()
export class CouponClient {
  constructor(private readonly gateway: GatewayClient) {}

  async memberCoupons(caller: Caller, body: GatewayCurrencyRequest): Promise<GatewayMemberCouponsResult> {
    const headers: Record<string, string> = caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
    return unwrap(await this.gateway.post<GatewayMemberCouponsResult>({ path: ShoppingCartGatewayPaths.memberCoupons, culture: caller.culture, body, headers }), MemberCouponsText.failure);
  }
}
