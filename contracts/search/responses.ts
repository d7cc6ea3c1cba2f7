import type { ApiResult } from '../common/responses.js';
import type { AutocompleteResult, PopularSearch } from '../gateway/prediction.js';

/** GET /api/popular-searches: what shoppers searched most, beside banner container 10 (issue 4). */
export interface PopularSearchesResponse extends ApiResult {
  /** Most searched first; only searches that found products. */
  searches: PopularSearch[];
}

/** GET /api/autocomplete: completions of what the shopper is typing (spec §7 Prediction). */
export interface AutocompleteResponse extends ApiResult, AutocompleteResult {}

/**
 * How a search text was read when it was read otherwise than typed (issue 31): a price phrase
 * taken out of the words and applied as the price filter, or no product holding every word.
 */
export interface SearchedFor {
  /** The words searched: the text without its price phrase, or the words the partial matches hold. */
  words: string;
  /** True when no product held every word: the products shown hold `words` only. */
  partial?: boolean;
  /** A price phrase's lowest price, major units of the shopper's currency (0 for "under …"). */
  minPrice?: number;
  /** A price phrase's highest price, absent for "over …". */
  maxPrice?: number;
}
