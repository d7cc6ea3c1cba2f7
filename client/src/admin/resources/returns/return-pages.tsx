import { useState } from 'react';
import {
  Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField as Field, Typography,
} from '@mui/material';
import { Datagrid, DateField, DateInput, EmailField, FunctionField, List, SelectInput, Show, TextField, TextInput } from 'react-admin';
import { useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import type { AdminReturn, AdminReturnRow, RefundReturnPayload } from '../../../../../contracts/admin/returns';
import { RETURN_STATUS_NAMES, RETURN_STATUSES, type ReturnStatus } from '../../../../../contracts/order/order-return';
import { useDateLocales } from '../date-locales';
import { minorOf, moneyText } from '../products/money-input';
import { useConsoleAction } from './return-action';

/** A return's state in the words the shopper reads too (their return page and mails say the same). */
export const returnStatusName = (status: ReturnStatus, locale: string) => RETURN_STATUS_NAMES[locale === 'en' ? 'en' : 'tr'][status];

export function ReturnStatusText({ status }: { status: ReturnStatus }) {
  const [locale] = useLocaleState();
  return <span data-status={status}>{returnStatusName(status, locale)}</span>;
}

const money = (minor: number, row: Pick<AdminReturnRow, 'currency' | 'currencyDecimals'>, locale: string) => `${moneyText(minor, locale, row.currencyDecimals)} ${row.currency}`;

function useReturnFilters() {
  const [locale] = useLocaleState();
  return [
    <SelectInput key="status" source="status" choices={RETURN_STATUSES.map((status) => ({ id: status, name: returnStatusName(status, locale) }))} alwaysOn />,
    <TextInput key="orderNumber" source="orderNumber" alwaysOn />,
    <TextInput key="customer" source="customer" alwaysOn />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
  ];
}

/** Returns asked for, newest first, filtered and paged by the server (issue 30 item 3). */
export function ReturnList() {
  const [locale] = useLocaleState();
  const locales = useDateLocales();
  return (
    <List filters={useReturnFilters()} filterDefaultValues={{ status: 'requested' }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="orderNumber" />
        <DateField source="createdAt" showTime locales={locales} />
        <FunctionField source="status" render={(row: AdminReturnRow) => <ReturnStatusText status={row.status} />} />
        <TextField source="reasonName" sortable={false} />
        <EmailField source="customerEmail" />
        <TextField source="itemCount" sortable={false} />
        <FunctionField source="amount" textAlign="right" render={(row: AdminReturnRow) => money(row.amount, row, locale)} />
      </Datagrid>
    </List>
  );
}

/** The refund: every unit at what was paid by default; fewer units, or a smaller amount, for a partial one. */
function RefundDialog({ record, open, onClose, onDone }: { record: AdminReturn; open: boolean; onClose: () => void; onDone: (body: RefundReturnPayload) => Promise<void> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [units, setUnits] = useState<Record<number, string>>(() => Object.fromEntries(record.lines.map((line) => [line.stockBarcodeId, String(line.quantity)])));
  const [amount, setAmount] = useState('');
  const chosen = record.lines.map((line) => ({ line, quantity: Math.max(0, Math.min(line.quantity, Math.trunc(Number(units[line.stockBarcodeId]) || 0))) }));
  const whole = chosen.every(({ line, quantity }) => quantity === line.quantity);
  const paidFor = chosen.reduce((sum, { line, quantity }) => sum + Math.round((line.amount * quantity) / line.quantity), 0);
  const typed = minorOf(amount, record.currencyDecimals);
  const tooMuch = typed !== null && typed > paidFor;
  const submit = () => onDone({
    ...(whole ? {} : { lines: chosen.filter(({ quantity }) => quantity > 0).map(({ line, quantity }) => ({ stockBarcodeId: line.stockBarcodeId, quantity })) }),
    ...(typed === null ? {} : { amount: typed }),
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="refund-title" fullWidth>
      <DialogTitle id="refund-title">{translate('console.returns.refundTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{translate('console.returns.refundHelp')}</Typography>
        {record.lines.map((line) => (
          <Field key={line.stockBarcodeId} type="number" label={`${line.name}${line.size ? ` (${line.size})` : ''}: ${translate('console.returns.unitsOf', { count: line.quantity })}`}
            value={units[line.stockBarcodeId]} onChange={(event) => setUnits({ ...units, [line.stockBarcodeId]: event.target.value })}
            slotProps={{ htmlInput: { min: 0, max: line.quantity, step: 1 } }} />
        ))}
        <Field type="number" label={translate('console.returns.refundAmount', { max: money(paidFor, record, locale) })} value={amount} onChange={(event) => setAmount(event.target.value)}
          error={tooMuch} helperText={tooMuch ? translate('console.returns.aboveMax') : translate('console.returns.amountHelp')} slotProps={{ htmlInput: { min: 0, 'data-testid': 'refund-amount' } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={tooMuch || paidFor === 0} onClick={() => void submit()}>{translate('console.returns.refundConfirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Approve, reject with a reason, refund: offered to the roles the server lets change returns. */
function ReturnActions() {
  const record = useRecordContext<AdminReturn>();
  const translate = useTranslate();
  const run = useConsoleAction();
  const { canAccess } = useCanAccess({ resource: 'returns', action: 'edit' });
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [refunding, setRefunding] = useState(false);
  if (!record || !canAccess) return null;
  const act = async (path: string, body: object = {}) => {
    if (!(await run(`returns/${record.id}/${path}`, body, { done: 'console.returns.saved' }))) return;
    setRejecting(false);
    setRefunding(false);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ my: 2 }}>
      {record.status === 'requested' ? <Button variant="contained" onClick={() => void act('approve')}>{translate('console.returns.approve')}</Button> : null}
      {record.status === 'approved' ? <Button variant="contained" onClick={() => setRefunding(true)}>{translate('console.returns.refund')}</Button> : null}
      {record.status === 'requested' || record.status === 'approved' ? <Button color="error" onClick={() => setRejecting(true)}>{translate('console.returns.reject')}</Button> : null}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby="reject-title" fullWidth>
        <DialogTitle id="reject-title">{translate('console.returns.rejectTitle')}</DialogTitle>
        <DialogContent>
          <Field label={translate('console.returns.reason')} value={reason} onChange={(event) => setReason(event.target.value)} fullWidth multiline required
            helperText={translate('console.returns.reasonHelp')} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={!reason.trim()} onClick={() => void act('reject', { reason })}>{translate('console.returns.reject')}</Button>
        </DialogActions>
      </Dialog>
      {refunding ? <RefundDialog record={record} open onClose={() => setRefunding(false)} onDone={(body) => act('refund', body)} /> : null}
    </Stack>
  );
}

function ReturnPage() {
  const record = useRecordContext<AdminReturn>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const locales = useDateLocales();
  // The list's row shows first (react-admin's cache), without lines or history: wait for the return itself.
  if (!record?.lines) return null;
  const when = (at: string) => new Intl.DateTimeFormat(locales, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('console.returns.heading', { id: record.id, order: record.orderNumber })}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
          <span>{translate('resources.returns.fields.status')}</span><ReturnStatusText status={record.status} />
          <span>{translate('resources.returns.fields.customerEmail')}</span><span>{record.customerName} &lt;{record.customerEmail}&gt;</span>
          <span>{translate('resources.returns.fields.reasonName')}</span><span>{record.reasonName}{record.note ? `: ${record.note}` : ''}</span>
          <span>{translate('resources.returns.fields.amount')}</span><span>{money(record.amount, record, locale)}</span>
          <span>{translate('resources.returns.fields.refundedAmount')}</span><span data-testid="refunded-amount">{money(record.refundedAmount, record, locale)}</span>
        </Box>
        <ReturnActions />
        <Table size="small" aria-label={translate('console.returns.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.returns.product')}</TableCell>
              <TableCell align="right">{translate('console.returns.quantity')}</TableCell>
              <TableCell align="right">{translate('console.returns.refundedQuantity')}</TableCell>
              <TableCell align="right">{translate('resources.returns.fields.amount')}</TableCell>
              <TableCell>{translate('console.returns.warehouses')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.lines.map((line) => (
              <TableRow key={line.stockBarcodeId}>
                <TableCell>{line.name}{line.size ? ` (${line.size})` : ''}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{line.refundedQuantity}</TableCell>
                <TableCell align="right">{money(line.amount, record, locale)}</TableCell>
                <TableCell>{line.warehouses.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{translate('console.returns.history')}</Typography>
        <ul>
          {record.history.map((entry) => (
            <li key={`${entry.at}-${entry.status}`}><ReturnStatusText status={entry.status} /> · {when(entry.at)}{entry.note ? ` · ${entry.note}` : ''}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** A return's page: its lines, reason, history and the moves the role may make. */
export function ReturnShow() {
  return <Show component="div"><ReturnPage /></Show>;
}
