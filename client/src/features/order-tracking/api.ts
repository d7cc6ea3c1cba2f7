import type { GuestOrderDetailPayload } from '../../../../contracts/order/payloads';
import type { OrderResponse } from '../../../../contracts/order/responses';
import type { ApiClient } from '../../lib/api-client';

/** Order tracking's one call (S6.02): an order by its number and the e-mail it was placed with (rate limited on the server). */
export const orderTrackingApi = (api: ApiClient) => ({
  guestOrderDetail: (payload: GuestOrderDetailPayload) => api.post<OrderResponse>('/api/get-guest-order-detail', payload),
});
export type OrderTrackingApi = ReturnType<typeof orderTrackingApi>;
