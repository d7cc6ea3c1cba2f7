/**
 * Gateway contract of the order lifecycle and returns (spec §7 Order management: refunds, refund
 * detail, refund, guest refund, guest cancel, GET order cancel reasons and return reasons), and
 * the operator's moves. Member calls carry ENVIRONMENT_TOKEN_HEADER and reach only the member's
 * own orders and returns (another's is 404); guest calls carry the order's e-mail instead and get
 * one 404 for every wrong docNo/e-mail pair. Operator calls carry the engine's bearer token alone.
 */
import type { OrderStatus } from '../enums.js';
import type { PaginationSummary } from '../common/responses.js';
import type { Order } from '../order/entities.js';
import type { OrderReason, OrderReturn, OrderReturnSummary, ReturnLinePayload, ReturnStatus } from '../order/order-return.js';

export const OrderReturnGatewayPaths = {
  /** GET → GatewayOrderReasonsResult in the request's language. */
  cancelReasons: 'ordermanagement/api/order/cancel-reasons',
  /** GET → GatewayOrderReasonsResult in the request's language. */
  returnReasons: 'ordermanagement/api/order/return-reasons',
  /** POST GatewayReturnRequest → GatewayReturnResult (member). 400 reason/lines, 404 not the member's order, 409 ReturnAvailable unset. */
  refund: 'ordermanagement/api/order/refund',
  /** POST GatewayGuestReturnRequest → GatewayReturnResult (no token). */
  guestRefund: 'ordermanagement/api/order/guest-refund',
  /** POST GatewayReturnsRequest → GatewayReturnsResult: the member's returns, newest first. */
  refunds: 'ordermanagement/api/order/refunds',
  /** POST GatewayReturnDetailRequest → GatewayReturnResult: the member's own return, else 404. */
  refundDetail: 'ordermanagement/api/order/refund-detail',
  /** POST GatewayGuestCancelRequest → { order } (no token); 409 when CancelAvailable is unset. */
  guestCancel: 'ordermanagement/api/order/guest-cancel',
  /** Operator: POST GatewaySetOrderStatusRequest → GatewaySetOrderStatusResult; 409 for a move the transition table does not hold. */
  setOrderStatus: 'ordermanagement/api/operator/set-order-status',
  /** Operator: POST GatewaySetReturnStatusRequest → GatewayReturnResult; refunded puts stock back and pays back. */
  setReturnStatus: 'ordermanagement/api/operator/set-return-status',
} as const;

export interface GatewayOrderReasonsResult {
  reasons: OrderReason[];
}

export interface GatewayReturnRequest {
  docNo: string;
  reasonId: number;
  note?: string;
  lines: ReturnLinePayload[];
}

export interface GatewayGuestReturnRequest extends GatewayReturnRequest {
  email: string;
}

export interface GatewayGuestCancelRequest {
  docNo: string;
  email: string;
  reasonId: number;
  note?: string;
}

export interface GatewayReturnsRequest {
  page: number;
  pageSize: number;
}

export interface GatewayReturnDetailRequest {
  id: number;
}

export interface GatewayReturnResult {
  orderReturn: OrderReturn;
}

export interface GatewayReturnsResult {
  returns: OrderReturnSummary[];
  pagination: PaginationSummary;
}

export interface GatewayGuestCancelResult {
  order: Order;
}

export interface GatewaySetOrderStatusRequest {
  docNo: string;
  /** The status's number or name as text (spec §3: "11" or "Delivered"). */
  status: string;
  note?: string;
}

export interface GatewaySetOrderStatusResult {
  docNo: string;
  previousStatus: OrderStatus;
  status: OrderStatus;
  statusName: keyof typeof OrderStatus;
}

export interface GatewaySetReturnStatusRequest {
  id: number;
  status: ReturnStatus;
  note?: string;
}
