/**
 * Order documents and shopping choices around an order (spec §7 Shopping cart gateway:
 * pre-information and sales agreement forms; Order management: repeat order, invoices, guest
 * invoices): payloads and answers of the storefront routes.
 */
import type { Cart } from '../cart/entities.js';
import type { ApiResult } from '../common/responses.js';
import type { PaymentType } from '../enums.js';

/** POST /api/get-agreements: the texts the shopper accepts, filled from the cart and the chosen addresses. */
export interface AgreementsPayload {
  shippingAddressId: number;
  /** Absent: the shipping address. */
  invoiceAddressId?: number;
  paymentType: PaymentType;
  /** A pick-up cart's chosen store: the forms then name the store as the delivery address. */
  pickupStoreId?: number;
  /**
   * A card payment as chosen so far (issue 32 item 1): the card's first digits, the instalment
   * count and the points to spend (major units), so the forms' total carries the plan's interest
   * and the points as placement will charge them. Without a BIN: the cart's total.
   */
  binNumber?: string;
  installmentCount?: number;
  points?: number;
}

/** The two agreements as safe HTML: every value filled in is escaped. */
export interface Agreements {
  /** Ön Bilgilendirme Formu / Pre-information Form. */
  preInformation: string;
  /** Mesafeli Satış Sözleşmesi / Distance Sales Agreement. */
  salesAgreement: string;
}

export interface AgreementsResponse extends ApiResult, Agreements {}

/** The agreements kept with an order, as the shopper accepted them. */
export interface AcceptedAgreements extends Agreements {
  /** ISO time of the placement. */
  acceptedAt: string;
}

/** POST /api/repeat-order. */
export interface RepeatOrderPayload {
  docNo: string;
}

/** The order's lines back in the cart: those that fit, and the names of those out of stock. */
export interface RepeatOrderResponse extends ApiResult {
  cart: Cart;
  /** Names of the lines put back. */
  added: string[];
  /** Names of the lines not in stock in the ordered quantity (the rest went in). */
  outOfStock: string[];
}

/** GET /api/order-invoice?docNo= */
export interface OrderInvoiceQuery {
  docNo: string;
}

/** POST /api/guest-order-invoice. */
export interface GuestOrderInvoicePayload {
  docNo: string;
  email: string;
}

/** The invoice's file name as the download suggests it, in the shopper's language (issue 32 item 14: English pages saved "fatura-…"). */
export const invoiceFileName = (docNo: string, culture: 'tr' | 'en'): string => `${culture === 'en' ? 'invoice' : 'fatura'}-${docNo}.pdf`;

export const OrderDocumentMessage = {
  agreementsFailure: 'Failed to get the agreements',
  invoiceFailure: 'Failed to get the invoice',
  repeatFailure: 'Failed to repeat the order',
  repeated: 'The products of your order are in your cart',
  repeatedPartly: 'Some products of your order are out of stock; the others are in your cart',
  nothingInStock: 'None of the products of this order is in stock',
} as const;
