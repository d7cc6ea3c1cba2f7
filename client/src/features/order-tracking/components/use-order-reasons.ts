import { useEffect, useState } from 'react';
import { ReturnMessage, type OrderReason } from '../../../../../contracts/order/order-return';
import { messageOf } from '../../../lib/api-client';
import { useStores } from '../../../stores/use-stores';
import type { OrderTrackingApi } from '../api';

export interface ReasonsState {
  reasons: readonly OrderReason[] | null;
  error: string | null;
}

/** The shop's cancel or return reasons in the page's language, read again when the language changes. */
export function useOrderReasons(client: OrderTrackingApi, kind: 'cancel' | 'return'): ReasonsState {
  const { ui } = useStores();
  const culture = ui.culture;
  const [state, setState] = useState<ReasonsState & { culture: string | null }>({ reasons: null, error: null, culture: null });
  useEffect(() => {
    let current = true;
    (kind === 'cancel' ? client.cancelReasons() : client.returnReasons()).then(
      (answer) => { if (current) setState({ reasons: answer.reasons, error: null, culture }); },
      (error: unknown) => { if (current) setState({ reasons: null, error: messageOf(error, ReturnMessage.reasonsFailure), culture }); },
    );
    return () => { current = false; };
  }, [client, kind, culture]);
  // A list in the previous language is not shown while the new one loads.
  return state.culture === culture ? { reasons: state.reasons, error: state.error } : { reasons: null, error: null };
}
