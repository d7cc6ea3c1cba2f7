import { CAPTCHA_HEADER } from '../../../../contracts/member/payloads';
import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderPayload } from '../../../../contracts/order/payloads';
import type { OrderResponse, PickupStoresResponse, PlaceOrderResponse, WalletResponse } from '../../../../contracts/order/responses';
import { THREE_D_SECURE_PENDING_PATH } from '../../../../contracts/payment/payloads';
import type { PendingChallengeResponse } from '../../../../contracts/payment/responses';
import type { ApiClient } from '../../lib/api-client';

/** The checkout's order routes (spec §7 order management). */
export const checkoutApi = (api: ApiClient) => ({
  /**
   * One Idempotency-Key per order attempt: the same key again answers the first order. `botCheck`:
   * the solved bot check the server asks for after declined cards (once per solution).
   */
  placeOrder: (payload: PlaceOrderPayload, idempotencyKey: string, botCheck?: string) =>
    api.post<PlaceOrderResponse>('/api/place-order', payload, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...(botCheck ? { [CAPTCHA_HEADER]: botCheck } : {}) }),
  orderDetail: (docNo: string) => api.post<OrderResponse>('/api/get-order-detail', { docNo }),
  /** Stores an order can be picked up from (spec §7 available stores). */
  availableStores: () => api.get<PickupStoresResponse>('/api/available-stores'),
  /** The member's wallet balance in the active currency (spec §7 Payment: wallet). */
  wallet: () => api.post<WalletResponse>('/api/get-wallet', {}),
  /** The shopper's card payment still waiting for 3-D Secure, or null (issue 32 item 7): a reloaded payment page goes on with it. */
  pendingChallenge: () => api.get<PendingChallengeResponse>(THREE_D_SECURE_PENDING_PATH),
});

export type CheckoutApi = ReturnType<typeof checkoutApi>;
