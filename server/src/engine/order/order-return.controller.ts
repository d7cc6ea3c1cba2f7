import { Body, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayOrderResult, GatewayOverdueResult, GatewayWalletResult } from '../../../../contracts/gateway/order.js';
import { WalletService } from '../payment/wallet.service.js';
import { CreditWalletRequestDto } from './dto/order-requests.dto.js';
import { PayLaterService } from './pay-later.service.js';
import type {
  GatewayOrderReasonsResult, GatewayReturnResult, GatewayReturnsResult, GatewaySetOrderStatusResult,
} from '../../../../contracts/gateway/order-return.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import {
  GuestCancelRequestDto, GuestReturnRequestDto, ReturnDetailRequestDto, ReturnRequestDto, ReturnsRequestDto, SetOrderStatusRequestDto, SetReturnStatusRequestDto,
} from './dto/order-return.dto.js';
import { OrderLifecycleService } from './order-lifecycle.service.js';
import { OrderReturnService } from './order-return.service.js';

/** Engine order management: reasons, returns (refunds) and the guest's cancel (spec §7 Order management). */
@EngineController('ordermanagement/api/order')
export class EngineOrderReturnController {
  constructor(private readonly returns: OrderReturnService, private readonly lifecycle: OrderLifecycleService) {}

  @Get('cancel-reasons')
  cancelReasons(@EngineCulture() culture: Culture): GatewayOrderReasonsResult { return this.returns.cancelReasons(culture); }

  @Get('return-reasons')
  returnReasons(@EngineCulture() culture: Culture): GatewayOrderReasonsResult { return this.returns.returnReasons(culture); }

  @Post('refund') @HttpCode(200) @UseGuards(ShopperGuard)
  refund(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: ReturnRequestDto): Promise<GatewayReturnResult> {
    return this.returns.requestForMember({ shopper, culture }, body);
  }

  /** No token: docNo plus the order's e-mail, as guest order tracking. */
  @Post('guest-refund') @HttpCode(200)
  guestRefund(@EngineCulture() culture: Culture, @Body() body: GuestReturnRequestDto): Promise<GatewayReturnResult> { return this.returns.requestForGuest(culture, body); }

  @Post('refunds') @HttpCode(200) @UseGuards(ShopperGuard)
  refunds(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: ReturnsRequestDto): Promise<GatewayReturnsResult> {
    return this.returns.returns({ shopper, culture }, body.page, body.pageSize);
  }

  @Post('refund-detail') @HttpCode(200) @UseGuards(ShopperGuard)
  refundDetail(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: ReturnDetailRequestDto): Promise<GatewayReturnResult> {
    return this.returns.detail({ shopper, culture }, body.id);
  }

  @Post('guest-cancel') @HttpCode(200)
  guestCancel(@EngineCulture() culture: Culture, @Body() body: GuestCancelRequestDto): Promise<GatewayOrderResult> {
    return this.lifecycle.cancelForGuest(culture, body.docNo, body.email, body.reasonId, body.note);
  }
}

/**
 * The shop's own moves on orders and returns: the engine's bearer token alone, as the
 * operator's price and stock changes (README "Operating orders and returns").
 */
@EngineController('ordermanagement/api/operator')
export class EngineOrderOperatorController {
  constructor(
    private readonly returns: OrderReturnService, private readonly lifecycle: OrderLifecycleService, private readonly wallet: WalletService, private readonly payLater: PayLaterService,
  ) {}

  @Post('set-order-status') @HttpCode(200)
  setOrderStatus(@Body() body: SetOrderStatusRequestDto): Promise<GatewaySetOrderStatusResult> { return this.lifecycle.setStatus(body.docNo, body.status, body.note); }

  /** Store credit for a member (a goodwill gesture, a demo member's balance). */
  @Post('credit-wallet') @HttpCode(200)
  creditWallet(@Body() body: CreditWalletRequestDto): Promise<GatewayWalletResult> { return this.wallet.credit(body); }

  /** Cancels pay-later orders past their due date (run it daily, e.g. `npm run order:status` beside it). */
  @Post('cancel-overdue') @HttpCode(200)
  cancelOverdue(): Promise<GatewayOverdueResult> { return this.payLater.cancelOverdue(); }

  @Post('set-return-status') @HttpCode(200)
  setReturnStatus(@EngineCulture() culture: Culture, @Body() body: SetReturnStatusRequestDto): Promise<GatewayReturnResult> {
    return this.returns.setStatus(culture, body.id, body.status, body.note);
  }
}
