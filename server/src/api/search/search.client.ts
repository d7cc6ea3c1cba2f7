import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { PredictionGatewayPaths, type AutocompleteResult, type PopularSearchesResult, type RecordedSearch } from '../../../../contracts/gateway/prediction.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

export const AUTOCOMPLETE_FAILURE = 'Failed to search products';
/** Logged only: a shopper never sees it. */
const RECORD_FAILURE = 'Searches not recorded';

/** The only code that calls the gateway's prediction service. */
@Injectable()
export class SearchClient {
  constructor(private readonly gateway: GatewayClient) {}

  async autocomplete(culture: Culture, query: string, limit: number): Promise<AutocompleteResult> {
    return unwrap(await this.gateway.get<AutocompleteResult>({ path: PredictionGatewayPaths.autocomplete, culture, query: { query, limit } }), AUTOCOMPLETE_FAILURE);
  }

  async popular(culture: Culture, limit: number): Promise<PopularSearchesResult> {
    return unwrap(await this.gateway.get<PopularSearchesResult>({ path: PredictionGatewayPaths.popular, culture, query: { limit } }), AUTOCOMPLETE_FAILURE);
  }

  /** Full searches answered since the last call; each carries its own language. */
  async recordSearches(searches: RecordedSearch[]): Promise<void> {
    unwrap(await this.gateway.post<Record<string, never>>({ path: PredictionGatewayPaths.recordSearches, culture: searches[0]?.culture ?? 'tr', body: { searches } }), RECORD_FAILURE);
  }
}
