import { Box, Button, MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import { Confirm } from 'react-admin';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '../../../../../contracts/admin/orders';
import { moveOrder } from './order-api';
import { useStatusNames } from './order-words';

const ON_THE_WAY = 7;
const CANCEL = 13;

/**
 * A move along the transition table: only the statuses the server says may come next, a note for
 * the history and the shopper's mail, the tracking number when the order leaves (OnTheWay).
 * Cancel asks first: it puts the stock back and refunds the card.
 */
export function OrderMoveForm({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const names = useStatusNames();
  const [status, setStatus] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!order.nextStatuses.length) return null;

  const send = async () => {
    if (status === '') return;
    setBusy(true);
    try {
      await moveOrder(order.id, { status, ...(note.trim() ? { note: note.trim() } : {}), ...(status === ON_THE_WAY && trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}) });
      notify('console.orders.moved', { type: 'success', messageArgs: { status: names[status] } });
      setStatus(''); setNote(''); setTrackingNumber('');
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === CANCEL) setConfirming(true);
    else void send();
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={translate('console.orders.move')} sx={{ my: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MuiTextField select size="small" label={translate('console.orders.nextStatus')} value={status} onChange={(event) => setStatus(Number(event.target.value))} sx={{ minWidth: 200 }} required>
          {order.nextStatuses.map((next) => <MenuItem key={next} value={next}>{names[next]}</MenuItem>)}
        </MuiTextField>
        {status === ON_THE_WAY ? (
          <MuiTextField size="small" label={translate('console.orders.trackingNumber')} value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} slotProps={{ htmlInput: { maxLength: 64 } }} />
        ) : null}
        <MuiTextField size="small" label={translate('console.orders.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} sx={{ minWidth: 280 }} />
        <Button type="submit" variant="contained" disabled={busy || status === ''}>{translate('console.orders.moveSubmit')}</Button>
      </Stack>
      <Confirm isOpen={confirming} loading={busy} title="console.orders.cancelTitle" content="console.orders.cancelContent" onConfirm={send} onClose={() => setConfirming(false)} />
    </Box>
  );
}
