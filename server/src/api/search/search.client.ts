import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { PredictionGatewayPaths, type AutocompleteResult, type PopularSearchesResult } from '../../../../contracts/gateway/prediction.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import { ReadCache } from '../../common/read-cache.js';

export const AUTOCOMPLETE_FAILURE = 'Failed to search products';

/** The only code that calls the gateway's prediction service. */
@Injectable()
export class SearchClient {
  // Shoppers type the same beginnings ("saa", "kol s") over and over.
  private readonly completions = new ReadCache<AutocompleteResult>(60_000, 5000);

  // Popular searches move slowly; every overlay open asks for them.
  private readonly popularLists = new ReadCache<PopularSearchesResult>(60_000, 20);

  constructor(private readonly gateway: GatewayClient) {}

  autocomplete(culture: Culture, query: string, limit: number): Promise<AutocompleteResult> {
    return this.completions.get(`${culture}|${limit}|${query}`, async () =>
      unwrap(await this.gateway.get<AutocompleteResult>({ path: PredictionGatewayPaths.autocomplete, culture, query: { query, limit } }), AUTOCOMPLETE_FAILURE));
  }

  popular(culture: Culture, limit: number): Promise<PopularSearchesResult> {
    return this.popularLists.get(`${culture}|${limit}`, async () =>
      unwrap(await this.gateway.get<PopularSearchesResult>({ path: PredictionGatewayPaths.popular, culture, query: { limit } }), AUTOCOMPLETE_FAILURE));
  }
}
