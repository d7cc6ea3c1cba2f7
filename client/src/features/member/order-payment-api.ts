import { CAPTCHA_HEADER } from '../../../../contracts/member/payloads';
import { IDEMPOTENCY_KEY_HEADER, type PayOrderPayload } from '../../../../contracts/order/payloads';
import type { PayOrderResponse } from '../../../../contracts/order/responses';
import type { ApiClient } from '../../lib/api-client';

/**
 * A pay-later order paid from its page (spec §7 Shopping cart gateway: pay-later transactions).
 * One Idempotency-Key per attempt: a card that needs 3-D Secure waits under it for the bank's page.
 * `botCheck`: the solved bot check the server asks for after declined cards (once per solution).
 */
export const orderPaymentApi = (api: ApiClient) => ({
  payOrder: (payload: PayOrderPayload, idempotencyKey: string, botCheck?: string) =>
    api.post<PayOrderResponse>('/api/pay-order', payload, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...(botCheck ? { [CAPTCHA_HEADER]: botCheck } : {}) }),
});
