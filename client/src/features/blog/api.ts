import type { BlogListQuery } from '../../../../contracts/blog/payloads';
import type { BlogCategoriesResponse, BlogListResponse, BlogPostResponse, CorporatePagesResponse } from '../../../../contracts/blog/responses';
import type { ApiClient } from '../../lib/api-client';

export const blogApi = (api: ApiClient) => ({
  list: (query: BlogListQuery) => api.get<BlogListResponse>('/api/blog/list', { ...query }),
  categories: () => api.get<BlogCategoriesResponse>('/api/blog/categories'),
  post: (slug: string) => api.get<BlogPostResponse>('/api/blog/post', { slug }),
  corporatePages: () => api.get<CorporatePagesResponse>('/api/corporate-pages'),
  corporatePage: (slug: string) => api.get<BlogPostResponse>('/api/corporate-page', { slug }),
});
export type BlogApi = ReturnType<typeof blogApi>;
