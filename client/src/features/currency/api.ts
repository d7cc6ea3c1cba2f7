import type { CurrencyListResponse } from '../../../../contracts/currency/responses';
import type { ApiClient } from '../../lib/api-client';

export const currencyApi = (api: ApiClient) => ({
  list: () => api.get<CurrencyListResponse>('/api/currencies'),
  select: (currencyId: number) => api.post<{ isSuccess: boolean; activeCurrencyId: number }>('/api/set-currency', { currencyId }),
});
export type CurrencyApi = ReturnType<typeof currencyApi>;
