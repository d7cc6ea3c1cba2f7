/**
 * Gateway contract of the currency service (spec §7 Others: currency list GET, SetCurrency POST).
 * URL shape {GATEWAY_URL}/{service}/api/{area}/{method}; the language travels in Accept-Language.
 */
import type { Currency } from '../currency/entities.js';

export const CurrencyGatewayPaths = {
  /** GET: every currency, names in the request's language. */
  list: 'currency/api/currency/list',
  /** POST SetCurrencyRequest: checks the id and answers the chosen currency. */
  setCurrency: 'currency/api/currency/set-currency',
} as const;

/** Answer of `list`. */
export interface CurrencyListResult {
  /** Currencies in display order. */
  currencies: Currency[];
}

/** Body of `setCurrency`. */
export interface SetCurrencyRequest {
  /** The id the shopper picked. */
  currencyId: number;
}

/** Answer of `setCurrency`. */
export interface SetCurrencyResult {
  /** The currency now active. */
  currency: Currency;
}
