import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Datagrid, DateField, DateInput, List, ReferenceInput, SelectInput, TextField, TextInput } from 'react-admin';
import { useRecordContext, useTranslate } from 'ra-core';
import type { AuditEntry } from '../../../../contracts/admin/audit';
import { MAX_PAGE_SIZE } from '../../../../contracts/admin/list-query';
import { auditChanges } from './audit-changes';
import { useDateLocales } from './date-locales';

// Filters as the audit-log route takes them (docs/operator-console.md): person, thing, time span.
// The staff are few, and their list takes no search: every member, as a plain choice.
const auditFilters = [
  <ReferenceInput key="staffId" source="staffId" reference="staff" alwaysOn perPage={MAX_PAGE_SIZE} sort={{ field: 'email', order: 'ASC' }}><SelectInput optionText="email" /></ReferenceInput>,
  <TextInput key="thingType" source="thingType" alwaysOn />,
  <TextInput key="thingId" source="thingId" />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

export function AuditLogList() {
  const locales = useDateLocales();
  return (
    <List filters={auditFilters} sort={{ field: 'at', order: 'DESC' }} perPage={50} exporter={false}>
      {/* Before and after open under the entry itself: the route lists entries, it has no page per entry. */}
      <Datagrid rowClick="expand" expand={<AuditChangeTable />} bulkActionButtons={false}>
        <DateField source="at" showTime locales={locales} />
        <TextField source="staffEmail" />
        <TextField source="action" />
        <TextField source="thingType" />
        <TextField source="thingId" />
      </Datagrid>
    </List>
  );
}

/** Before and after side by side, one row per field, the changed ones marked. */
function AuditChangeTable() {
  const translate = useTranslate();
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  const nothing = <em>{translate('console.audit.nothing')}</em>;
  return (
    <Table size="small" aria-label={translate('console.audit.change')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('console.audit.field')}</TableCell>
          <TableCell>{translate('console.audit.before')}</TableCell>
          <TableCell>{translate('console.audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {auditChanges(entry.before, entry.after).map((change) => (
          <TableRow key={change.field} data-changed={change.changed} sx={change.changed ? { bgcolor: 'warning.light' } : undefined}>
            <TableCell component="th" scope="row">{change.field}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{change.before ?? nothing}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{change.after ?? nothing}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
