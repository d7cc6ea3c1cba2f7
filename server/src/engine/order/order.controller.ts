import { Body, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayOrderResult, GatewayOrdersResult, GatewayPayOrderResult, GatewayPickupStoresResult, GatewayPlaceOrderResult } from '../../../../contracts/gateway/order.js';
import { DATABASE, type Database } from '../db/database.js';
import { PayLaterService } from './pay-later.service.js';
import { PickupStoreRepository } from './pickup-stores.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { CancelRequestDto, DocNoRequestDto, GuestOrderRequestDto, GuestPayOrderRequestDto, OrdersRequestDto, PayOrderRequestDto, PlaceOrderRequestDto } from './dto/order-requests.dto.js';
import { OrderLifecycleService } from './order-lifecycle.service.js';
import { OrderService } from './order.service.js';

/** Engine payment transactions of the shopping cart gateway (spec §7: credit card, transfer, free of charge, pay at door, pay later, wallet; available stores). */
@EngineController('shoppingcart/api/payment')
export class EnginePaymentController {
  constructor(
    private readonly orders: OrderService, private readonly payLater: PayLaterService, private readonly stores: PickupStoreRepository,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Post('place-order') @HttpCode(200) @UseGuards(ShopperGuard)
  placeOrder(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: PlaceOrderRequestDto): Promise<GatewayPlaceOrderResult> {
    return this.orders.placeOrder({ shopper, culture }, body);
  }

  /** A pay-later order paid from its page (a 3-D Secure card: its challenge first, finished by complete-secured-transaction). */
  @Post('pay-later-transaction') @HttpCode(200) @UseGuards(ShopperGuard)
  payOrder(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: PayOrderRequestDto): Promise<GatewayPayOrderResult> {
    return this.payLater.pay({ shopper, culture }, body);
  }

  /** A guest's pay-later order paid from order tracking by its number and e-mail (issue 32 item 5); the token is the browser's, a visitor's too. */
  @Post('guest-pay-later-transaction') @HttpCode(200) @UseGuards(ShopperGuard)
  guestPayOrder(@Body() body: GuestPayOrderRequestDto): Promise<GatewayPayOrderResult> {
    return this.payLater.payAsGuest(body);
  }

  /** No token: the stores are the same for everyone. */
  @Get('available-stores')
  async availableStores(@EngineCulture() culture: Culture): Promise<GatewayPickupStoresResult> {
    return { stores: await this.stores.active(this.db, culture) };
  }
}

/** Engine order management for the shopper of the token (spec §7: order details, orders list, cancel). */
@EngineController('ordermanagement/api/order')
export class EngineOrderController {
  constructor(private readonly orders: OrderService, private readonly lifecycle: OrderLifecycleService) {}

  @Post('order-detail') @HttpCode(200) @UseGuards(ShopperGuard)
  orderDetail(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: DocNoRequestDto): Promise<GatewayOrderResult> {
    return this.orders.orderDetail({ shopper, culture }, body.docNo);
  }

  /** No token: order tracking works for anyone holding the docNo and its e-mail. */
  @Post('guest-order-detail') @HttpCode(200)
  guestOrderDetail(@Body() body: GuestOrderRequestDto): Promise<GatewayOrderResult> {
    return this.orders.guestOrderDetail(body.docNo, body.email);
  }

  @Post('orders') @HttpCode(200) @UseGuards(ShopperGuard)
  list(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: OrdersRequestDto): Promise<GatewayOrdersResult> {
    return this.orders.orders({ shopper, culture }, body.page, body.pageSize);
  }

  /** The order lifecycle's cancel: stock back, payment refunded, history, e-mail, OnOrderCancellationCompleted. */
  @Post('cancel') @HttpCode(200) @UseGuards(ShopperGuard)
  cancel(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: CancelRequestDto): Promise<GatewayOrderResult> {
    return this.lifecycle.cancelForMember({ shopper, culture }, body.docNo, body.reason, body.reasonId);
  }
}
