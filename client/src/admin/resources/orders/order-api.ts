import type { AdminBulkResult, AdminOrderMove, AdminOrderRow } from '../../../../../contracts/admin/orders';
import { consoleCultureOf, STAFF_API } from '../../console-address';
import { staffError, staffFetch } from '../../data/staff-http';

/** The console's order and payment changes (issue 30 items 1 and 2): each one staff route; refusals come back as react-admin errors. */

const post = async <T>(path: string, body: object): Promise<T> => (await staffFetch(`${STAFF_API}/${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T;

export const moveOrder = (id: number, move: AdminOrderMove) => post<AdminOrderRow>(`orders/${id}/status`, move);

export const bulkShip = (ids: number[]) => post<AdminBulkResult>('orders/bulk-ship', { ids });

export const transferPaid = (id: number) => post<AdminOrderRow>(`bank-transfers/${id}/paid`, {});

export const retryOwedRefund = (id: number) => post<{ refunded: boolean; error?: string }>(`owed-refunds/${id}/retry`, {});

/** The order's invoice or packing slip in the console's language, saved by the browser under the name the server gives. */
export async function downloadOrderPdf(id: number, document: 'invoice' | 'packing-slip'): Promise<void> {
  const response = await fetch(`${STAFF_API}/orders/${id}/${document}`, { credentials: 'same-origin', headers: { 'Accept-Language': consoleCultureOf(window.location.pathname) } });
  if (!response.ok) throw staffError(response.status, await response.json().catch(() => null), response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `${document}-${id}.pdf`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(window.document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
