import type { GuestCancelOrderPayload, GuestReturnOrderPayload, OrderReasonsResponse, OrderReturnResponse } from '../../../../contracts/order/order-return';
import { CAPTCHA_HEADER } from '../../../../contracts/member/payloads';
import { IDEMPOTENCY_KEY_HEADER, type GuestOrderDetailPayload, type GuestPayOrderPayload } from '../../../../contracts/order/payloads';
import type { OrderResponse, PayOrderResponse } from '../../../../contracts/order/responses';
import type { ApiClient } from '../../lib/api-client';

/**
 * Order tracking's calls (S6.02, spec §7 guest cancel and guest refund): an order by its number
 * and the e-mail it was placed with, and the guest's cancel and return of it by the same pair
 * (rate limited on the server). The reasons come in the page's language (the x-culture header).
 */
export const orderTrackingApi = (api: ApiClient) => ({
  guestOrderDetail: (payload: GuestOrderDetailPayload) => api.post<OrderResponse>('/api/get-guest-order-detail', payload),
  cancelReasons: () => api.get<OrderReasonsResponse>('/api/order-cancel-reasons'),
  returnReasons: () => api.get<OrderReasonsResponse>('/api/order-return-reasons'),
  guestCancel: (payload: GuestCancelOrderPayload) => api.post<OrderResponse>('/api/guest-cancel-order', payload),
  guestReturn: (payload: GuestReturnOrderPayload) => api.post<OrderReturnResponse>('/api/guest-return-order', payload),
  /** A guest's pay-later order paid by card (issue 32 item 5): one Idempotency-Key per attempt, the bot check's solution once. */
  guestPay: (payload: GuestPayOrderPayload, idempotencyKey: string, botCheck?: string) =>
    api.post<PayOrderResponse>('/api/guest-pay-order', payload, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...(botCheck ? { [CAPTCHA_HEADER]: botCheck } : {}) }),
});
export type OrderTrackingApi = ReturnType<typeof orderTrackingApi>;
