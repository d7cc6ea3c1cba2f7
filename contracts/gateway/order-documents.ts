/**
 * Gateway contract of the documents around an order (spec §7 Shopping cart gateway:
 * pre-information and sales agreement forms; Order management: repeat order, invoices, guest
 * invoices). Calls for a shopper carry ENVIRONMENT_TOKEN_HEADER; a visitor's token answers 401,
 * another shopper's order or address 404.
 */
import type { Cart } from '../cart/entities.js';
import type { Agreements } from '../order/documents.js';
import type { PaymentType } from '../enums.js';

export const OrderDocumentGatewayPaths = {
  /** POST GatewayAgreementsRequest → Agreements: both forms filled from the shopper's priced cart. */
  agreements: 'shoppingcart/api/agreement/forms',
  /** POST GatewayDocNoRequest (contracts/gateway/order.ts) → GatewayInvoiceResult: the shopper's own order, else 404. */
  invoice: 'ordermanagement/api/invoice/invoice',
  /** POST GatewayGuestOrderRequest → GatewayInvoiceResult (no token); one 404 for every wrong pair. */
  guestInvoice: 'ordermanagement/api/invoice/guest-invoice',
  /** POST GatewayDocNoRequest → GatewayRepeatOrderResult: the shopper's own order's lines into their cart. */
  repeatOrder: 'ordermanagement/api/order/repeat-order',
} as const;

export interface GatewayAgreementsRequest {
  currencyId: number;
  shippingAddressId: number;
  invoiceAddressId?: number;
  paymentType: PaymentType;
  pickupStoreId?: number;
  /** A card payment's BIN, instalment count and points (major units): AgreementsPayload. */
  binNumber?: string;
  installmentCount?: number;
  points?: number;
}

export type GatewayAgreementsResult = Agreements;

/** A PDF over JSON: the gateway contract carries bodies as JSON. */
export interface GatewayInvoiceResult {
  fileName: string;
  /** The PDF, base64. */
  pdfBase64: string;
}

export interface GatewayRepeatOrderRequest {
  docNo: string;
  currencyId: number;
}

export interface GatewayRepeatOrderResult {
  cart: Cart;
  added: string[];
  outOfStock: string[];
}
