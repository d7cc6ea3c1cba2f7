import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { CatalogueIndex } from './catalogue-index.js';
import { ProductRepository } from './product.repository.js';

/**
 * Owns the in-memory CatalogueIndex: built before the app takes requests, rebuilt when the
 * catalogue changes. Each instance keeps its own (they read the same database).
 */
@Injectable()
export class CatalogueIndexService implements OnApplicationBootstrap {
  private current?: Promise<CatalogueIndex>;

  constructor(private readonly products: ProductRepository, @Inject(LOGGER) private readonly logger: Logger) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.index();
  }

  index(): Promise<CatalogueIndex> {
    this.current ??= this.build().catch((error) => { this.current = undefined; throw error; });
    return this.current;
  }

  /** Reads the catalogue again; requests keep using the old index until the new one is ready. */
  async rebuild(): Promise<void> {
    const next = await this.build();
    this.current = Promise.resolve(next);
  }

  private async build(): Promise<CatalogueIndex> {
    const started = performance.now();
    const index = CatalogueIndex.build(await this.products.catalogueSnapshot());
    this.logger.info({ products: index.size, ms: Math.round(performance.now() - started) }, 'catalogue index built');
    return index;
  }
}
