import { Inject, Injectable, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Freshness } from '../common/answer-freshness.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ENGINE_ENTRY, type EngineEntry } from './engine-entry.js';

/** No answer is served from a cache: each expires as it is stored, and concurrent misses do not share a load. */
const KEEP_NOTHING: Freshness = { ttlMs: 0 };

/** A cache of answers that show the catalogue. */
export interface Clearable {
  clear(): void;
}

/**
 * The storefront's answer caches that show the catalogue (product lists and pages, search
 * completions, paths, the category tree, the sitemap): emptied at once when the embedded engine
 * says its catalogue changed, so an operator's change shows in the shop without waiting for the
 * caches' time to live. With an external gateway nobody tells: the caches age out (FRESHNESS), or
 * with CATALOGUE_ANSWER_CACHE=false keep nothing, so every answer is read from the gateway (a shop
 * whose external catalogue must show at once; the bench's figures without the cache).
 */
@Injectable()
export class CatalogueAnswers implements OnModuleInit, OnModuleDestroy {
  private readonly caches = new Set<Clearable>();
  private stopListening?: () => void;

  private readonly keeping: boolean;

  constructor(@Optional() @Inject(ENGINE_ENTRY) private readonly engine?: EngineEntry, @Optional() @Inject(APP_CONFIG) config?: Pick<AppConfig, 'catalogueAnswerCache'>) {
    this.keeping = config?.catalogueAnswerCache ?? true;
  }

  /** A cache `make` builds for `freshness` (none kept when the cache is off), from now on emptied on every catalogue change. */
  follow<C extends Clearable>(freshness: Freshness, make: (freshness: Freshness) => C): C {
    const cache = make(this.keeping ? freshness : KEEP_NOTHING);
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
