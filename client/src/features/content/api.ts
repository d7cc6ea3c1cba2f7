import type { BannerListResponse } from '../../../../contracts/banner/responses';
import type { ApiClient } from '../../lib/api-client';

export const contentApi = (api: ApiClient) => ({
  banners: (bannerContainerIds: number[]) => api.post<BannerListResponse>('/api/get-banner-list', { bannerContainerIds }),
});
export type ContentApi = ReturnType<typeof contentApi>;
