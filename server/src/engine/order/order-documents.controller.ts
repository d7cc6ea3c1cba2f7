import { Body, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayAgreementsResult, GatewayInvoiceResult, GatewayRepeatOrderResult } from '../../../../contracts/gateway/order-documents.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { AgreementService } from './agreement.service.js';
import { AgreementsRequestDto, RepeatOrderRequestDto } from './dto/order-documents.dto.js';
import { DocNoRequestDto, GuestOrderRequestDto } from './dto/order-requests.dto.js';
import { OrderDocumentsService } from './order-documents.service.js';

/** Engine pre-information and sales agreement forms of the shopping cart gateway (spec §7). */
@EngineController('shoppingcart/api/agreement')
@UseGuards(ShopperGuard)
export class EngineAgreementController {
  constructor(private readonly agreements: AgreementService) {}

  @Post('forms') @HttpCode(200)
  forms(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: AgreementsRequestDto): Promise<GatewayAgreementsResult> {
    const { currencyId, ...request } = body;
    return this.agreements.forms({ shopper, culture, currencyId }, { currencyId, ...request });
  }
}

/** Engine invoices and guest invoices of order management (spec §7). */
@EngineController('ordermanagement/api/invoice')
export class EngineInvoiceController {
  constructor(private readonly documents: OrderDocumentsService) {}

  @Post('invoice') @HttpCode(200) @UseGuards(ShopperGuard)
  invoice(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: DocNoRequestDto): Promise<GatewayInvoiceResult> {
    return this.documents.invoice({ shopper, culture }, body.docNo);
  }

  /** No token: anyone holding the docNo and its e-mail, as guest order detail. */
  @Post('guest-invoice') @HttpCode(200)
  guestInvoice(@EngineCulture() culture: Culture, @Body() body: GuestOrderRequestDto): Promise<GatewayInvoiceResult> {
    return this.documents.guestInvoice(culture, body.docNo, body.email);
  }
}

/** Engine repeat order of order management (spec §7). */
@EngineController('ordermanagement/api/order')
@UseGuards(ShopperGuard)
export class EngineRepeatOrderController {
  constructor(private readonly documents: OrderDocumentsService) {}

  @Post('repeat-order') @HttpCode(200)
  repeatOrder(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: RepeatOrderRequestDto): Promise<GatewayRepeatOrderResult> {
    return this.documents.repeatOrder({ shopper, culture }, body.docNo, body.currencyId);
  }
}
