import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField as LinkField, Typography } from '@mui/material';
import {
  BooleanField, BooleanInput, Create, Datagrid, Edit, EmailField, FunctionField, List, SelectInput, SimpleForm, TextField, TextInput, email, maxLength, required,
} from 'react-admin';
import { useBasename, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { STAFF_LIMITS, STAFF_ROLES, type CreatedStaff, type StaffAccount, type StaffRole } from '../../../../contracts/admin/staff';

/** The roles as choices, in the console's language. */
function useRoleChoices() {
  const translate = useTranslate();
  return STAFF_ROLES.map((role) => ({ id: role, name: translate(`console.roles.${role}`) }));
}

export function StaffList() {
  const translate = useTranslate();
  return (
    <List sort={{ field: 'email', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <EmailField source="email" />
        <TextField source="name" />
        <FunctionField source="role" render={(record: { role: StaffRole }) => translate(`console.roles.${record.role}`)} />
        <BooleanField source="enabled" sortable />
        <BooleanField source="enrolled" sortable={false} />
      </Datagrid>
    </List>
  );
}

// The route takes the two things that change, nothing of the rest of the record.
const staffChangeOf = ({ role, enabled }: StaffAccount) => ({ role, enabled });

/** A role change or disabling (no delete: the audit log keeps naming who did what). */
export function StaffEdit() {
  const roles = useRoleChoices();
  return (
    <Edit mutationMode="pessimistic" transform={staffChangeOf}>
      <SimpleForm>
        <TextField source="email" />
        <SelectInput source="role" choices={roles} validate={required()} />
        <BooleanInput source="enabled" />
      </SimpleForm>
    </Edit>
  );
}

/** An invitation: the server answers the one-time enrolment link, shown here once to pass on. */
export function StaffCreate() {
  const translate = useTranslate();
  const roles = useRoleChoices();
  const navigate = useNavigate();
  const basename = useBasename();
  const [link, setLink] = useState<string>();
  return (
    <>
      <Create mutationOptions={{ onSuccess: (created: CreatedStaff) => setLink(created.enrolLink) }}>
        <SimpleForm>
          <TextInput source="email" type="email" validate={[required(), email(), maxLength(STAFF_LIMITS.emailMax)]} />
          <TextInput source="name" validate={maxLength(STAFF_LIMITS.nameMax)} />
          <SelectInput source="role" choices={roles} validate={required()} />
        </SimpleForm>
      </Create>
      <Dialog open={link !== undefined} aria-labelledby="invite-title" fullWidth>
        <DialogTitle id="invite-title">{translate('console.staff.inviteTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography>{translate('console.staff.inviteHelp')}</Typography>
          <LinkField value={link ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'enrolment-link' } }} onFocus={(event) => event.target.select()} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => navigate(`${basename}/staff`)}>{translate('console.staff.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
