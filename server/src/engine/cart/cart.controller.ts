import { Body, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { GatewayCartResult, GatewayItemCountResult } from '../../../../contracts/gateway/cart.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { Culture } from '../../../../contracts/enums.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { CartService } from './cart.service.js';
import {
  AddToCartRequestDto, ChangeCartDetailRequestDto, ChangeQuantityRequestDto, CurrencyRequestDto, GetCartRequestDto, RemoveRequestDto,
} from './dto/cart-requests.dto.js';

/** Engine shopping cart gateway (spec §7: add to cart, item count, get cart, remove, change quantity, change cart detail). */
@EngineController('shoppingcart/api/cart')
@UseGuards(ShopperGuard)
export class EngineCartController {
  constructor(private readonly cart: CartService) {}

  @Post('get-cart') @HttpCode(200)
  getCart(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: GetCartRequestDto): Promise<GatewayCartResult> {
    return this.cart.getCart({ shopper, culture, currencyId: body.currencyId }, body.flags);
  }

  @Post('item-count') @HttpCode(200)
  async itemCount(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: CurrencyRequestDto): Promise<GatewayItemCountResult> {
    return { count: await this.cart.itemCount({ shopper, culture, currencyId: body.currencyId }) };
  }

  @Post('add-to-cart') @HttpCode(200)
  addToCart(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: AddToCartRequestDto): Promise<GatewayCartResult> {
    return this.cart.addToCart({ shopper, culture, currencyId: body.currencyId }, body.productId, body.stockBarcodeId, body.quantity);
  }

  @Post('remove') @HttpCode(200)
  remove(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: RemoveRequestDto): Promise<GatewayCartResult> {
    return this.cart.remove({ shopper, culture, currencyId: body.currencyId }, body.itemId);
  }

  @Post('change-quantity') @HttpCode(200)
  changeQuantity(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: ChangeQuantityRequestDto): Promise<GatewayCartResult> {
    return this.cart.changeQuantity({ shopper, culture, currencyId: body.currencyId }, body.itemId, body.quantity);
  }

  @Post('change-cart-detail') @HttpCode(200)
  changeCartDetail(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: ChangeCartDetailRequestDto): Promise<GatewayCartResult> {
    const { currencyId, ...detail } = body;
    return this.cart.changeCartDetail({ shopper, culture, currencyId }, detail);
  }
}
