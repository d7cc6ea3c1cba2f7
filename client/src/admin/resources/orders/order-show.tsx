import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import InventoryIcon from '@mui/icons-material/Inventory';
import { Show } from 'react-admin';
import { useCanAccess, useLocaleState, useNotify, useRecordContext, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { AdminOrder } from '../../../../../contracts/admin/orders';
import { formatPhone } from '../../../../../contracts/member/phone-format';
import type { OrderAddress } from '../../../../../contracts/order/entities';
import { shopDateTime } from '../../../../../contracts/site/shop-dates';
import { downloadOrderPdf } from './order-api';
import { OrderMoveForm } from './order-move';
import { useStatusNames } from './order-words';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ my: 2 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>{title}</Typography>
      {children}
    </Box>
  );
}

function Address({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="subtitle2" component="h3">{title}</Typography>
        <Typography variant="body2">{address.name} {address.surname}<br />{address.description}<br />{address.countyName} / {address.cityName} {address.postalCode ?? ''}<br />{formatPhone(address.mobilePhone)}</Typography>
      </CardContent>
    </Card>
  );
}

function Documents({ id }: { id: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const download = (document: 'invoice' | 'packing-slip') => downloadOrderPdf(id, document).catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" startIcon={<DescriptionIcon />} onClick={() => download('invoice')}>{translate('console.orders.invoice')}</Button>
      <Button size="small" startIcon={<InventoryIcon />} onClick={() => download('packing-slip')}>{translate('console.orders.packingSlip')}</Button>
    </Stack>
  );
}

/** The order's page: what the shopper bought and pays (the engine's own rows), where it goes, its payment, history and mails; the moves the role may make. */
function OrderPage() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const names = useStatusNames();
  const { canAccess: mayChange } = useCanAccess({ resource: 'orders', action: 'edit' });
  // The list's row stands in for the record until the order's own answer comes (react-admin's cache): wait for that.
  if (!order?.order) return null;
  // In the shop's zone, as the shopper's pages and mails write the same times.
  const at = (iso: string) => shopDateTime(iso, locale === 'en' ? 'en' : 'tr');
  const { payment } = order.order;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">{translate('console.orders.title', { number: order.number })}</Typography>
      <Typography data-testid="order-status">{translate('resources.orders.fields.status')}: {names[order.status]}</Typography>
      <Typography>{order.customerName} · {order.customerEmail} · {at(order.createdAt)}</Typography>
      {order.trackingNumber ? <Typography data-testid="order-tracking">{translate('console.orders.trackingNumber')}: {order.trackingNumber}</Typography> : null}
      <Documents id={order.id} />
      {mayChange ? <OrderMoveForm order={order} /> : null}

      <Section title={translate('console.orders.lines')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.orders.product')}</TableCell>
              <TableCell>{translate('console.orders.barcode')}</TableCell>
              <TableCell align="right">{translate('console.orders.quantity')}</TableCell>
              <TableCell align="right">{translate('console.orders.unitPrice')}</TableCell>
              <TableCell align="right">{translate('console.orders.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.money.lines.map((line) => (
              <TableRow key={line.barcode}>
                <TableCell>{line.name}{line.size ? ` (${line.size})` : ''}</TableCell>
                <TableCell>{line.barcode}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{line.unit}</TableCell>
                <TableCell align="right">{line.amount}</TableCell>
              </TableRow>
            ))}
            {order.money.rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell colSpan={4} align="right">{row.label}</TableCell>
                <TableCell align="right">{row.amount}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4} align="right"><strong>{order.money.totalLabel}</strong></TableCell>
              <TableCell align="right" data-testid="order-total"><strong>{order.money.total}</strong></TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Section>

      <Section title={translate('console.orders.payment')}>
        <Typography variant="body2">
          {translate(`console.orders.paymentTypes.${order.paymentType}`)} · {translate(`console.orders.paymentStates.${order.paymentState}`)}
          {payment.cardLastFour ? ` · **** ${payment.cardLastFour}` : ''}
          {payment.installmentCount ? ` · ${translate('console.orders.installments', { count: payment.installmentCount })}` : ''}
          {payment.dueAt ? ` · ${translate('console.orders.dueAt')}: ${at(payment.dueAt)}` : ''}
        </Typography>
        <Typography variant="body2">{translate('console.orders.shipper')}: {order.order.shipper}</Typography>
      </Section>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Address title={order.order.pickupStore ? translate('console.orders.pickupStore') : translate('console.orders.shippingAddress')} address={order.order.shippingAddress} />
        <Address title={translate('console.orders.invoiceAddress')} address={order.order.invoiceAddress} />
      </Stack>

      <Section title={translate('console.orders.history')}>
        <Box component="ol" sx={{ pl: 3 }}>
          {order.order.history.map((entry) => (
            <li key={`${entry.at}-${entry.status}`} data-testid="order-history-entry">
              <time dateTime={entry.at}>{at(entry.at)}</time> · {names[entry.status]}{entry.note ? ` · ${entry.note}` : ''}
            </li>
          ))}
        </Box>
      </Section>

      <Section title={translate('console.orders.mails')}>
        {order.mails.length ? (
          <Box component="ul" sx={{ pl: 3 }}>
            {order.mails.map((mail) => (
              <li key={mail.id}>
                <time dateTime={mail.createdAt}>{at(mail.createdAt)}</time> · {mail.subject} · {mail.sentAt ? translate('console.orders.mailSent') : translate('console.orders.mailWaiting')}
              </li>
            ))}
          </Box>
        ) : <Typography variant="body2">{translate('console.orders.noMails')}</Typography>}
      </Section>
    </Box>
  );
}

export function OrderShow() {
  return (
    <Show actions={false}>
      <OrderPage />
    </Show>
  );
}
