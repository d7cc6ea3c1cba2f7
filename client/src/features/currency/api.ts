import type { CurrencyListResponse } from '../../../../contracts/currency/responses';
import { currenciesRequest } from '../../../../contracts/site/preloaded-answers';
import type { ApiClient } from '../../lib/api-client';

export const currencyApi = (api: ApiClient) => ({
  list: () => api.request<CurrencyListResponse>(currenciesRequest()),
  select: (currencyId: number) => api.post<{ isSuccess: boolean; activeCurrencyId: number }>('/api/set-currency', { currencyId }),
});
export type CurrencyApi = ReturnType<typeof currencyApi>;
