/** POST /api/set-currency: choose another known currency (persisted in the x-currency cookie). */
export interface SetCurrencyPayload {
  /** Id of a currency from currencyLists. */
  currencyId: number;
}
