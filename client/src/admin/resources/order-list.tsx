import { Datagrid, DateField, List, NumberField, TextField } from 'react-admin';

/**
 * Orders, read only (issue 29 part 1: the refusal of a role is what it shows; part 2 adds the
 * rest). Its fields follow the orders route's records (branch i29-staff).
 */
export function OrderList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="docNo" />
        <DateField source="createdAt" showTime />
        <TextField source="status" />
        <NumberField source="total" />
      </Datagrid>
    </List>
  );
}
