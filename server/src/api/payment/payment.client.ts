import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import type { GatewayPlaceOrderResult } from '../../../../contracts/gateway/order.js';
import {
  PaymentGatewayPaths, type GatewayBanksRequest, type GatewayBanksResult, type GatewayCardPointsRequest, type GatewayCardPointsResult, type GatewayCompleteSecuredRequest,
  type GatewayInstallmentsRequest, type GatewayInstallmentsResult, type GatewayPendingSecuredResult, type GatewaySecuredTransactionRequest, type GatewaySecuredTransactionResult,
} from '../../../../contracts/gateway/payment.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { PaymentMessage } from '../../../../contracts/payment/messages.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** Who the call is for: the environment token (absent for the shop's bank accounts) and the language. */
export interface PaymentCaller {
  culture: Culture;
  token?: string;
}

/** The only code that calls the gateway's payment service and the cart gateway's card transactions. Never caches. */
@Injectable()
export class PaymentClient {
  constructor(private readonly gateway: GatewayClient) {}

  banks(caller: PaymentCaller, body: GatewayBanksRequest) { return this.post<GatewayBanksResult>(PaymentGatewayPaths.banks, caller, body, PaymentMessage.banksFailure); }
  creditCardPoint(caller: PaymentCaller, body: GatewayCardPointsRequest) { return this.post<GatewayCardPointsResult>(PaymentGatewayPaths.creditCardPoint, caller, body, PaymentMessage.cardPointsFailure); }
  installmentOptions(caller: PaymentCaller, body: GatewayInstallmentsRequest) { return this.post<GatewayInstallmentsResult>(PaymentGatewayPaths.installmentOptions, caller, body, PaymentMessage.installmentsFailure); }
  securedTransaction(caller: PaymentCaller, body: GatewaySecuredTransactionRequest) { return this.post<GatewaySecuredTransactionResult>(PaymentGatewayPaths.securedTransaction, caller, body, PaymentMessage.challengeNotFound); }
  pendingSecuredTransaction(caller: PaymentCaller) { return this.post<GatewayPendingSecuredResult>(PaymentGatewayPaths.pendingSecuredTransaction, caller, {}, PaymentMessage.challengeNotFound); }
  completeSecuredTransaction(caller: PaymentCaller, body: GatewayCompleteSecuredRequest) { return this.post<GatewayPlaceOrderResult>(PaymentGatewayPaths.completeSecuredTransaction, caller, body, OrderMessage.placeFailure); }

  private async post<T>(path: string, caller: PaymentCaller, body: object, failure: string): Promise<T> {
    const headers: Record<string, string> = caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers }), failure);
  }
}
