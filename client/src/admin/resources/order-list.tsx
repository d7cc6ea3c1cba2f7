import { Datagrid, DateField, EmailField, FunctionField, List, TextField } from 'react-admin';
import type { AdminOrderRow } from '../../../../contracts/admin/orders';
import { useLocaleState } from 'ra-core';
import { useDateLocales } from './date-locales';
import { moneyText } from './products/money-input';

/**
 * Orders, read only (issue 29 part 1: the refusal of a role is what it shows; part 2 adds the
 * rest).
 */
export function OrderList() {
  const [locale] = useLocaleState();
  const locales = useDateLocales();
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="number" sortable={false} />
        <DateField source="createdAt" showTime locales={locales} />
        <EmailField source="customerEmail" sortable={false} />
        <TextField source="status" />
        <FunctionField source="total" textAlign="right" render={(order: AdminOrderRow) => `${moneyText(order.total, locale, order.currencyDecimals)} ${order.currency}`} />
      </Datagrid>
    </List>
  );
}
