import type { ApiResult, PaginationSummary } from '../common/responses.js';
import type { Order, OrderSummary, PickupStore, ThreeDSecureChallenge } from './entities.js';

/** GET /api/available-stores. */
export interface PickupStoresResponse extends ApiResult {
  stores: PickupStore[];
}

/** POST /api/get-wallet: the member's store credit in the cart's currency (major units). */
export interface WalletResponse extends ApiResult {
  balance: number;
  currencyCode: string;
}

export interface OrderResponse extends ApiResult {
  order: Order;
}

/** POST /api/place-order: the order placed (or the stored answer replayed for a repeated Idempotency-Key). */
export interface OrderPlacedResponse extends OrderResponse {
  docNo: string;
  threeDSecure?: undefined;
}

/** POST /api/place-order for a card that needs 3-D Secure: no order yet; the browser goes to the bank's page. */
export interface ThreeDSecureRequiredResponse extends ApiResult {
  threeDSecure: ThreeDSecureChallenge;
  docNo?: undefined;
  order?: undefined;
}

export type PlaceOrderResponse = OrderPlacedResponse | ThreeDSecureRequiredResponse;

/** POST /api/pay-order: the pay-later order paid, or the bank's 3-D Secure page to go to first. */
export type PayOrderResponse = (OrderResponse & { threeDSecure?: undefined }) | ThreeDSecureRequiredResponse;

export interface OrdersResponse extends ApiResult {
  orders: OrderSummary[];
  pagination: PaginationSummary;
}
