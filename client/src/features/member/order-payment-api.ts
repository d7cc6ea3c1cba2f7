import type { PayOrderPayload } from '../../../../contracts/order/payloads';
import type { OrderResponse } from '../../../../contracts/order/responses';
import type { ApiClient } from '../../lib/api-client';

/** A pay-later order paid from its page (spec §7 Shopping cart gateway: pay-later transactions). */
export const orderPaymentApi = (api: ApiClient) => ({
  payOrder: (payload: PayOrderPayload) => api.post<OrderResponse>('/api/pay-order', payload),
});
