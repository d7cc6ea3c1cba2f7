import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { PredictionRepository } from './prediction.repository.js';
import { SearchIndex } from './search-index.js';

/** Owns the in-memory SearchIndex: built before the app takes requests, rebuilt on change. */
@Injectable()
export class SearchIndexService implements OnApplicationBootstrap {
  private current?: Promise<SearchIndex>;

  constructor(private readonly repository: PredictionRepository, @Inject(LOGGER) private readonly logger: Logger) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.index();
  }

  index(): Promise<SearchIndex> {
    this.current ??= this.build().catch((error) => { this.current = undefined; throw error; });
    return this.current;
  }

  async rebuild(): Promise<void> {
    const next = await this.build();
    this.current = Promise.resolve(next);
  }

  /** Staff changed the synonyms: the index takes the new list without being built again. */
  async reloadSynonyms(): Promise<void> {
    const [index, synonyms] = await Promise.all([this.index(), this.repository.synonyms()]);
    index.setSynonyms(synonyms);
  }

  private async build(): Promise<SearchIndex> {
    const started = performance.now();
    const index = SearchIndex.build(await this.repository.snapshot());
    this.logger.info({ ms: Math.round(performance.now() - started) }, 'search index built');
    return index;
  }
}
