import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import type { GatewayDocNoRequest, GatewayGuestOrderRequest } from '../../../../contracts/gateway/order.js';
import {
  OrderDocumentGatewayPaths, type GatewayAgreementsRequest, type GatewayAgreementsResult, type GatewayInvoiceResult, type GatewayRepeatOrderRequest,
  type GatewayRepeatOrderResult,
} from '../../../../contracts/gateway/order-documents.js';
import { OrderDocumentMessage } from '../../../../contracts/order/documents.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** Who the call is for: the environment token (absent for guest invoices) and the language. */
export interface DocumentCaller {
  culture: Culture;
  token?: string;
}

/** The only code that calls the gateway for agreements, invoices and repeat order. Never caches. */
@Injectable()
export class OrderDocumentsClient {
  constructor(private readonly gateway: GatewayClient) {}

  agreements(caller: DocumentCaller, body: GatewayAgreementsRequest) {
    return this.post<GatewayAgreementsResult>(OrderDocumentGatewayPaths.agreements, caller, body, OrderDocumentMessage.agreementsFailure);
  }
  invoice(caller: DocumentCaller, body: GatewayDocNoRequest) { return this.post<GatewayInvoiceResult>(OrderDocumentGatewayPaths.invoice, caller, body, OrderDocumentMessage.invoiceFailure); }
  guestInvoice(caller: DocumentCaller, body: GatewayGuestOrderRequest) {
    return this.post<GatewayInvoiceResult>(OrderDocumentGatewayPaths.guestInvoice, caller, body, OrderDocumentMessage.invoiceFailure);
  }
  repeatOrder(caller: DocumentCaller, body: GatewayRepeatOrderRequest) {
    return this.post<GatewayRepeatOrderResult>(OrderDocumentGatewayPaths.repeatOrder, caller, body, OrderDocumentMessage.repeatFailure);
  }

  private async post<T>(path: string, caller: DocumentCaller, body: object, failure: string): Promise<T> {
    const headers: Record<string, string> = caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers }), failure);
  }
}
