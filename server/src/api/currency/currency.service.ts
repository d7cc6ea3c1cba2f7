import { Injectable } from '@nestjs/common';
import type { Currency } from '../../../../contracts/currency/entities.js';
import type { CurrencyListResponse } from '../../../../contracts/currency/responses.js';
import { DEFAULT_CURRENCY_ID } from '../../../../contracts/enums.js';
import { BadInputError } from '../../common/errors.js';
import { JsonAnswerCache } from '../../common/json-answer-cache.js';
import type { RequestContext } from '../../common/request-context.js';
import { CURRENCY_LIST_TTL_MS, CurrencyClient } from './currency.client.js';
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
  // Every page load asks; the answer depends on the culture and the shopper's currency cookie only.
  private readonly answers = new JsonAnswerCache(CURRENCY_LIST_TTL_MS, 50);

  constructor(private readonly client: CurrencyClient) {}

  /** currencies()' answer as UTF-8 JSON, from the answer cache. */
  currenciesJson(context: RequestContext): Promise<Buffer> {
    return this.answers.get(`${context.culture}|${context.currencyId ?? ''}`, () => this.currencies(context));
  }

  async currencies(context: RequestContext): Promise<CurrencyListResponse> {
    const { currencies } = await this.client.list(context.culture);
    return { isSuccess: true, currencyLists: currencies, activeCurrencyId: activeCurrencyOf(currencies, context)?.id ?? DEFAULT_CURRENCY_ID };
  }

  /** The id prices are answered in for this request. */
  async activeCurrencyId(context: RequestContext): Promise<number> {
    const { currencies } = await this.client.list(context.culture);
    return activeCurrencyOf(currencies, context)?.id ?? DEFAULT_CURRENCY_ID;
  }

  async select(context: RequestContext, payload: SetCurrencyDto): Promise<Currency> {
    const { currencies } = await this.client.list(context.culture);
    if (!currencies.some((currency) => currency.id === payload.currencyId)) {
      throw new BadInputError(`Currency ${payload.currencyId} is not available`);
    }
    return (await this.client.setCurrency(context.culture, payload.currencyId)).currency;
  }
}
