import { Injectable } from '@nestjs/common';
import type { BlogCategory, BlogTag } from '../../../../contracts/blog/entities.js';
import type { Culture } from '../../../../contracts/enums.js';
import {
  BlogGatewayPaths, type BlogCategoriesResult, type BlogPostSearchRequest, type BlogPostSearchResult, type BlogPostsResult, type BlogTagsResult,
} from '../../../../contracts/gateway/blog.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import { ReadCache } from '../../common/read-cache.js';

export const BLOG_FAILURE = 'Failed to load blog posts';

/** The only code that calls the gateway's blog service. */
@Injectable()
export class BlogClient {
  // The search overlay asks for the same suggestion post on every open.
  private readonly posts = new ReadCache<BlogPostsResult>(60_000, 200);
  // Every blog page needs the categories and tags to resolve its URL: they change rarely.
  private readonly categoryCache = new ReadCache<BlogCategory[]>(60_000, 10);
  private readonly tagCache = new ReadCache<BlogTag[]>(60_000, 10);

  constructor(private readonly gateway: GatewayClient) {}

  byKeys(culture: Culture, blogKeys: string[]): Promise<BlogPostsResult> {
    return this.posts.get(`${culture}|${blogKeys.join(',')}`, async () =>
      unwrap(await this.gateway.post<BlogPostsResult>({ path: BlogGatewayPaths.posts, culture, body: { blogKeys } }), BLOG_FAILURE));
  }

  async search(culture: Culture, body: BlogPostSearchRequest): Promise<BlogPostSearchResult> {
    return unwrap(await this.gateway.post<BlogPostSearchResult>({ path: BlogGatewayPaths.search, culture, body }), BLOG_FAILURE);
  }

  categories(culture: Culture): Promise<BlogCategory[]> {
    return this.categoryCache.get(culture, async () =>
      unwrap(await this.gateway.get<BlogCategoriesResult>({ path: BlogGatewayPaths.categories, culture }), BLOG_FAILURE).blogCategories);
  }

  tags(culture: Culture): Promise<BlogTag[]> {
    return this.tagCache.get(culture, async () =>
      unwrap(await this.gateway.get<BlogTagsResult>({ path: BlogGatewayPaths.tags, culture }), BLOG_FAILURE).blogTags);
  }

  async hierarchy(culture: Culture, categoryId: number): Promise<BlogCategory[]> {
    return unwrap(await this.gateway.get<BlogCategoriesResult>({ path: BlogGatewayPaths.hierarchy, culture, query: { categoryId } }), BLOG_FAILURE).blogCategories;
  }
}
