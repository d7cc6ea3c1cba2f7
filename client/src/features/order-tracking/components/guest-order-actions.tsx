import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { Order } from '../../../../../contracts/order/entities';
import { RETURN_STATUS_NAMES, type OrderReturn } from '../../../../../contracts/order/order-return';
import { cancelAvailable, formatOrderMoney, returnAvailable, returnableQuantity } from '../../../lib/order-display';
import { useStores } from '../../../stores/use-stores';
import type { OrderTrackingApi } from '../api';
import { useOrderTrackT } from '../order-track-texts';
import { GuestCancelForm } from './guest-cancel-form';
import { GuestReturnForm } from './guest-return-form';

export interface GuestOrderActionsProps {
  client: OrderTrackingApi;
  order: Order;
  email: string;
  /** The order as the server answers it after a cancel or a return. */
  onOrder: (order: Order) => void;
}

/**
 * What a guest may do with the order found on order tracking, by the same flags as the member's
 * order page (S3.14): cancel it while CancelAvailable, ask to return lines while ReturnAvailable.
 */
export const GuestOrderActions = observer(function GuestOrderActions({ client, order, email, onOrder }: GuestOrderActionsProps) {
  const { ui } = useStores();
  const ot = useOrderTrackT();
  const [open, setOpen] = useState<'cancel' | 'return' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [returned, setReturned] = useState<OrderReturn | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // Once a form closes, the keyboard goes on from what replaced it: the notice, or the buttons again.
  useEffect(() => {
    if (open) { wasOpen.current = true; return; }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    actions.current?.querySelector<HTMLElement>('.order-track-notice, .order-track-action__buttons button')?.focus();
  }, [open, notice]);
  const canCancel = cancelAvailable(order);
  // Once every unit is on its way back there is nothing left to ask for.
  const canReturn = returnAvailable(order) && order.items.some((item) => returnableQuantity(item) > 0);

  const cancelled = (next: Order) => {
    setOpen(null);
    setNotice(ot('cancelled'));
    onOrder(next);
  };
  const requested = async (orderReturn: OrderReturn) => {
    setOpen(null);
    setNotice(ot('returned'));
    setReturned(orderReturn);
    // The order again, so what is left to return counts this request; the request stands if this read fails.
    try {
      onOrder((await client.guestOrderDetail({ docNo: order.docNo, email })).order);
    } catch {
      // The notice and the return's summary are shown either way.
    }
  };

  return (
    <div className="order-track-actions" ref={actions}>
      {notice ? <p className="order-track-notice" role="status" tabIndex={-1} data-testid="order-track-notice">{notice}</p> : null}
      {returned ? (
        <section className="order-track-return" aria-labelledby="order-track-return-heading" data-testid="order-track-return">
          <h3 id="order-track-return-heading">{ot('returnSummaryHeading', { id: returned.id })}</h3>
          <dl>
            <dt>{ot('returnStatus')}</dt>
            <dd data-testid="order-track-return-status">{RETURN_STATUS_NAMES[ui.culture][returned.status]}</dd>
            <dt>{ot('returnAmount')}</dt>
            <dd>{formatOrderMoney(returned.amount, returned.currencyCode, ui.culture)}</dd>
          </dl>
          <ul>
            {returned.lines.map((line) => (
              <li key={line.stockBarcodeId}>{ot('returnLine', { quantity: line.quantity, name: `${line.name}${line.stockTypeName ? ` (${line.stockTypeName})` : ''}` })}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {(canCancel || canReturn) && !open ? (
        <p className="order-track-action__buttons">
          {canCancel ? <button type="button" className="button button--secondary" onClick={() => { setNotice(null); setOpen('cancel'); }}>{ot('cancelOrder')}</button> : null}
          {canReturn ? <button type="button" className="button button--secondary" onClick={() => { setNotice(null); setOpen('return'); }}>{ot('returnOrder')}</button> : null}
        </p>
      ) : null}
      {open === 'cancel' && canCancel ? <GuestCancelForm client={client} order={order} email={email} onCancelled={cancelled} onClose={() => setOpen(null)} /> : null}
      {open === 'return' && canReturn ? <GuestReturnForm client={client} order={order} email={email} onReturned={(orderReturn) => void requested(orderReturn)} onClose={() => setOpen(null)} /> : null}
    </div>
  );
});
