import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import {
  OrderGatewayPaths, type GatewayCancelRequest, type GatewayDocNoRequest, type GatewayGuestOrderRequest, type GatewayGuestPayOrderRequest, type GatewayOrderResult, type GatewayOrdersRequest,
  type GatewayOrdersResult, type GatewayPayOrderRequest, type GatewayPayOrderResult, type GatewayPickupStoresResult, type GatewayPlaceOrderRequest, type GatewayPlaceOrderResult,
  type GatewayWalletRequest, type GatewayWalletResult,
} from '../../../../contracts/gateway/order.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** Who the call is for: the environment token (absent for guest order lookups) and the language. */
export interface OrderCaller {
  culture: Culture;
  token?: string;
}

/** The only code that calls the gateway's payment and order management services. Never caches. */
@Injectable()
export class OrderClient {
  constructor(private readonly gateway: GatewayClient) {}

  placeOrder(caller: OrderCaller, body: GatewayPlaceOrderRequest) { return this.post<GatewayPlaceOrderResult>(OrderGatewayPaths.placeOrder, caller, body, OrderMessage.placeFailure); }
  orderDetail(caller: OrderCaller, body: GatewayDocNoRequest) { return this.post<GatewayOrderResult>(OrderGatewayPaths.orderDetail, caller, body, OrderMessage.detailFailure); }
  guestOrderDetail(caller: OrderCaller, body: GatewayGuestOrderRequest) { return this.post<GatewayOrderResult>(OrderGatewayPaths.guestOrderDetail, caller, body, OrderMessage.detailFailure); }
  orders(caller: OrderCaller, body: GatewayOrdersRequest) { return this.post<GatewayOrdersResult>(OrderGatewayPaths.orders, caller, body, OrderMessage.listFailure); }
  cancel(caller: OrderCaller, body: GatewayCancelRequest) { return this.post<GatewayOrderResult>(OrderGatewayPaths.cancel, caller, body, OrderMessage.cancelFailure); }
  payOrder(caller: OrderCaller, body: GatewayPayOrderRequest) { return this.post<GatewayPayOrderResult>(OrderGatewayPaths.payOrder, caller, body, OrderMessage.payFailure); }
  guestPayOrder(caller: OrderCaller, body: GatewayGuestPayOrderRequest) { return this.post<GatewayPayOrderResult>(OrderGatewayPaths.guestPayOrder, caller, body, OrderMessage.payFailure); }
  wallet(caller: OrderCaller, body: GatewayWalletRequest) { return this.post<GatewayWalletResult>(OrderGatewayPaths.wallet, caller, body, OrderMessage.walletFailure); }

  async availableStores(caller: OrderCaller): Promise<GatewayPickupStoresResult> {
    return unwrap(await this.gateway.get<GatewayPickupStoresResult>({ path: OrderGatewayPaths.availableStores, culture: caller.culture }), OrderMessage.storesFailure);
  }

  private async post<T>(path: string, caller: OrderCaller, body: object, failure: string): Promise<T> {
    const headers: Record<string, string> = caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers }), failure);
  }
}
