import type { ApiResult } from '../common/responses.js';
import type { Currency } from './entities.js';

/** GET /api/currencies (S7.16, S3.17). */
export interface CurrencyListResponse extends ApiResult {
  /** Every currency the shop prices in. */
  currencyLists: Currency[];
  /** The shopper's currency: the x-currency cookie, else the culture's default, else the first. */
  activeCurrencyId: number;
}

/** POST /api/set-currency (S4.13): the shopper's currency from now on (x-currency cookie). */
export interface SetCurrencyResponse extends ApiResult {
  activeCurrencyId: number;
}
