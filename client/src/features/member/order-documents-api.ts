import type { RepeatOrderResponse } from '../../../../contracts/order/documents';
import type { ApiClient } from '../../lib/api-client';

/** Where the member's invoice downloads from (GET, so a plain link does it and the browser names the file). */
export const orderInvoiceUrl = (docNo: string): string => `/api/order-invoice?docNo=${encodeURIComponent(docNo)}`;

/** Repeat order (spec §7 Order management: repeat order). */
export const orderDocumentsApi = (api: ApiClient) => ({
  repeatOrder: (docNo: string) => api.post<RepeatOrderResponse>('/api/repeat-order', { docNo }),
});
