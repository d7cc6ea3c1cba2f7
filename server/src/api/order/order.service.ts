import { HttpStatus, Injectable } from '@nestjs/common';
import { PaymentType } from '../../../../contracts/enums.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { IDEMPOTENCY_KEY_PATTERN, ORDERS_PAGE_SIZE } from '../../../../contracts/order/payloads.js';
import type { OrderResponse, OrdersResponse, PayOrderResponse, PickupStoresResponse, PlaceOrderResponse, WalletResponse } from '../../../../contracts/order/responses.js';
import { AppError, BadInputError, GatewayError } from '../../common/errors.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from '../currency/currency.service.js';
import { MemberService } from '../member/member.service.js';
import type { CancelOrderDto, GuestOrderDetailDto, OrderDetailDto } from './dto/order-detail.dto.js';
import type { GuestPayOrderDto, PayOrderDto, PlaceOrderDto } from './dto/place-order.dto.js';
import { EnvironmentTokenService } from '../cart/environment-token.service.js';
import { OrderClient } from './order.client.js';

/**
 * The storefront's checkout and orders (spec §7 get-order-detail, get-guest-order-detail; issue
 * 15 placement, list, cancel). Nothing priced comes from the request: the gateway prices the cart.
 */
@Injectable()
export class OrderService {
  constructor(
    private readonly client: OrderClient, private readonly members: MemberService, private readonly currency: CurrencyService, private readonly environment: EnvironmentTokenService,
  ) {}

  /**
   * Places the order of the shopper's cart. A visitor (no sign-in, member id -1) gets 401 and keeps
   * their cookie: their cart must survive to the sign-in that merges it (unlike forMember, which
   * forgets a refused sign-in).
   */
  async placeOrder(context: RequestContext, payload: PlaceOrderDto, idempotencyKey: string | undefined): Promise<PlaceOrderResponse> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) throw new BadInputError(OrderMessage.idempotencyKeyInvalid);
    const token = context.environmentToken;
    if (!token) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    const currencyId = await this.currency.activeCurrencyId(context);
    try {
      const { order, threeDSecure } = await this.client.placeOrder({ culture: context.culture, token }, { currencyId, ...payload, ...(idempotencyKey ? { idempotencyKey } : {}) });
      if (threeDSecure) return { isSuccess: true, threeDSecure };
      const message = order.payment.paymentType === PaymentType.BankTransfer ? OrderMessage.placedWaitingTransfer
        : order.payment.paymentType === PaymentType.PayLater ? OrderMessage.placedPayLater : OrderMessage.placed;
      return { isSuccess: true, message, docNo: order.docNo, order };
    } catch (error) {
      if (error instanceof GatewayError && error.status === 401) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
      throw error;
    }
  }

  async orderDetail(context: RequestContext, payload: OrderDetailDto): Promise<OrderResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.orderDetail(caller, { docNo: payload.docNo }))) };
  }

  /** No sign-in needed; a wrong pair answers one message that says nothing about which part was wrong. */
  async guestOrderDetail(context: RequestContext, payload: GuestOrderDetailDto): Promise<OrderResponse> {
    return { isSuccess: true, ...(await this.client.guestOrderDetail({ culture: context.culture }, { docNo: payload.docNo, email: payload.email })) };
  }

  async orders(context: RequestContext, page = 1): Promise<OrdersResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.orders(caller, { page, pageSize: ORDERS_PAGE_SIZE }))) };
  }

  /**
   * A pay-later order paid from its page, by card or from the wallet. A card that needs 3-D Secure
   * answers the bank's page (the same challenge and callback as the checkout's; the key is required then).
   */
  async payOrder(context: RequestContext, payload: PayOrderDto, idempotencyKey: string | undefined): Promise<PayOrderResponse> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) throw new BadInputError(OrderMessage.idempotencyKeyInvalid);
    const result = await this.members.forMember(context, (caller) => this.client.payOrder(caller, {
      docNo: payload.docNo, paymentType: payload.paymentType, ...(payload.card ? { card: payload.card } : {}), ...(idempotencyKey ? { idempotencyKey } : {}),
    }));
    if (result.threeDSecure) return { isSuccess: true, threeDSecure: result.threeDSecure };
    return { isSuccess: true, message: OrderMessage.paid, order: result.order };
  }

  /**
   * A guest pays their pay-later order from order tracking (issue 32 item 5), by its number and
   * e-mail and a card. The browser's environment token goes along (a visitor's is started when it
   * has none): a card that needs 3-D Secure answers the same bank page and callback as a member's.
   */
  async guestPayOrder(context: RequestContext, payload: GuestPayOrderDto, idempotencyKey: string | undefined): Promise<PayOrderResponse> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) throw new BadInputError(OrderMessage.idempotencyKeyInvalid);
    const result = (await this.environment.forShopper(context, 'create', (shopper) => this.client.guestPayOrder(shopper, {
      docNo: payload.docNo, email: payload.email, paymentType: payload.paymentType, ...(payload.card ? { card: payload.card } : {}), ...(idempotencyKey ? { idempotencyKey } : {}),
    })))!;
    if (result.threeDSecure) return { isSuccess: true, threeDSecure: result.threeDSecure };
    return { isSuccess: true, message: OrderMessage.paid, order: result.order };
  }

  async availableStores(context: RequestContext): Promise<PickupStoresResponse> {
    return { isSuccess: true, ...(await this.client.availableStores({ culture: context.culture })) };
  }

  /** The member's store credit in the currency they shop in. */
  async wallet(context: RequestContext): Promise<WalletResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.wallet(caller, { currencyId }))) };
  }

  async cancel(context: RequestContext, payload: CancelOrderDto): Promise<OrderResponse> {
    const result = await this.members.forMember(context, (caller) => this.client.cancel(caller, { docNo: payload.docNo, reason: payload.reason, ...(payload.reasonId === undefined ? {} : { reasonId: payload.reasonId }) }));
    return { isSuccess: true, message: OrderMessage.cancelled, ...result };
  }
}
