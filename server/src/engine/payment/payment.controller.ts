import { Body, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { GatewayBanksResult, GatewayCardPointsResult, GatewayOwedRefundsResult } from '../../../../contracts/gateway/payment.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayWalletResult } from '../../../../contracts/gateway/order.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { BanksRequestDto, CardPointsRequestDto, WalletRequestDto } from './dto/payment-requests.dto.js';
import { OwedRefunds } from './owed-refunds.js';
import { EnginePaymentService } from './payment.service.js';
import { WalletService } from './wallet.service.js';

/** The engine's payment service (spec §7 Payment: get banks, get credit card point). */
@EngineController('payment/api/payment')
export class EnginePaymentInfoController {
  constructor(private readonly payments: EnginePaymentService, private readonly wallet: WalletService, private readonly owedRefunds: OwedRefunds) {}

  /** No token: the shop's accounts are the same for everyone; one currency's are asked for. */
  @Post('get-banks') @HttpCode(200)
  banks(@Body() body: BanksRequestDto): GatewayBanksResult {
    return this.payments.banks(body.currencyCode);
  }

  @Post('get-credit-card-point') @HttpCode(200) @UseGuards(ShopperGuard)
  creditCardPoint(@Body() body: CardPointsRequestDto): Promise<GatewayCardPointsResult> {
    return this.payments.creditCardPoint(body.cardNumber, body.currencyId);
  }

  /** The shopper's store credit in the currency asked (spec §7 Payment: wallet). */
  @Post('wallet') @HttpCode(200) @UseGuards(ShopperGuard)
  walletBalance(@Shopper() shopper: EnvironmentClaims, @Body() body: WalletRequestDto): Promise<GatewayWalletResult> {
    return this.wallet.balance(shopper, body.currencyId);
  }

  /** For the operator (the realm's bearer token, as every engine route): card refunds the bank has not taken yet, and the latest it took after retries. */
  @Get('owed-refunds')
  owedRefundList(): Promise<GatewayOwedRefundsResult> {
    return this.owedRefunds.list();
  }
}
