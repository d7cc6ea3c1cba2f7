import { Inject, Injectable } from '@nestjs/common';
import type { GatewayBanksResult, GatewayCardPointsResult } from '../../../../contracts/gateway/payment.js';
import { cardDigits, luhnValid } from '../../../../contracts/order/card.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { BadInputError } from '../../common/errors.js';
import { DATABASE, type Database } from '../db/database.js';
import { bankAccountsFor } from './bank-accounts.js';
import { cardBankOf } from './bin-table.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { CurrencyRepository } from '../currency/currency.repository.js';

/** The payment service of the engine (spec §7 Payment: get banks, get credit card point). */
@Injectable()
export class EnginePaymentService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly currencies: CurrencyRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** The accounts of the asked currency (a transfer arrives whole only in the currency it was sent in). */
  banks(currencyCode = 'TRY'): GatewayBanksResult {
    return { bankAccounts: bankAccountsFor(currencyCode) };
  }

  /** The card's points balance as the bank answers it; the number only passes through to the provider. */
  async creditCardPoint(cardNumber: string, currencyId: number): Promise<GatewayCardPointsResult> {
    if (!luhnValid(cardNumber)) throw new BadInputError(OrderMessage.cardNumberInvalid);
    const currencyCode = await this.currencies.codeOf(this.db, currencyId);
    const bank = cardBankOf(cardDigits(cardNumber));
    const balance = bank.hasPoints ? await this.provider.cardPoints(cardNumber, currencyCode) : 0;
    return { bank, balance: balance / 100, currencyCode };
  }
}
