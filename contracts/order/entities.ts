import type { CartTotal } from '../cart/entities.js';
import type { OrderFlags, OrderStatus, PaymentProviderName, PaymentType } from '../enums.js';
import type { AcceptedAgreements } from './documents.js';
import type { BankAccount } from '../payment/entities.js';

/** An address as it was when the order was placed (a later edit does not change the order). */
export interface OrderAddress {
  title: string;
  name: string;
  surname: string;
  mobilePhone: string;
  cityName: string;
  countyName: string;
  description: string;
  postalCode?: string;
  countryCode: string;
}

/** A shop where an order can be picked up instead of shipped (spec §7 Shopping cart gateway: available stores). */
export interface PickupStore {
  id: number;
  name: string;
  cityName: string;
  countyName: string;
  address: string;
  phone: string;
  /** Opening hours in the request's language. */
  hours: string;
}

/** A line of an order: the product as it was sold. */
export interface OrderItem {
  productId: number;
  stockBarcodeId: number;
  barcode: string;
  name: string;
  stockTypeName?: string;
  quantity: number;
  /** One unit, tax included / excluded, major units. */
  unitPriceWithTax: number;
  unitPriceWithoutTax: number;
  /** The line after campaigns and coupon, tax included. */
  totalWithTax: number;
  /** Units already sent back or on their way back (returns not rejected); absent when none. */
  returnedQuantity?: number;
}

export interface OrderPayment {
  paymentType: PaymentType;
  provider: PaymentProviderName;
  /** authorized, captured, waiting (bank transfer, pay later), on-delivery (pay at door), free, refunded (all of it given back), partially-refunded, voided. */
  status: string;
  amount: number;
  /** Card payments: the last four digits, nothing more. */
  cardLastFour?: string;
  /** Card payments: 1 single payment, else the monthly instalments the bank charges (the payment's own column). */
  installmentCount?: number;
  /** Pay later: the day it must be paid by (ISO); absent for other types. */
  dueAt?: string;
  /** Card payments: the bank's instalment interest included in amount (major units). */
  interestAmount?: number;
  /** Card payments: what the card's points paid (major units), not charged to the card. */
  pointsUsed?: number;
  /** A bank transfer still waiting: the shop's accounts in the order's currency to send it to (issue 32 item 6). */
  bankAccounts?: BankAccount[];
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  statusName: keyof typeof OrderStatus;
  note?: string;
  at: string;
}

/** An order (spec §3 Order: docNo, currencyCode, shipper, items, totals, isSuccess; plus its state). */
export interface Order {
  docNo: string;
  currencyCode: string;
  currencyId: number;
  /** The rate locked at placement (the shop prices per currency: 1). */
  exchangeRate: number;
  /** The shipment option's name. */
  shipper: string;
  shipmentFee: number;
  /** The shipment option chosen in the cart (contracts/cart/cart-detail.ts SHIPMENT_OPTION). */
  shipmentOptionId?: number;
  /** Packed in a gift box, with the card's note when there is one (spec §7 gift box note). */
  giftBox?: boolean;
  giftNote?: string;
  /** The pre-information form and the sales agreement as the shopper accepted them at placement. */
  agreements?: AcceptedAgreements;
  items: OrderItem[];
  /** Cart totals as computed by the server at placement (Commission: the pay-at-door fee). */
  totals: CartTotal[];
  /** The amount charged (NetTotal), major units. */
  netTotal: number;
  status: OrderStatus;
  statusName: keyof typeof OrderStatus;
  /** OrderFlags bits: CancelAvailable before the order is on its way, ReturnAvailable for 14 days after delivery (contracts/order/order-status.ts). */
  flags: OrderFlags;
  payment: OrderPayment;
  shippingAddress: OrderAddress;
  invoiceAddress: OrderAddress;
  /** Picked up at this store (as it was at placement) instead of shipped; shippingAddress is then the store's. */
  pickupStore?: PickupStore;
  /** The carrier's tracking number, once the shop has shipped the order with one (issue 30 item 1). */
  trackingNumber?: string;
  email: string;
  createdAt: string;
  history: OrderHistoryEntry[];
}

/** A row of the member's order list. */
export interface OrderSummary {
  docNo: string;
  currencyCode: string;
  netTotal: number;
  status: OrderStatus;
  statusName: keyof typeof OrderStatus;
  flags: OrderFlags;
  itemCount: number;
  createdAt: string;
}

/** A card payment waiting for the bank's 3-D Secure check: where the shopper confirms it. */
export interface ThreeDSecureChallenge {
  /** The bank's page (the embedded engine's is served by the storefront under /api/3d-secure/challenge). */
  challengeUrl: string;
}
