import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { PredictionGatewayPaths, type AutocompleteResult, type PopularSearchesResult } from '../../../../contracts/gateway/prediction.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

export const AUTOCOMPLETE_FAILURE = 'Failed to search products';

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
}
