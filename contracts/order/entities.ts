import type { CartTotal } from '../cart/entities.js';
import type { OrderFlags, OrderStatus, PaymentProviderName, PaymentType } from '../enums.js';

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
}

export interface OrderPayment {
  paymentType: PaymentType;
  provider: PaymentProviderName;
  /** authorized, captured, waiting (bank transfer), on-delivery (pay at door), free, refunded. */
  status: string;
  amount: number;
  /** Card payments: the last four digits, nothing more. */
  cardLastFour?: string;
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
  items: OrderItem[];
  /** Cart totals as computed by the server at placement (Commission: the pay-at-door fee). */
  totals: CartTotal[];
  /** The amount charged (NetTotal), major units. */
  netTotal: number;
  status: OrderStatus;
  statusName: keyof typeof OrderStatus;
  /** OrderFlags bits: CancelAvailable before the order is on its way. */
  flags: OrderFlags;
  payment: OrderPayment;
  shippingAddress: OrderAddress;
  invoiceAddress: OrderAddress;
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
