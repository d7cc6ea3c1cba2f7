import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Currency } from '../../../../contracts/currency/entities';
import { DEFAULT_CURRENCY_ID } from '../../../../contracts/enums';
import { messageOf } from '../../lib/api-client';
import type { CurrencyApi } from './api';

/** spec §8 currency failure. */
export const CURRENCY_FAILURE = 'Failed to fetch currencies';

/** Currency state (S4.13): currencies, the selected one, loading and error; loaded once at start. */
export class CurrencyStore {
  currencies: Currency[] = [];
  activeCurrencyId = DEFAULT_CURRENCY_ID;
  loading = false;
  error: string | null = null;
  private loaded = false;

  constructor(private readonly api: CurrencyApi) {
    makeAutoObservable<CurrencyStore, 'api' | 'loaded'>(this, { api: false, loaded: false, currencies: observableRef });
  }

  /** The active currency by id; the first one when the id is unknown (S3.17). */
  get selectedCurrency(): Currency | undefined {
    return this.currencies.find((currency) => currency.id === this.activeCurrencyId) ?? this.currencies[0];
  }

  /** A known currency by id (prices carry the id of the currency they are in). */
  byId(currencyId: number | undefined): Currency | undefined {
    return this.currencies.find((currency) => currency.id === currencyId);
  }

  /** Loads the list once; later calls do nothing. */
  async load(): Promise<void> {
    if (this.loaded || this.loading) return;
    this.loading = true;
    this.error = null;
    try {
      const answer = await this.api.list();
      runInAction(() => {
        this.currencies = answer.currencyLists;
        this.activeCurrencyId = answer.activeCurrencyId ?? DEFAULT_CURRENCY_ID;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => { this.error = messageOf(error, CURRENCY_FAILURE); });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }

  /** Chooses another known currency; the server keeps it in the x-currency cookie. Unknown ids are ignored. */
  async select(currencyId: number): Promise<boolean> {
    if (!this.currencies.some((currency) => currency.id === currencyId) || currencyId === this.activeCurrencyId) return false;
    try {
      const answer = await this.api.select(currencyId);
      runInAction(() => { this.activeCurrencyId = answer.activeCurrencyId; this.error = null; });
      return true;
    } catch (error) {
      runInAction(() => { this.error = messageOf(error, CURRENCY_FAILURE); });
      return false;
    }
  }

  /** Drops the list so the next load reads it again (the language changed). */
  reset(): void {
    this.loaded = false;
  }
}
