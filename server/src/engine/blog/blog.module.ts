import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { EngineBlogController } from './blog.controller.js';
import { BlogRepository } from './blog.repository.js';
import { BlogService } from './blog.service.js';
import { seedPostRows } from './blog-content.js';
import { BLOG_POSTS, CORPORATE_PAGES } from './blog-seed-posts.js';
import { searchSuggestionPosts, SUGGESTED_PRODUCTS } from './search-suggestion-posts.js';

/** Products a post's ProductWidget shows. */
const WIDGET_PRODUCTS = 4;

@Module({ controllers: [EngineBlogController], providers: [BlogRepository, BlogService] })
export class EngineBlogModule implements OnApplicationBootstrap {
  constructor(private readonly blog: BlogRepository, @Inject(LOGGER) private readonly logger: Logger) {}

  /**
   * The demo shop's posts, written once products exist (after the catalogue seed): the search
   * suggestion posts, the blog's posts with product widgets of seeded products, the corporate pages.
   */
  async onApplicationBootstrap(): Promise<void> {
    const products = await this.blog.suggestableProducts(SUGGESTED_PRODUCTS);
    if (products.length) await this.blog.insertMissing(searchSuggestionPosts(products));
    const widgets = new Map<string, number[]>();
    for (const post of BLOG_POSTS) {
      if (!post.widget) continue;
      const own = await this.blog.productsOfCategory(post.widget.categoryName, WIDGET_PRODUCTS);
      widgets.set(post.key, own.length ? own : products);
    }
    await this.blog.insertMissing(seedPostRows([...BLOG_POSTS, ...CORPORATE_PAGES], (post) => widgets.get(post.key) ?? []));
    this.logger.debug('blog posts ready');
  }
}
