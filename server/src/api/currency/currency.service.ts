import { Injectable } from '@nestjs/common';
import type { Currency } from '../../../../contracts/currency/entities.js';
import type { CurrencyListResponse, SetCurrencyResponse } from '../../../../contracts/currency/responses.js';
import { CookieName, DEFAULT_CURRENCY_ID } from '../../../../contracts/enums.js';
import { BadInputError } from '../../common/errors.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyClient } from './currency.client.js';
import type { SetCurrencyDto } from './dto/set-currency.dto.js';

/** Default currency code per culture (S9.08): TRY for tr, USD for en. */
const CULTURE_CURRENCY = { tr: 'TRY', en: 'USD' } as const;

/**
 * The active currency rule (S3.17): the shopper's choice (x-currency cookie) when known, else the
 * culture's default (id 1 for tr), else the first currency.
 */
export function activeCurrencyOf(currencies: Currency[], context: Pick<RequestContext, 'culture' | 'currencyId'>): Currency | undefined {
  return currencies.find((currency) => currency.id === context.currencyId)
    ?? currencies.find((currency) => currency.code === CULTURE_CURRENCY[context.culture])
    ?? currencies.find((currency) => currency.id === DEFAULT_CURRENCY_ID)
    ?? currencies[0];
}

@Injectable()
export class CurrencyService {
  // Every page load and every priced answer reads the list.
  private readonly lists = answerCache<Currency[]>(FRESHNESS.currencies, 10);

  constructor(private readonly client: CurrencyClient) {}

  async currencies(context: RequestContext): Promise<CurrencyListResponse> {
    const currencies = await this.list(context);
    return { isSuccess: true, currencyLists: currencies, activeCurrencyId: activeCurrencyOf(currencies, context)?.id ?? DEFAULT_CURRENCY_ID };
  }

  /** The currency prices are answered in for this request. */
  async activeCurrency(context: RequestContext): Promise<Currency | undefined> {
    return activeCurrencyOf(await this.list(context), context);
  }

  /** The id prices are answered in for this request. */
  async activeCurrencyId(context: RequestContext): Promise<number> {
    return (await this.activeCurrency(context))?.id ?? DEFAULT_CURRENCY_ID;
  }

  /** Makes a known currency the shopper's (the x-currency cookie, S4.13). */
  async select(context: RequestContext, payload: SetCurrencyDto): Promise<SetCurrencyResponse> {
    const currencies = await this.list(context);
    if (!currencies.some((currency) => currency.id === payload.currencyId)) {
      throw new BadInputError(`Currency ${payload.currencyId} is not available`);
    }
    const { currency } = await this.client.setCurrency(context.culture, payload.currencyId);
    context.cookies.set(CookieName.Currency, String(currency.id));
    return { isSuccess: true, activeCurrencyId: currency.id };
  }

  private list(context: RequestContext): Promise<Currency[]> {
    return this.lists.get(context.culture, async () => (await this.client.list(context.culture)).currencies);
  }
}
