import type { BannerListResponse } from '../../../../contracts/banner/responses';
import type { BlogPostsResponse } from '../../../../contracts/blog/responses';
import type { SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { SearchProductsResponse } from '../../../../contracts/product/responses';
import type { PopularSearchesResponse } from '../../../../contracts/search/responses';
import { bannerListRequest } from '../../../../contracts/site/preloaded-answers';
import type { ApiClient } from '../../lib/api-client';

export const searchApi = (api: ApiClient) => ({
  searchProducts: (payload: SearchProductsPayload) => api.post<SearchProductsResponse>('/api/search-products', payload),
  banners: (bannerContainerIds: readonly number[]) => api.request<BannerListResponse>(bannerListRequest(bannerContainerIds)),
  popularSearches: (limit: number) => api.get<PopularSearchesResponse>('/api/popular-searches', { limit }),
  blogPosts: (blogKeys: string[]) => api.post<BlogPostsResponse>('/api/blog-posts', { blogKeys }),
});
export type SearchApi = ReturnType<typeof searchApi>;
