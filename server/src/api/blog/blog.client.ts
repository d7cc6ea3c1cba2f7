import { Injectable } from '@nestjs/common';
import type { BlogCategory, BlogTag } from '../../../../contracts/blog/entities.js';
import type { Culture } from '../../../../contracts/enums.js';
import {
  BlogGatewayPaths, type BlogCategoriesResult, type BlogPostSearchRequest, type BlogPostSearchResult, type BlogPostsResult, type BlogTagsResult,
} from '../../../../contracts/gateway/blog.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

export const BLOG_FAILURE = 'Failed to load blog posts';

/** The only code that calls the gateway's blog service. */
@Injectable()
export class BlogClient {
  constructor(private readonly gateway: GatewayClient) {}

  async byKeys(culture: Culture, blogKeys: string[]): Promise<BlogPostsResult> {
    return unwrap(await this.gateway.post<BlogPostsResult>({ path: BlogGatewayPaths.posts, culture, body: { blogKeys } }), BLOG_FAILURE);
  }

  async search(culture: Culture, body: BlogPostSearchRequest): Promise<BlogPostSearchResult> {
    return unwrap(await this.gateway.post<BlogPostSearchResult>({ path: BlogGatewayPaths.search, culture, body }), BLOG_FAILURE);
  }

  async categories(culture: Culture): Promise<BlogCategory[]> {
    return unwrap(await this.gateway.get<BlogCategoriesResult>({ path: BlogGatewayPaths.categories, culture }), BLOG_FAILURE).blogCategories;
  }

  async tags(culture: Culture): Promise<BlogTag[]> {
    return unwrap(await this.gateway.get<BlogTagsResult>({ path: BlogGatewayPaths.tags, culture }), BLOG_FAILURE).blogTags;
  }

  async hierarchy(culture: Culture, categoryId: number): Promise<BlogCategory[]> {
    return unwrap(await this.gateway.get<BlogCategoriesResult>({ path: BlogGatewayPaths.hierarchy, culture, query: { categoryId } }), BLOG_FAILURE).blogCategories;
  }
}
