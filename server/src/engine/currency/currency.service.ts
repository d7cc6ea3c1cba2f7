import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { CurrencyListResult, SetCurrencyResult } from '../../../../contracts/gateway/currency.js';
import { NotFoundError } from '../../common/errors.js';
import { CurrencyRepository } from './currency.repository.js';

/** Engine currency service: the list and SetCurrency (spec §7 Others). */
@Injectable()
export class EngineCurrencyService {
  constructor(private readonly currencies: CurrencyRepository) {}

  async list(culture: Culture): Promise<CurrencyListResult> {
    return { currencies: await this.currencies.list(culture) };
  }

  async setCurrency(culture: Culture, currencyId: number): Promise<SetCurrencyResult> {
    const currency = (await this.currencies.list(culture)).find((candidate) => candidate.id === currencyId);
    if (!currency) throw new NotFoundError(`Currency ${currencyId} is not available`);
    return { currency };
  }
}
