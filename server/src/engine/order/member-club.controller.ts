import { Body, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayMemberClubResult, GatewayMemberCollectionResult } from '../../../../contracts/gateway/member.js';
import { CurrencyRequestDto } from '../cart/dto/cart-requests.dto.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { MemberClubService } from './member-club.service.js';

/** Engine member service: the member's points and collection, read from their orders (spec §7 Member: points). */
@EngineController('member/api/member')
@UseGuards(ShopperGuard)
export class EngineMemberClubController {
  constructor(private readonly club: MemberClubService) {}

  @Post('points') @HttpCode(200)
  points(@Shopper() shopper: EnvironmentClaims): Promise<GatewayMemberClubResult> {
    return this.club.club(shopper);
  }

  @Post('collection') @HttpCode(200)
  collection(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: CurrencyRequestDto): Promise<GatewayMemberCollectionResult> {
    return this.club.collection(shopper, culture, body.currencyId);
  }
}
