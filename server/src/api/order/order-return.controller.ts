import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OrderReasonsResponse, OrderReturnResponse, OrderReturnsResponse } from '../../../../contracts/order/order-return.js';
import type { OrderResponse } from '../../../../contracts/order/responses.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { GuestCancelOrderDto, GuestReturnOrderDto, ReturnDetailDto, ReturnOrderDto, ReturnsQueryDto } from './dto/order-return.dto.js';
import { OrderReturnService } from './order-return.service.js';
import { NoStore } from '../../common/no-store.js';


@ApiTags('order')
@Controller('api')
export class OrderReturnController {
  constructor(private readonly service: OrderReturnService) {}

  @Get('order-cancel-reasons')
  @ApiOperation({ summary: 'The shop\'s cancel reasons in the page\'s language (S7.33)' })
  cancelReasons(@Ctx() context: RequestContext): Promise<OrderReasonsResponse> { return this.service.cancelReasons(context); }

  @Get('order-return-reasons')
  @ApiOperation({ summary: 'The shop\'s return reasons in the page\'s language (S7.33)' })
  returnReasons(@Ctx() context: RequestContext): Promise<OrderReasonsResponse> { return this.service.returnReasons(context); }

  @Post('return-order') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Asks to return lines of the member\'s Delivered order (within 14 days)' })
  returnOrder(@Ctx() context: RequestContext, @Body() payload: ReturnOrderDto): Promise<OrderReturnResponse> { return this.service.returnOrder(context, payload); }

  @Get('returns') @NoStore()
  @ApiOperation({ summary: 'The member\'s returns, newest first, paged' })
  returns(@Ctx() context: RequestContext, @Query() query: ReturnsQueryDto): Promise<OrderReturnsResponse> { return this.service.returns(context, query.page); }

  @Post('return-detail') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'One of the member\'s returns and its status' })
  returnDetail(@Ctx() context: RequestContext, @Body() payload: ReturnDetailDto): Promise<OrderReturnResponse> { return this.service.returnDetail(context, payload); }

  @Post('guest-cancel-order') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.orderLookup)
  @ApiOperation({ summary: 'Cancels a guest\'s order by docNo and e-mail while CancelAvailable' })
  guestCancel(@Ctx() context: RequestContext, @Body() payload: GuestCancelOrderDto): Promise<OrderResponse> { return this.service.guestCancel(context, payload); }

  @Post('guest-return-order') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.orderLookup)
  @ApiOperation({ summary: 'Asks to return lines of a guest\'s Delivered order by docNo and e-mail' })
  guestReturn(@Ctx() context: RequestContext, @Body() payload: GuestReturnOrderDto): Promise<OrderReturnResponse> { return this.service.guestReturnOrder(context, payload); }
}
