import { useEffect, useRef } from 'react';
import type { AdminOrderPlacedEvent } from '../../../../../contracts/admin/orders';
import { STAFF_API } from '../../console-address';

/**
 * Calls `onPlaced` for each order placed while the page is open (issue 30 item 7): the staff
 * route's server-sent events; the browser reconnects by itself after a drop.
 */
export function useOrderPlaced(onPlaced: (event: AdminOrderPlacedEvent) => void): void {
  const latest = useRef(onPlaced);
  latest.current = onPlaced;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${STAFF_API}/orders/events`, { withCredentials: true });
    source.addEventListener('order-placed', (message) => latest.current(JSON.parse((message as MessageEvent<string>).data) as AdminOrderPlacedEvent));
    return () => source.close();
  }, []);
}
