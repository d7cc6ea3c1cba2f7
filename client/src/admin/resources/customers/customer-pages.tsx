import { useState, type ReactNode } from 'react';
import {
  Box, Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField as Field, Typography,
} from '@mui/material';
import { Datagrid, DateField, EmailField, FunctionField, List, SearchInput, SelectInput, Show, TextField, TextInput } from 'react-admin';
import { useBasename, useCanAccess, useGetList, useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { AdminCurrency } from '../../../../../contracts/admin/catalogue';
import type { AdminCustomer, AdminCustomerRow, AdminMoney } from '../../../../../contracts/admin/customers';
import { ORDER_STATUS_NAMES } from '../../../../../contracts/order/order-status';
import { useDateLocales } from '../date-locales';
import { minorOf, moneyText } from '../products/money-input';
import { useConsoleAction } from '../returns/return-action';
import { ReturnStatusText } from '../returns/return-pages';

const money = (value: AdminMoney, locale: string) => `${moneyText(value.amount, locale, value.currencyDecimals)} ${value.currency}`;

function useCustomerFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="orderNumber" source="orderNumber" alwaysOn />,
    <SelectInput key="kind" source="kind" choices={(['member', 'guest'] as const).map((kind) => ({ id: kind, name: translate(`console.customers.kind.${kind}`) }))} alwaysOn />,
  ];
}

/** Members and guests, found by name, e-mail, phone or order number (issue 30 item 4). */
export function CustomerList() {
  const translate = useTranslate();
  const locales = useDateLocales();
  return (
    <List filters={useCustomerFilters()} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="phone" sortable={false} />
        <FunctionField source="kind" sortable={false} render={(row: AdminCustomerRow) => translate(`console.customers.kind.${row.kind}`)} />
        <TextField source="orderCount" />
        <DateField source="createdAt" locales={locales} />
      </Datagrid>
    </List>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">{translate(title)}</Typography>
      {children}
    </Box>
  );
}

/** A small table of the page: a header row and rows, or "none". */
function Rows({ heads, rows, label }: { heads: string[]; rows: ReactNode[][]; label: string }) {
  const translate = useTranslate();
  if (!rows.length) return <Typography color="text.secondary">{translate('console.customers.none')}</Typography>;
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead><TableRow>{heads.map((head) => <TableCell key={head}>{translate(head)}</TableCell>)}</TableRow></TableHead>
      <TableBody>{rows.map((cells, index) => <TableRow key={index}>{cells.map((cell, at) => <TableCell key={at}>{cell}</TableCell>)}</TableRow>)}</TableBody>
    </Table>
  );
}

/** Store credit with a reason: the owner's alone (the server refuses everyone else). */
function WalletCredit({ customer }: { customer: AdminCustomer }) {
  const translate = useTranslate();
  const run = useConsoleAction();
  const { canAccess } = useCanAccess({ resource: 'customer-wallet', action: 'edit' });
  // The owner alone credits, and the owner reads the currencies route.
  const { data: currencies = [] } = useGetList<AdminCurrency>('currencies', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } }, { enabled: canAccess === true });
  const [currencyId, setCurrencyId] = useState(1);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  if (!canAccess || customer.kind === 'guest') return null;
  const decimals = currencies.find((currency) => currency.id === currencyId)?.decimals ?? 2;
  const minor = minorOf(amount, decimals);
  const credit = async () => {
    if (!(await run(`customers/${customer.id}/wallet-credit`, { currencyId, amount: minor, reason }, { done: 'console.customers.credited' }))) return;
    setAmount('');
    setReason('');
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} component="form" aria-label={translate('console.customers.credit')} onSubmit={(event) => { event.preventDefault(); void credit(); }}>
      <Field select label={translate('console.customers.currency')} value={currencyId} onChange={(event) => setCurrencyId(Number(event.target.value))} sx={{ minWidth: 100 }}>
        {currencies.map((currency) => <MenuItem key={currency.id} value={currency.id}>{currency.code}</MenuItem>)}
      </Field>
      <Field type="number" label={translate('console.customers.amount')} value={amount} onChange={(event) => setAmount(event.target.value)} slotProps={{ htmlInput: { min: 0, step: 1 / 10 ** decimals } }} />
      <Field label={translate('console.customers.reason')} value={reason} onChange={(event) => setReason(event.target.value)} required />
      <Button type="submit" variant="contained" disabled={!minor || minor <= 0 || !reason.trim()}>{translate('console.customers.credit')}</Button>
    </Stack>
  );
}

/** The shop's assigned segments, each a switch for the roles that may assign them. */
function Segments({ customer }: { customer: AdminCustomer }) {
  const run = useConsoleAction();
  const { canAccess } = useCanAccess({ resource: 'customers', action: 'edit' });
  const toggle = (code: string, assigned: boolean) => run(`customers/${customer.id}/segments/${code}`, {}, { method: assigned ? 'PUT' : 'DELETE' });
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {customer.segments.map((segment) => (
        <FormControlLabel key={segment.code} label={segment.name}
          control={<Checkbox checked={segment.assigned} disabled={!canAccess} onChange={(event) => void toggle(segment.code, event.target.checked)} />} />
      ))}
    </Stack>
  );
}

function CustomerPage() {
  const customer = useRecordContext<AdminCustomer>();
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const locales = useDateLocales();
  // The list's row shows first (react-admin's cache), without the page's parts: wait for the customer itself.
  if (!customer?.orders) return null;
  const day = (at: string) => new Intl.DateTimeFormat(locales, { dateStyle: 'medium' }).format(new Date(at));
  const yes = (value: boolean) => translate(value ? 'console.customers.yes' : 'console.customers.no');
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">{customer.name || customer.email}</Typography>
        <Typography>{customer.email}{customer.phone ? ` · ${customer.phone}` : ''} · {translate(`console.customers.kind.${customer.kind}`)} · {day(customer.createdAt)}</Typography>
        <Section title="console.customers.orders">
          <Rows label="console.customers.orders" heads={['resources.orders.fields.number', 'resources.orders.fields.createdAt', 'resources.orders.fields.status', 'resources.orders.fields.total']}
            rows={customer.orders.map((order) => [order.number, day(order.createdAt), ORDER_STATUS_NAMES[locale === 'en' ? 'en' : 'tr'][order.status], money(order, locale)])} />
        </Section>
        <Section title="console.customers.returns">
          <Rows label="console.customers.returns" heads={['resources.returns.fields.orderNumber', 'resources.returns.fields.createdAt', 'resources.returns.fields.status', 'resources.returns.fields.amount']}
            rows={customer.returns.map((row) => [<Link key="link" to={`${basename}/returns/${row.id}/show`}>{row.orderNumber}</Link>, day(row.createdAt), <ReturnStatusText key="status" status={row.status} />, money(row, locale)])} />
        </Section>
        <Section title="console.customers.messages">
          <Rows label="console.customers.messages" heads={['resources.customer-messages.fields.subject', 'resources.customer-messages.fields.lastMessageAt', 'resources.customer-messages.fields.answered']}
            rows={customer.messages.map((thread) => [<Link key="link" to={`${basename}/customer-messages/${thread.id}/show`}>{thread.subject}</Link>, day(thread.lastMessageAt), yes(thread.answered)])} />
        </Section>
        <Section title="console.customers.addresses">
          <Rows label="console.customers.addresses" heads={['console.customers.addressTitle', 'resources.customers.fields.name', 'resources.customers.fields.phone', 'console.customers.address']}
            rows={customer.addresses.map((address) => [address.title, address.name, address.phone, `${address.description}${address.postalCode ? ` ${address.postalCode}` : ''}`])} />
        </Section>
        <Section title="console.customers.alarms">
          <Rows label="console.customers.alarms" heads={['console.customers.product', 'console.customers.alarmKind', 'resources.customers.fields.createdAt']}
            rows={[
              ...customer.stockAlarms.map((alarm) => [alarm.productName, translate('console.customers.stockAlarm'), day(alarm.createdAt)]),
              ...customer.priceAlarms.map((alarm) => [alarm.productName, `${translate('console.customers.priceAlarm')} ${money(alarm, locale)}`, day(alarm.createdAt)]),
            ]} />
        </Section>
        <Section title="console.customers.club">
          <Typography>{translate('console.customers.points', { points: customer.club.points, pending: customer.club.pendingPoints, level: customer.club.level })}</Typography>
        </Section>
        <Section title="console.customers.wallet">
          <Typography data-testid="wallet-balance">{customer.wallet.length ? customer.wallet.map((balance) => money(balance, locale)).join(' · ') : translate('console.customers.none')}</Typography>
          <Rows label="console.customers.wallet" heads={['resources.customers.fields.createdAt', 'console.customers.amount', 'console.customers.reason']}
            rows={customer.walletEntries.map((entry) => [day(entry.createdAt), money(entry, locale), entry.note])} />
          <WalletCredit customer={customer} />
        </Section>
        <Section title="console.customers.consents">
          <Typography>
            {translate('console.customers.emailConsent')}: {yes(customer.consents.email)} · {translate('console.customers.smsConsent')}: {yes(customer.consents.sms)}
            {customer.consents.newsletter ? ` · ${translate('console.customers.newsletter')}: ${customer.consents.newsletter}` : ''}
          </Typography>
        </Section>
        {customer.kind === 'member' ? <Section title="console.customers.segments"><Segments customer={customer} /></Section> : null}
      </CardContent>
    </Card>
  );
}

/** A customer's page: orders, returns, messages, addresses, alarms, club, wallet, consents, segments. */
export function CustomerShow() {
  return <Show component="div"><CustomerPage /></Show>;
}
