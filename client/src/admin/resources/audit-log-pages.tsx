import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { AutocompleteInput, Datagrid, DateField, DateInput, List, ReferenceInput, TextField, TextInput } from 'react-admin';
import { useRecordContext, useTranslate } from 'ra-core';
import type { AuditEntry } from '../../../../contracts/admin/audit';
import { auditChanges } from './audit-changes';
import { useDateLocales } from './date-locales';

const STAFF_MATCHES = 20;

// Filters as the audit-log route takes them (docs/operator-console.md): person, thing, time span.
// The person is searched as one types (the staff route's `q`: e-mail or name), a page of matches at a time.
const auditFilters = [
  <ReferenceInput key="staffId" source="staffId" reference="staff" alwaysOn perPage={STAFF_MATCHES} sort={{ field: 'email', order: 'ASC' }}>
    <AutocompleteInput optionText="email" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
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
