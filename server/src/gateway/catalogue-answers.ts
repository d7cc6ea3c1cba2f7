import { Inject, Injectable, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ENGINE_ENTRY, type EngineEntry } from './engine-entry.js';

/** A cache of answers that show the catalogue. */
export interface Clearable {
  clear(): void;
}

/**
 * The storefront's answer caches that show the catalogue (product lists and pages, search
 * completions, paths, the category tree, the sitemap): emptied at once when the embedded engine
 * says its catalogue changed, so an operator's change shows in the shop without waiting for the
 * caches' time to live. With an external gateway nobody tells: the caches age out (FRESHNESS).
 */
@Injectable()
export class CatalogueAnswers implements OnModuleInit, OnModuleDestroy {
  private readonly caches = new Set<Clearable>();
  private stopListening?: () => void;

  constructor(@Optional() @Inject(ENGINE_ENTRY) private readonly engine?: EngineEntry) {}

  /** Answers `cache`, from now on emptied on every catalogue change. */
  follow<C extends Clearable>(cache: C): C {
    this.caches.add(cache);
    return cache;
  }

  clear(): void {
    for (const cache of this.caches) cache.clear();
  }

  onModuleInit(): void {
    this.stopListening = this.engine?.onCatalogueChange(() => this.clear());
  }

  onModuleDestroy(): void {
    this.stopListening?.();
  }
}
