import { Injectable } from '@nestjs/common';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import type { GatewayOrderResult } from '../../../../contracts/gateway/order.js';
import {
  OrderReturnGatewayPaths, type GatewayGuestCancelRequest, type GatewayGuestReturnRequest, type GatewayOrderReasonsResult, type GatewayReturnDetailRequest,
  type GatewayReturnRequest, type GatewayReturnResult, type GatewayReturnsRequest, type GatewayReturnsResult,
} from '../../../../contracts/gateway/order-return.js';
import { ReturnMessage } from '../../../../contracts/order/order-return.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import type { OrderCaller } from './order.client.js';

/** The only code that calls the gateway's returns, reasons and guest cancel. Never caches. */
@Injectable()
export class OrderReturnClient {
  constructor(private readonly gateway: GatewayClient) {}

  async cancelReasons(caller: OrderCaller): Promise<GatewayOrderReasonsResult> {
    return unwrap(await this.gateway.get<GatewayOrderReasonsResult>({ path: OrderReturnGatewayPaths.cancelReasons, culture: caller.culture }), ReturnMessage.reasonsFailure);
  }

  async returnReasons(caller: OrderCaller): Promise<GatewayOrderReasonsResult> {
    return unwrap(await this.gateway.get<GatewayOrderReasonsResult>({ path: OrderReturnGatewayPaths.returnReasons, culture: caller.culture }), ReturnMessage.reasonsFailure);
  }

  refund(caller: OrderCaller, body: GatewayReturnRequest) { return this.post<GatewayReturnResult>(OrderReturnGatewayPaths.refund, caller, body, ReturnMessage.returnFailure); }
  guestRefund(caller: OrderCaller, body: GatewayGuestReturnRequest) { return this.post<GatewayReturnResult>(OrderReturnGatewayPaths.guestRefund, caller, body, ReturnMessage.returnFailure); }
  refunds(caller: OrderCaller, body: GatewayReturnsRequest) { return this.post<GatewayReturnsResult>(OrderReturnGatewayPaths.refunds, caller, body, ReturnMessage.returnsFailure); }
  refundDetail(caller: OrderCaller, body: GatewayReturnDetailRequest) { return this.post<GatewayReturnResult>(OrderReturnGatewayPaths.refundDetail, caller, body, ReturnMessage.detailFailure); }
  guestCancel(caller: OrderCaller, body: GatewayGuestCancelRequest) { return this.post<GatewayOrderResult>(OrderReturnGatewayPaths.guestCancel, caller, body, ReturnMessage.guestCancelFailure); }

  private async post<T>(path: string, caller: OrderCaller, body: object, failure: string): Promise<T> {
    const headers: Record<string, string> = caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers }), failure);
  }
}
