import { Injectable } from '@nestjs/common';
import type { AutocompleteResponse, PopularSearchesResponse } from '../../../../contracts/search/responses.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import type { ReadCache } from '../../common/read-cache.js';
import type { RequestContext } from '../../common/request-context.js';
import { CatalogueAnswers } from '../../gateway/catalogue-answers.js';
import type { AutocompleteQueryDto } from './dto/autocomplete.query.js';
import type { PopularSearchesQueryDto } from './dto/popular-searches.query.js';
import { SearchClient } from './search.client.js';

/** Completions shown when the caller does not say how many. */
const DEFAULT_LIMIT = 8;

/** The search overlay's data: completions of what the shopper types, popular searches. */
@Injectable()
export class SearchService {
  private readonly completions: ReadCache<AutocompleteResponse>;
  private readonly popularLists = answerCache<PopularSearchesResponse>(FRESHNESS.popularSearches, 20);

  constructor(private readonly client: SearchClient, catalogue: CatalogueAnswers) {
    // Completions name products and brands: emptied when the catalogue changes.
    this.completions = catalogue.follow(FRESHNESS.autocomplete, (freshness) => answerCache<AutocompleteResponse>(freshness, 5000));
  }

  autocomplete(context: RequestContext, query: AutocompleteQueryDto): Promise<AutocompleteResponse> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    return this.completions.get(`${context.culture}|${limit}|${query.query}`, async () =>
      ({ isSuccess: true, ...(await this.client.autocomplete(context.culture, query.query, limit)) }));
  }

  popular(context: RequestContext, query: PopularSearchesQueryDto): Promise<PopularSearchesResponse> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    return this.popularLists.get(`${context.culture}|${limit}`, async () => ({ isSuccess: true, ...(await this.client.popular(context.culture, limit)) }));
  }
}
