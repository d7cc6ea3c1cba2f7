import type { BankAccountsResponse, CardPointsResponse, InstallmentsResponse } from '../../../../contracts/payment/responses';
import type { ApiClient } from '../../lib/api-client';

/** Card details and bank accounts for the checkout (spec §7 get banks, get credit card point, installment options). */
export const cardPaymentApi = (api: ApiClient) => ({
  installments: (binNumber: string, points = 0) => api.post<InstallmentsResponse>('/api/get-installments', { binNumber, ...(points ? { points } : {}) }),
  cardPoints: (cardNumber: string) => api.post<CardPointsResponse>('/api/get-card-points', { cardNumber }),
  banks: () => api.post<BankAccountsResponse>('/api/get-banks', {}),
});

export type CardPaymentApi = ReturnType<typeof cardPaymentApi>;
