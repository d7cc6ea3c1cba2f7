import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BasketCountResponse, CartResponse } from '../../../../contracts/cart/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { CartService } from './cart.service.js';
import { AddToCartDto } from './dto/add-to-cart.dto.js';
import { ApplyCouponDto } from './dto/apply-coupon.dto.js';
import { ChangeCartDetailDto } from './dto/change-cart-detail.dto.js';
import { ChangeQuantityDto } from './dto/change-quantity.dto.js';
import { GetCartDto } from './dto/get-cart.dto.js';
import { RemoveFromCartDto } from './dto/remove-from-cart.dto.js';
import { NoStore } from '../../common/no-store.js';

// A cart answer is one shopper's, and changes with every click: no cache may keep it.

@ApiTags('cart')
@Controller('api')
export class CartController {
  constructor(private readonly service: CartService) {}

  @Post('get-cart') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'The shopper\'s cart; page tags add coupons, shipment options... (S7.01, flags from tags)' })
  @ApiOkResponse({ description: '{ isSuccess, message, cart }' })
  getCart(@Ctx() context: RequestContext, @Body() payload: GetCartDto): Promise<CartResponse> { return this.service.getCart(context, payload); }

  @Get('basket-count') @NoStore()
  @ApiOperation({ summary: 'Units in the cart, for the basket badge (S7.09)' })
  basketCount(@Ctx() context: RequestContext): Promise<BasketCountResponse> { return this.service.basketCount(context); }

  @Post('add-to-cart') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Adds a variant; a visitor\'s first add starts the environment token cookie' })
  addToCart(@Ctx() context: RequestContext, @Body() payload: AddToCartDto): Promise<CartResponse> { return this.service.addToCart(context, payload); }

  @Post('remove-from-cart') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Removes a line (S7.11, S8.05)' })
  removeFromCart(@Ctx() context: RequestContext, @Body() payload: RemoveFromCartDto): Promise<CartResponse> { return this.service.removeFromCart(context, payload); }

  @Post('change-quantity') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Sets a line\'s quantity, 1 to 10 (S7.12, S8.06)' })
  changeQuantity(@Ctx() context: RequestContext, @Body() payload: ChangeQuantityDto): Promise<CartResponse> { return this.service.changeQuantity(context, payload); }

  @Post('change-cart-detail') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'The shipment option and the gift box note (S7.32 change cart detail, gift box note); answers the cart with its shipment options' })
  changeCartDetail(@Ctx() context: RequestContext, @Body() payload: ChangeCartDetailDto): Promise<CartResponse> { return this.service.changeCartDetail(context, payload); }

  @Post('apply-coupon') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Puts a coupon on the cart (one per cart)' })
  applyCoupon(@Ctx() context: RequestContext, @Body() payload: ApplyCouponDto): Promise<CartResponse> { return this.service.applyCoupon(context, payload); }

  @Post('remove-coupon') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Takes the coupon off the cart' })
  removeCoupon(@Ctx() context: RequestContext): Promise<CartResponse> { return this.service.removeCoupon(context); }
}
