import { Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, TextField, Title } from 'react-admin';
import { ResourceContextProvider, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { AdminOrderRow, AdminOwedRefund } from '../../../../../contracts/admin/orders';
import { useDateLocales } from '../date-locales';
import { moneyText } from '../products/money-input';
import { retryOwedRefund, transferPaid } from './order-api';
import { useStatusNames } from './order-words';

const BANK_TRANSFER = 2;
/** The bank keeps no currency on an owed refund: its amount is written with the lira's two decimals. */
const OWED_DECIMALS = 2;

function ActionButton({ label, run }: { label: string; run: () => Promise<string> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      notify(await run(), { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button size="small" variant="outlined" disabled={busy} onClick={click}>{translate(label)}</Button>;
}

function RetryButton() {
  const refund = useRecordContext<AdminOwedRefund>();
  const translate = useTranslate();
  if (!refund || refund.refundedAt) return null;
  return <ActionButton label="console.payments.retry" run={async () => {
    const outcome = await retryOwedRefund(refund.id);
    return outcome.refunded ? translate('console.payments.retried') : translate('console.payments.retryFailed', { error: outcome.error ?? '' });
  }} />;
}

function MarkPaidButton() {
  const order = useRecordContext<AdminOrderRow>();
  const translate = useTranslate();
  if (!order) return null;
  return <ActionButton label="console.payments.markPaid" run={async () => { await transferPaid(order.id); return translate('console.payments.paid', { number: order.number }); }} />;
}

function OwedRefunds() {
  const [locale] = useLocaleState();
  const locales = useDateLocales();
  return (
    <ResourceContextProvider value="owed-refunds">
      <List resource="owed-refunds" filterDefaultValues={{ owed: true }} disableSyncWithLocation sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} title={false} actions={false} empty={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="createdAt" showTime locales={locales} />
          <TextField source="providerReference" sortable={false} />
          <FunctionField source="amount" textAlign="right" sortable={false} render={(refund: AdminOwedRefund) => moneyText(refund.amount, locale, OWED_DECIMALS)} />
          <TextField source="reason" sortable={false} />
          <TextField source="attempts" sortable={false} />
          <TextField source="lastError" sortable={false} />
          <RetryButton />
        </Datagrid>
      </List>
    </ResourceContextProvider>
  );
}

function PaymentOrders({ filter, action }: { filter: Record<string, unknown>; action?: boolean }) {
  const [locale] = useLocaleState();
  const locales = useDateLocales();
  const names = useStatusNames();
  return (
    <ResourceContextProvider value="orders">
      <List resource="orders" filter={filter} disableSyncWithLocation sort={{ field: filter.overdue === undefined ? 'createdAt' : 'dueAt', order: 'ASC' }} perPage={25} exporter={false} title={false} actions={false} empty={false}>
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="number" />
          <DateField source="createdAt" showTime locales={locales} />
          {filter.overdue === undefined ? null : <DateField source="dueAt" showTime locales={locales} />}
          <TextField source="customerName" sortable={false} />
          <TextField source="customerEmail" />
          <FunctionField source="status" render={(order: AdminOrderRow) => names[order.status]} />
          <FunctionField source="total" textAlign="right" render={(order: AdminOrderRow) => `${moneyText(order.total, locale, order.currencyDecimals)} ${order.currency}`} />
          {action ? <MarkPaidButton /> : null}
        </Datagrid>
      </List>
    </ResourceContextProvider>
  );
}

const TABS = ['owedRefunds', 'payLaterDue', 'payLaterOverdue', 'transfers'] as const;

/** Payments (issue 30 item 2): owed refunds with a retry, pay-later orders due and overdue, bank transfers waiting to be marked paid. */
export function PaymentsPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<(typeof TABS)[number]>('owedRefunds');
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('console.payments.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('console.payments.title')}</Typography>
      <Tabs value={tab} onChange={(_, next: (typeof TABS)[number]) => setTab(next)} aria-label={translate('console.payments.title')}>
        {TABS.map((name) => <Tab key={name} value={name} label={translate(`console.payments.${name}`)} id={`payments-tab-${name}`} aria-controls="payments-panel" />)}
      </Tabs>
      <Box role="tabpanel" id="payments-panel" aria-labelledby={`payments-tab-${tab}`} sx={{ mt: 1 }}>
        {tab === 'owedRefunds' ? <OwedRefunds /> : null}
        {tab === 'payLaterDue' ? <PaymentOrders key="due" filter={{ overdue: false }} /> : null}
        {tab === 'payLaterOverdue' ? <PaymentOrders key="overdue" filter={{ overdue: true }} /> : null}
        {tab === 'transfers' ? <PaymentOrders key="transfers" filter={{ paymentType: BANK_TRANSFER, paymentState: 'waiting' }} action /> : null}
      </Box>
    </Box>
  );
}

