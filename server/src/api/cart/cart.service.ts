import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Cart } from '../../../../contracts/cart/entities.js';
import { CartDetailMessage } from '../../../../contracts/cart/cart-detail.js';
import { CartMessage } from '../../../../contracts/cart/messages.js';
import { cartFlagsOfTags } from '../../../../contracts/cart/payloads.js';
import type { BasketCountResponse, CartResponse } from '../../../../contracts/cart/responses.js';
import { AppError, GatewayError, NotFoundError } from '../../common/errors.js';
import { LOGGER } from '../../common/logger.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from '../currency/currency.service.js';
import { CartClient } from './cart.client.js';
import type { AddToCartDto } from './dto/add-to-cart.dto.js';
import type { ApplyCouponDto } from './dto/apply-coupon.dto.js';
import type { ChangeCartDetailDto } from './dto/change-cart-detail.dto.js';
import type { ChangeQuantityDto } from './dto/change-quantity.dto.js';
import type { GetCartDto } from './dto/get-cart.dto.js';
import type { RemoveFromCartDto } from './dto/remove-from-cart.dto.js';
import { EnvironmentTokenService } from './environment-token.service.js';

/** The cart of a shopper who has none yet: nothing is created for a read. */
export function emptyCart(currencyId: number, tags: string[] = []): Cart {
  return { documentId: 0, currencyId, items: [], totals: [], tags, campaigns: [], suggestedCampaigns: [], itemCount: 0, isTaxIncluded: true, version: 0 };
}

/**
 * The storefront's cart (spec §7 cart rows): the shopper's token from the request context, the
 * currency they see, the gateway's answer shaped for the shop. Per shopper, so never cached.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly client: CartClient,
    private readonly tokens: EnvironmentTokenService,
    private readonly currency: CurrencyService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async getCart(context: RequestContext, payload: GetCartDto): Promise<CartResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    const flags = cartFlagsOfTags(payload.tags);
    const answer = await this.tokens.forShopper(context, 'skip', (shopper) => this.client.getCart(shopper, { currencyId, flags }));
    return { isSuccess: true, cart: answer ? this.shown(answer.cart) : emptyCart(currencyId, payload.tags) };
  }

  async basketCount(context: RequestContext): Promise<BasketCountResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    const answer = await this.tokens.forShopper(context, 'skip', (shopper) => this.client.itemCount(shopper, { currencyId }));
    return { isSuccess: true, count: answer?.count ?? 0 };
  }

  async addToCart(context: RequestContext, payload: AddToCartDto): Promise<CartResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    const answer = await this.tokens.forShopper(context, 'create', (shopper) => this.client.addToCart(shopper, { currencyId, ...payload }));
    return this.answer(answer?.cart, CartMessage.added);
  }

  async removeFromCart(context: RequestContext, payload: RemoveFromCartDto): Promise<CartResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    const answer = await this.tokens.forShopper(context, 'skip', (shopper) => this.client.remove(shopper, { currencyId, itemId: payload.itemId }));
    if (!answer) throw new NotFoundError(CartMessage.itemNotFound);
    return this.answer(answer.cart, CartMessage.removed);
  }

  async changeQuantity(context: RequestContext, payload: ChangeQuantityDto): Promise<CartResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    try {
      const answer = await this.tokens.forShopper(context, 'skip', (shopper) => this.client.changeQuantity(shopper, { currencyId, ...payload }));
      if (!answer) throw new NotFoundError(CartMessage.itemNotFound);
      return this.answer(answer.cart, CartMessage.quantityUpdated);
    } catch (error) {
      // §8 names one failure text for a quantity update; the gateway's reason goes along in data.
      if (error instanceof GatewayError || error instanceof NotFoundError) {
        throw new AppError(CartMessage.quantityFailure, error.status, error.code, { reason: error.message });
      }
      throw error;
    }
  }

  /** A visitor's first choice starts their cart, as a first add does. */
  async changeCartDetail(context: RequestContext, payload: ChangeCartDetailDto): Promise<CartResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    const answer = await this.tokens.forShopper(context, 'create', (shopper) => this.client.changeCartDetail(shopper, { currencyId, ...payload }));
    return this.answer(answer?.cart, CartDetailMessage.changed);
  }

  async applyCoupon(context: RequestContext, payload: ApplyCouponDto): Promise<CartResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    const answer = await this.tokens.forShopper(context, 'create', (shopper) => this.client.applyCoupon(shopper, { currencyId, couponCode: payload.couponCode }));
    return this.answer(answer?.cart, CartMessage.couponApplied);
  }

  async removeCoupon(context: RequestContext): Promise<CartResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    const answer = await this.tokens.forShopper(context, 'skip', (shopper) => this.client.removeCoupon(shopper, { currencyId }));
    return { isSuccess: true, message: CartMessage.couponRemoved, cart: answer ? this.shown(answer.cart) : emptyCart(currencyId) };
  }

  private answer(cart: Cart | undefined, message: string): CartResponse {
    if (!cart) throw new AppError(CartMessage.getFailure, 502, 'GATEWAY');
    return { isSuccess: true, message, cart: this.shown(cart) };
  }

  /** The cart without lines whose product is gone (S8.18: logged as a warning, skipped). */
  private shown(cart: Cart): Cart {
    const missing = cart.items.filter((item) => !item.isShipment && !item.product);
    if (!missing.length) return cart;
    for (const item of missing) this.logger.warn({ cartId: cart.documentId, itemId: item.documentId, productId: item.productId }, 'product missing for a cart line; line skipped');
    return { ...cart, items: cart.items.filter((item) => !missing.includes(item)) };
  }
}
