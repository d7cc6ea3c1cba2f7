import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { EngineBlogController } from './blog.controller.js';
import { BlogRepository } from './blog.repository.js';
import { searchSuggestionPosts, SUGGESTED_PRODUCTS } from './search-suggestion-posts.js';

@Module({ controllers: [EngineBlogController], providers: [BlogRepository] })
export class EngineBlogModule implements OnApplicationBootstrap {
  constructor(private readonly blog: BlogRepository, @Inject(LOGGER) private readonly logger: Logger) {}

  /** The demo shop's search suggestion posts, written once products exist (after the catalogue seed). */
  async onApplicationBootstrap(): Promise<void> {
    const products = await this.blog.suggestableProducts(SUGGESTED_PRODUCTS);
    if (!products.length) return;
    await this.blog.insertMissing(searchSuggestionPosts(products));
    this.logger.debug('search suggestion posts ready');
  }
}
