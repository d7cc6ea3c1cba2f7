import type { ApiResult } from '../common/responses.js';
import type { AutocompleteResult, PopularSearch } from '../gateway/prediction.js';

/** GET /api/popular-searches: what shoppers searched most, beside banner container 10 (issue 4). */
export interface PopularSearchesResponse extends ApiResult {
  /** Most searched first; only searches that found products. */
  searches: PopularSearch[];
}

/** GET /api/autocomplete: completions of what the shopper is typing (spec §7 Prediction). */
export interface AutocompleteResponse extends ApiResult, AutocompleteResult {}
