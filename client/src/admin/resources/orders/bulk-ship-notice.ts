import type { AdminBulkResult } from '../../../../../contracts/admin/orders';

/** What the console says after "mark shipped": all moved, or how many moved and each refused order with the server's reason. */
export interface BulkShipNotice {
  key: 'console.orders.bulkDone' | 'console.orders.bulkPartly';
  type: 'success' | 'warning';
  args: Record<string, string | number>;
}

export function bulkShipNotice(result: AdminBulkResult): BulkShipNotice {
  if (!result.failed.length) return { key: 'console.orders.bulkDone', type: 'success', args: { smart_count: result.moved.length } };
  const failed = result.failed.map((failure) => `${failure.number ?? `#${failure.id}`}: ${failure.message}`).join('; ');
  return { key: 'console.orders.bulkPartly', type: 'warning', args: { moved: result.moved.length, failed } };
}
