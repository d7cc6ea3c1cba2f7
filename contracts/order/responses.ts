import type { ApiResult, PaginationSummary } from '../common/responses.js';
import type { Order, OrderSummary } from './entities.js';

export interface OrderResponse extends ApiResult {
  order: Order;
}

/** POST /api/place-order: the order placed (or the stored answer replayed for a repeated Idempotency-Key). */
export interface PlaceOrderResponse extends OrderResponse {
  docNo: string;
}

export interface OrdersResponse extends ApiResult {
  orders: OrderSummary[];
  pagination: PaginationSummary;
}
