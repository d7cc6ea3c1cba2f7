import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { CurrencyGatewayPaths, type CurrencyListResult, type SetCurrencyResult } from '../../../../contracts/gateway/currency.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** spec §8: currency failure. */
export const CURRENCY_FAILURE = 'Failed to fetch currencies';

/** The only code that calls the gateway's currency service. */
@Injectable()
export class CurrencyClient {
  constructor(private readonly gateway: GatewayClient) {}

  async list(culture: Culture): Promise<CurrencyListResult> {
    return unwrap(await this.gateway.get<CurrencyListResult>({ path: CurrencyGatewayPaths.list, culture }), CURRENCY_FAILURE);
  }

  async setCurrency(culture: Culture, currencyId: number): Promise<SetCurrencyResult> {
    return unwrap(await this.gateway.post<SetCurrencyResult>({ path: CurrencyGatewayPaths.setCurrency, culture, body: { currencyId } }), CURRENCY_FAILURE);
  }
}
