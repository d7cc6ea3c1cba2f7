import type { ApiResult } from '../common/responses.js';

/** GET /api/localized-texts?culture=: the merchant's storefront texts of one language. */
export interface LocalizedTextsResponse extends ApiResult {
  /** Language of the texts. */
  culture: string;
  /** Dictionary key → merchant text. */
  texts: Record<string, string>;
}
