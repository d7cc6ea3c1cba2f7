import { Injectable } from '@nestjs/common';
import { CartDetailMessage } from '../../../../contracts/cart/cart-detail.js';
import { CartMessage } from '../../../../contracts/cart/messages.js';
import type { Culture } from '../../../../contracts/enums.js';
import {
  ShoppingCartGatewayPaths, type GatewayAddToCartRequest, type GatewayApplyCouponRequest, type GatewayCartResult, type GatewayChangeCartDetailRequest, type GatewayChangeQuantityRequest,
  type GatewayCurrencyRequest, type GatewayGetCartRequest, type GatewayItemCountResult, type GatewayRemoveRequest,
} from '../../../../contracts/gateway/cart.js';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** Who the call is for: the shopper's environment token and the answer's language. */
export interface Shopper {
  culture: Culture;
  token: string;
}

/** The only code that calls the gateway's shopping cart and coupon services. Never caches. */
@Injectable()
export class CartClient {
  constructor(private readonly gateway: GatewayClient) {}

  async getCart(shopper: Shopper, body: GatewayGetCartRequest): Promise<GatewayCartResult> {
    return this.post(ShoppingCartGatewayPaths.getCart, shopper, body, CartMessage.getFailure);
  }

  async itemCount(shopper: Shopper, body: GatewayCurrencyRequest): Promise<GatewayItemCountResult> {
    return this.post(ShoppingCartGatewayPaths.itemCount, shopper, body, CartMessage.basketCountFailure);
  }

  async addToCart(shopper: Shopper, body: GatewayAddToCartRequest): Promise<GatewayCartResult> {
    return this.post(ShoppingCartGatewayPaths.addToCart, shopper, body, CartMessage.addFailure);
  }

  async remove(shopper: Shopper, body: GatewayRemoveRequest): Promise<GatewayCartResult> {
    return this.post(ShoppingCartGatewayPaths.remove, shopper, body, CartMessage.removeFailure);
  }

  async changeQuantity(shopper: Shopper, body: GatewayChangeQuantityRequest): Promise<GatewayCartResult> {
    return this.post(ShoppingCartGatewayPaths.changeQuantity, shopper, body, CartMessage.quantityFailure);
  }

  async changeCartDetail(shopper: Shopper, body: GatewayChangeCartDetailRequest): Promise<GatewayCartResult> {
    return this.post(ShoppingCartGatewayPaths.changeCartDetail, shopper, body, CartDetailMessage.changeFailure);
  }

  async applyCoupon(shopper: Shopper, body: GatewayApplyCouponRequest): Promise<GatewayCartResult> {
    return this.post(ShoppingCartGatewayPaths.applyCoupon, shopper, body, CartMessage.getFailure);
  }

  async removeCoupon(shopper: Shopper, body: GatewayCurrencyRequest): Promise<GatewayCartResult> {
    return this.post(ShoppingCartGatewayPaths.removeCoupon, shopper, body, CartMessage.getFailure);
  }

  private async post<T>(path: string, shopper: Shopper, body: object, fallbackMessage: string): Promise<T> {
    return unwrap(await this.gateway.post<T>({ path, culture: shopper.culture, body, headers: { [ENVIRONMENT_TOKEN_HEADER]: shopper.token } }), fallbackMessage);
  }
}
