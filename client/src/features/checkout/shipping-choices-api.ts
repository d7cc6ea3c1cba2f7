import type { ChangeCartDetailPayload } from '../../../../contracts/cart/cart-detail';
import type { CartResponse } from '../../../../contracts/cart/responses';
import type { AgreementsPayload, AgreementsResponse } from '../../../../contracts/order/documents';
import type { ApiClient } from '../../lib/api-client';

/** The checkout's cart-wide choices and the agreements (spec §7 change cart detail, gift box note, agreement forms). */
export const shippingChoicesApi = (api: ApiClient) => ({
  /** The cart as the shipping-and-payment page asks for it: with its shipment options (S7.03 flags from tags). */
  checkoutCart: () => api.post<CartResponse>('/api/get-cart', { tags: ['shipping-and-payment'] }),
  changeCartDetail: (payload: ChangeCartDetailPayload) => api.post<CartResponse>('/api/change-cart-detail', payload),
  agreements: (payload: AgreementsPayload) => api.post<AgreementsResponse>('/api/get-agreements', payload),
});

export type ShippingChoicesApi = ReturnType<typeof shippingChoicesApi>;
