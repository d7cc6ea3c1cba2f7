import type { ReturnStatus } from '../order/order-return.js';

/** Returns in the operator console (issue 30 item 3): GET /admin/api/returns, GET /admin/api/returns/{id}. Money in minor units. */

/** One return as the console's list shows it. */
export interface AdminReturnRow {
  id: number;
  /** The order's number (VTR-2026-...). */
  orderNumber: string;
  orderId: number;
  status: ReturnStatus;
  /** The reason in the console's language. */
  reasonName: string;
  customerEmail: string;
  customerName: string;
  /** Units sent back. */
  itemCount: number;
  /** What the returned units were paid, minor units. */
  amount: number;
  refundedAmount: number;
  currency: string;
  currencyDecimals: number;
  /** ISO 8601. */
  createdAt: string;
}

/** A returned line: what came back, at what was paid. */
export interface AdminReturnLine {
  stockBarcodeId: number;
  productId: number;
  name: string;
  size?: string;
  quantity: number;
  /** Units refunded so far. */
  refundedQuantity: number;
  /** Paid for these units, minor units. */
  amount: number;
  /** Warehouses the units were taken from (and go back to). */
  warehouses: string[];
}

/** A return's page. */
export interface AdminReturn extends AdminReturnRow {
  note?: string;
  lines: AdminReturnLine[];
  history: { status: ReturnStatus; note?: string; at: string }[];
  /** How the order was paid (PaymentType) and what the payment still holds, minor units. */
  paymentType: number;
  paymentStatus?: string;
}

/** POST /admin/api/returns/{id}/approve. */
export interface ApproveReturnPayload {
  note?: string;
}

/** POST /admin/api/returns/{id}/reject: the reason is required (the shopper reads it). */
export interface RejectReturnPayload {
  reason: string;
}

/** POST /admin/api/returns/{id}/refund: neither lines nor amount refunds the whole return. */
export interface RefundReturnPayload {
  /** Units to take back and refund; lines left out are neither restocked nor refunded. */
  lines?: { stockBarcodeId: number; quantity: number }[];
  /** Minor units, at most what was paid for the chosen (or all) units. */
  amount?: number;
  note?: string;
}
