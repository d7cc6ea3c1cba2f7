import { Button } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Datagrid, DateField, DateInput, EmailField, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { useCanAccess, useListContext, useLocaleState, useNotify, useRefresh, useTranslate, useUnselectAll } from 'ra-core';
import { useState } from 'react';
import type { AdminOrderRow } from '../../../../../contracts/admin/orders';
import { useDateLocales } from '../date-locales';
import { moneyText } from '../products/money-input';
import { bulkShipNotice } from './bulk-ship-notice';
import { bulkShip } from './order-api';
import { useOrderPlaced } from './order-stream';
import { paymentStateChoices, paymentTypeChoices, useStatusChoices, useStatusNames } from './order-words';

/** Every filter is the server's (the order list's `filter`, contracts/admin/orders.ts): the list never filters in the browser. */
function useOrderFilters() {
  const statuses = useStatusChoices();
  return [
    <TextInput key="number" source="number" alwaysOn />,
    <TextInput key="customer" source="customer" alwaysOn />,
    <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
    <SelectInput key="paymentType" source="paymentType" choices={paymentTypeChoices} />,
    <SelectInput key="paymentState" source="paymentState" choices={paymentStateChoices} />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
  ];
}

/** "Mark shipped" on the selected orders: each moves on its own; the ones the transition table refuses are named. */
function MarkShippedButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds } = useListContext<AdminOrderRow>();
  const unselectAll = useUnselectAll('orders');
  const [busy, setBusy] = useState(false);
  const ship = async () => {
    setBusy(true);
    try {
      const notice = bulkShipNotice(await bulkShip(selectedIds.map(Number)));
      notify(notice.key, { type: notice.type, messageArgs: notice.args, multiLine: notice.type === 'warning', autoHideDuration: notice.type === 'warning' ? 15_000 : undefined });
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<LocalShippingIcon />} onClick={ship} disabled={busy}>
      {translate('console.orders.markShipped')}
    </Button>
  );
}

/** The open list reloads its page when an order is placed, and says which (issue 30 item 7). */
function LiveOrders() {
  const refresh = useRefresh();
  const notify = useNotify();
  useOrderPlaced(({ number }) => {
    refresh();
    notify('console.orders.placed', { type: 'info', messageArgs: { number } });
  });
  return null;
}

/** The console's orders (issue 30 item 1): filtered, sorted and paged by the server; open one, or select several to mark shipped. */
export function OrderList() {
  const [locale] = useLocaleState();
  const locales = useDateLocales();
  const statusNames = useStatusNames();
  const translate = useTranslate();
  const { canAccess: mayChange } = useCanAccess({ resource: 'orders', action: 'edit' });
  return (
    <List filters={useOrderFilters()} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false} empty={false}>
      <LiveOrders />
      <Datagrid rowClick="show" bulkActionButtons={mayChange ? <MarkShippedButton /> : false}>
        <TextField source="number" />
        <DateField source="createdAt" showTime locales={locales} />
        <TextField source="customerName" sortable={false} />
        <EmailField source="customerEmail" />
        <FunctionField source="status" render={(order: AdminOrderRow) => statusNames[order.status]} />
        <FunctionField source="paymentType" sortable={false} render={(order: AdminOrderRow) => translate(`console.orders.paymentTypes.${order.paymentType}`)} />
        <FunctionField source="paymentState" sortable={false} render={(order: AdminOrderRow) => translate(`console.orders.paymentStates.${order.paymentState}`)} />
        <FunctionField source="total" textAlign="right" render={(order: AdminOrderRow) => `${moneyText(order.total, locale, order.currencyDecimals)} ${order.currency}`} />
      </Datagrid>
    </List>
  );
}
