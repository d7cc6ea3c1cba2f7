import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { HidePopularSearchResult, PopularSearch, RecordedSearch } from '../../../../contracts/gateway/prediction.js';
import { BadInputError } from '../../common/errors.js';
import { SearchIndexService } from './search-index.service.js';
import { SearchLogRepository } from './search-log.repository.js';

/**
 * Popular searches (issue 16 item 4): shown to every shopper, so only queries that found
 * products, searched by several distinct shoppers, spelled as the catalogue spells them, and not
 * hidden by an operator.
 */
@Injectable()
export class PopularSearchesService {
  constructor(private readonly search: SearchIndexService, private readonly log: SearchLogRepository) {}

  async popular(culture: Culture, limit: number): Promise<PopularSearch[]> {
    const index = await this.search.index();
    return this.log.popular(culture, limit, (candidate) => index.presentable(candidate.normalized, culture, candidate.display));
  }

  /** Full searches the storefront answered: each counted once, with the shopper who made it. */
  record(searches: readonly RecordedSearch[]): void {
    for (const search of searches) this.log.recordInBackground(search.culture, search.query, search.resultCount, search.shopper);
  }

  async hide(query: string, culture: Culture | undefined, hidden: boolean): Promise<HidePopularSearchResult> {
    const normalized = await this.log.setHidden(culture ? [culture] : ['tr', 'en'], query, hidden);
    if (!normalized) throw new BadInputError('query must hold a word that can be searched');
    return { normalized, hidden };
  }
}
