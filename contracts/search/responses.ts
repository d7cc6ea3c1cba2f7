import type { ApiResult } from '../common/responses.js';
import type { PopularSearch } from '../gateway/prediction.js';

/** GET /api/popular-searches: what shoppers searched most, beside banner container 10 (issue 4). */
export interface PopularSearchesResponse extends ApiResult {
  /** Most searched first; only searches that found products. */
  searches: PopularSearch[];
}
