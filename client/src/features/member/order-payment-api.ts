import { IDEMPOTENCY_KEY_HEADER, type PayOrderPayload } from '../../../../contracts/order/payloads';
import type { PayOrderResponse } from '../../../../contracts/order/responses';
import type { ApiClient } from '../../lib/api-client';

/**
 * A pay-later order paid from its page (spec §7 Shopping cart gateway: pay-later transactions).
 * One Idempotency-Key per attempt: a card that needs 3-D Secure waits under it for the bank's page.
 */
export const orderPaymentApi = (api: ApiClient) => ({
  payOrder: (payload: PayOrderPayload, idempotencyKey: string) => api.post<PayOrderResponse>('/api/pay-order', payload, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
});
