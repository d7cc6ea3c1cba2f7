import { Injectable } from '@nestjs/common';
import { SearchIndexService } from '../prediction/search-index.service.js';
import { CatalogueIndexService } from './catalogue-index.service.js';
import { CategoryCache } from './category-cache.js';

/** Called after a catalogue change has committed and the engine's indexes hold it. */
export type CatalogueChangeListener = () => void;

/**
 * The one signal that the catalogue changed (a staff edit, an import, a price or stock change):
 * the engine's in-memory indexes and category tree are read again, then every listener is told,
 * so the storefront empties its answer caches and the change shows in the shop at once.
 */
@Injectable()
export class CatalogueChanges {
  private readonly listeners = new Set<CatalogueChangeListener>();

  constructor(private readonly catalogue: CatalogueIndexService, private readonly search: SearchIndexService, private readonly categories: CategoryCache) {}

  /** Call after the change committed; resolves once the indexes are rebuilt and listeners told. */
  async changed(): Promise<void> {
    this.categories.invalidate();
    await Promise.all([this.catalogue.rebuild(), this.search.rebuild()]);
    for (const listener of this.listeners) listener();
  }

  /** Answers the function that stops listening. */
  listen(listener: CatalogueChangeListener): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }
}
