import { makeAutoObservable, runInAction } from 'mobx';
import type { Currency } from '../../../../contracts/currency/entities';
import { DEFAULT_CURRENCY_ID } from '../../../../contracts/enums';
import { messageOf } from '../../lib/api-client';
import { Loadable } from '../../lib/loadable';
import type { LanguageBound } from '../../stores/language-bound';
import type { CurrencyApi } from './api';

/** spec §8 currency failure. */
export const CURRENCY_FAILURE = 'Failed to fetch currencies';

/** Currency state (S4.13): currencies, the selected one, loading and error; loaded once at start. */
export class CurrencyStore implements LanguageBound {
  private readonly list = new Loadable<Currency[]>(CURRENCY_FAILURE);
  activeCurrencyId = DEFAULT_CURRENCY_ID;
  /** The last choice could not be made (the list's own failure is in `list`). */
  private selectError: string | null = null;
  /** The list is of another language: the next load reads it again. */
  private stale = false;

  constructor(private readonly api: CurrencyApi) {
    makeAutoObservable<CurrencyStore, 'api' | 'list' | 'stale'>(this, { api: false, list: false, stale: false });
  }

  get currencies(): Currency[] { return this.list.data ?? []; }
  get loading(): boolean { return this.list.loading; }
  get error(): string | null { return this.selectError ?? this.list.error; }

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
    if ((this.list.data !== null && !this.stale) || this.list.loading) return;
    this.stale = false;
    await this.list.load(async () => {
      const answer = await this.api.list();
      runInAction(() => { this.activeCurrencyId = answer.activeCurrencyId ?? DEFAULT_CURRENCY_ID; });
      return answer.currencyLists;
    });
  }

  /** Chooses another known currency; the server keeps it in the x-currency cookie. Unknown ids are ignored. */
  async select(currencyId: number): Promise<boolean> {
    if (!this.currencies.some((currency) => currency.id === currencyId) || currencyId === this.activeCurrencyId) return false;
    try {
      const answer = await this.api.select(currencyId);
      runInAction(() => { this.activeCurrencyId = answer.activeCurrencyId; this.selectError = null; });
      return true;
    } catch (error) {
      runInAction(() => { this.selectError = messageOf(error, CURRENCY_FAILURE); });
      return false;
    }
  }

  /** The next load reads the list again (the language changed); the current list stays shown meanwhile. */
  languageChanged(): void {
    this.stale = true;
  }
}
