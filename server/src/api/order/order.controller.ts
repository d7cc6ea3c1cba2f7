import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../contracts/order/payloads.js';
import type { OrderResponse, OrdersResponse, PayOrderResponse, PickupStoresResponse, PlaceOrderResponse, WalletResponse } from '../../../../contracts/order/responses.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { CancelOrderDto, GuestOrderDetailDto, OrderDetailDto, OrdersQueryDto } from './dto/order-detail.dto.js';
import { GuestPayOrderDto, PayOrderDto, PlaceOrderDto } from './dto/place-order.dto.js';
import { OrderService } from './order.service.js';
import { NoStore } from '../../common/no-store.js';
import { CardPayment } from '../payment/card-attempts.js';


@ApiTags('order')
@Controller('api')
export class OrderController {
  constructor(private readonly service: OrderService) {}

  @Post('place-order') @HttpCode(200) @NoStore() @CardPayment()
  @ApiOperation({ summary: 'Places the order of the cart: one transaction; a repeated Idempotency-Key answers the first order. By card: after a few declines the CaptchaToken header (bot check) is required (428), after more 429' })
  @ApiHeader({ name: IDEMPOTENCY_KEY_HEADER, required: false })
  @ApiOkResponse({ description: '{ isSuccess, message, docNo, order }' })
  placeOrder(@Ctx() context: RequestContext, @Body() payload: PlaceOrderDto, @Headers(IDEMPOTENCY_KEY_HEADER) key?: string): Promise<PlaceOrderResponse> {
    return this.service.placeOrder(context, payload, key);
  }

  @Post('get-order-detail') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'A member\'s own order by docNo (S7.19)' })
  orderDetail(@Ctx() context: RequestContext, @Body() payload: OrderDetailDto): Promise<OrderResponse> { return this.service.orderDetail(context, payload); }

  @Post('get-guest-order-detail') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.orderLookup)
  @ApiOperation({ summary: 'An order by docNo and e-mail (S7.20)' })
  guestOrderDetail(@Ctx() context: RequestContext, @Body() payload: GuestOrderDetailDto): Promise<OrderResponse> { return this.service.guestOrderDetail(context, payload); }

  @Get('orders') @NoStore()
  @ApiOperation({ summary: 'The member\'s orders, newest first, paged' })
  orders(@Ctx() context: RequestContext, @Query() query: OrdersQueryDto): Promise<OrdersResponse> { return this.service.orders(context, query.page); }

  @Post('guest-pay-order') @HttpCode(200) @NoStore() @CardPayment() @RateLimited(RATE_RULES.orderLookup)
  @ApiOperation({ summary: 'A guest pays their pay-later order from order tracking by its number, e-mail and a card (issue 32 item 5); a 3-D Secure card answers its challenge page' })
  @ApiHeader({ name: IDEMPOTENCY_KEY_HEADER, required: false })
  guestPayOrder(@Ctx() context: RequestContext, @Body() payload: GuestPayOrderDto, @Headers(IDEMPOTENCY_KEY_HEADER) key?: string): Promise<PayOrderResponse> {
    return this.service.guestPayOrder(context, payload, key);
  }

  @Post('pay-order') @HttpCode(200) @NoStore() @CardPayment()
  @ApiOperation({ summary: 'Pays a pay-later order from its page by card or wallet (S7.32 pay-later transactions); 409 past its due date. A 3-D Secure card answers threeDSecure.challengeUrl (Idempotency-Key required). Card limits as place-order' })
  @ApiHeader({ name: IDEMPOTENCY_KEY_HEADER, required: false })
  payOrder(@Ctx() context: RequestContext, @Body() payload: PayOrderDto, @Headers(IDEMPOTENCY_KEY_HEADER) key?: string): Promise<PayOrderResponse> {
    return this.service.payOrder(context, payload, key);
  }

  @Get('available-stores')
  @ApiOperation({ summary: 'Stores an order can be picked up from (S7.32 available stores)' })
  availableStores(@Ctx() context: RequestContext): Promise<PickupStoresResponse> { return this.service.availableStores(context); }

  @Post('get-wallet') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'The member\'s wallet (store credit) in the active currency (S7.26 wallet)' })
  wallet(@Ctx() context: RequestContext): Promise<WalletResponse> { return this.service.wallet(context); }

  @Post('cancel-order') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Cancels the member\'s order while CancelAvailable: stock back, payment refunded' })
  cancel(@Ctx() context: RequestContext, @Body() payload: CancelOrderDto): Promise<OrderResponse> { return this.service.cancel(context, payload); }
}
