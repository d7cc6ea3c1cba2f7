import type { AddToCartPayload, ChangeQuantityPayload } from '../../../../contracts/cart/payloads';
import type { BasketCountResponse, CampaignsResponse, CartResponse } from '../../../../contracts/cart/responses';
import type { ApiClient } from '../../lib/api-client';

export const cartApi = (api: ApiClient) => ({
  getCart: (tags: string[] = []) => api.post<CartResponse>('/api/get-cart', { tags }),
  basketCount: () => api.get<BasketCountResponse>('/api/basket-count'),
  add: (payload: AddToCartPayload) => api.post<CartResponse>('/api/add-to-cart', payload),
  remove: (itemId: number) => api.post<CartResponse>('/api/remove-from-cart', { itemId }),
  changeQuantity: (payload: ChangeQuantityPayload) => api.post<CartResponse>('/api/change-quantity', payload),
  applyCoupon: (couponCode: string) => api.post<CartResponse>('/api/apply-coupon', { couponCode }),
  removeCoupon: () => api.post<CartResponse>('/api/remove-coupon'),
  campaigns: () => api.get<CampaignsResponse>('/api/get-campaings'),
});
export type CartApi = ReturnType<typeof cartApi>;
