import type { BannerListResponse } from '../../../../contracts/banner/responses';
import type { CategoryTreeNode } from '../../../../contracts/catalogue/entities';
import type { ApiResult } from '../../../../contracts/common/responses';
import { bannerListRequest } from '../../../../contracts/site/preloaded-answers';
import type { ApiClient } from '../../lib/api-client';

/** POST /api/category-tree */
export interface CategoryTreeResponse extends ApiResult {
  categories: CategoryTreeNode[];
}

export const contentApi = (api: ApiClient) => ({
  banners: (bannerContainerIds: readonly number[]) => api.request<BannerListResponse>(bannerListRequest(bannerContainerIds)),
  categoryTree: () => api.post<CategoryTreeResponse>('/api/category-tree', {}),
});
export type ContentApi = ReturnType<typeof contentApi>;
