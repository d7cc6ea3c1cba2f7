import { Injectable } from '@nestjs/common';
import { SearchIndexService } from '../prediction/search-index.service.js';
import { ShopAnswerListeners, type ShopAnswerListener } from '../prediction/shop-answer-listeners.js';
import { CatalogueIndexService } from './catalogue-index.service.js';
import { CategoryCache } from './category-cache.js';

/**
 * The one signal that the catalogue changed (a staff edit, an import, a price or stock change):
 * the engine's in-memory indexes and category tree are read again, then every listener is told,
 * so the storefront empties its answer caches and the change shows in the shop at once.
 */
@Injectable()
export class CatalogueChanges {
  constructor(
    private readonly catalogue: CatalogueIndexService, private readonly search: SearchIndexService, private readonly categories: CategoryCache,
    private readonly listeners: ShopAnswerListeners,
  ) {}

  /** Call after the change committed; resolves once the indexes are rebuilt and listeners told. */
  async changed(): Promise<void> {
    this.categories.invalidate();
    await Promise.all([this.catalogue.rebuild(), this.search.rebuild()]);
    this.listeners.tell();
  }

  /** Answers the function that stops listening. */
  listen(listener: ShopAnswerListener): () => void {
    return this.listeners.listen(listener);
  }
}
