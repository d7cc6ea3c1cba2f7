import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { BlogGatewayPaths, type BlogPostsResult } from '../../../../contracts/gateway/blog.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import { ReadCache } from '../../gateway/read-cache.js';

export const BLOG_FAILURE = 'Failed to load blog posts';

/** The only code that calls the gateway's blog service. */
@Injectable()
export class BlogClient {
  // The search overlay asks for the same suggestion post on every open.
  private readonly posts = new ReadCache<BlogPostsResult>(60_000, 200);

  constructor(private readonly gateway: GatewayClient) {}

  byKeys(culture: Culture, blogKeys: string[]): Promise<BlogPostsResult> {
    return this.posts.get(`${culture}|${blogKeys.join(',')}`, async () =>
      unwrap(await this.gateway.post<BlogPostsResult>({ path: BlogGatewayPaths.posts, culture, body: { blogKeys } }), BLOG_FAILURE));
  }
}
