import { Body, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayPlaceOrderResult } from '../../../../contracts/gateway/order.js';
import type { GatewayInstallmentsResult, GatewayPendingSecuredResult, GatewaySecuredTransactionResult } from '../../../../contracts/gateway/payment.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { CompleteSecuredRequestDto, InstallmentsRequestDto, SecuredTransactionRequestDto } from './dto/card-payment-requests.dto.js';
import { SecuredTransactionService } from './secured-transaction.service.js';

/** Card payment transactions of the shopping cart gateway beyond placement (spec §7: installment options, card-provider transactions). */
@EngineController('shoppingcart/api/payment')
@UseGuards(ShopperGuard)
export class EngineCardPaymentController {
  constructor(private readonly secured: SecuredTransactionService) {}

  @Post('installment-options') @HttpCode(200)
  installmentOptions(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: InstallmentsRequestDto): Promise<GatewayInstallmentsResult> {
    return this.secured.installmentOptions({ shopper, culture }, body.binNumber, body.currencyId, body.points ?? 0);
  }

  @Post('secured-transaction') @HttpCode(200)
  securedTransaction(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: SecuredTransactionRequestDto): Promise<GatewaySecuredTransactionResult> {
    return this.secured.securedTransaction({ shopper, culture }, body.idempotencyKey);
  }

  @Post('pending-secured-transaction') @HttpCode(200)
  pendingSecuredTransaction(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture): Promise<GatewayPendingSecuredResult> {
    return this.secured.pendingSecuredTransaction({ shopper, culture });
  }

  @Post('complete-secured-transaction') @HttpCode(200)
  complete(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: CompleteSecuredRequestDto): Promise<GatewayPlaceOrderResult> {
    return this.secured.complete({ shopper, culture }, body);
  }
}
