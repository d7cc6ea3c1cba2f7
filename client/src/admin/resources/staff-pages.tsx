import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField as LinkField, Typography } from '@mui/material';
import {
  BooleanField, BooleanInput, Create, Datagrid, Edit, EmailField, FunctionField, List, NullableBooleanInput, SearchInput, SelectInput, SimpleForm, TextField, TextInput, email, maxLength, required,
} from 'react-admin';
import { useBasename, useNotify, useRecordContext, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { STAFF_LIMITS, STAFF_ROLES, type CreatedStaff, type StaffAccount, type StaffRole } from '../../../../contracts/admin/staff';
import { STAFF_API } from '../console-address';
import { staffFetch } from '../data/staff-http';

/** The roles as choices, in the console's language. */
function useRoleChoices() {
  const translate = useTranslate();
  return STAFF_ROLES.map((role) => ({ id: role, name: translate(`console.roles.${role}`) }));
}

/** The staff list's filters, as the staff route takes them (docs/operator-console.md): words of the e-mail or name, role, enabled. */
function useStaffFilters() {
  const roles = useRoleChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="role" source="role" choices={roles} alwaysOn />,
    <NullableBooleanInput key="enabled" source="enabled" alwaysOn />,
  ];
}

export function StaffList() {
  const translate = useTranslate();
  return (
    <List filters={useStaffFilters()} sort={{ field: 'email', order: 'ASC' }} perPage={25} exporter={false}>
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

/** A one-time link, shown once in a dialog to pass on; closing it returns to the staff list. */
function EnrolLinkDialog({ link }: { link: string | undefined }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
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
  );
}

/**
 * A new one-time link for a member locked out (a lost phone, used-up recovery codes): following
 * it sets a new password and authenticator and ends the member's sessions.
 */
function NewEnrolLink() {
  const translate = useTranslate();
  const notify = useNotify();
  const account = useRecordContext<StaffAccount>();
  const [link, setLink] = useState<string>();
  if (!account) return null;
  const ask = async () => {
    try {
      const created = (await staffFetch(`${STAFF_API}/staff/${account.id}/enrolment-link`, { method: 'POST' })).json as CreatedStaff;
      setLink(created.enrolLink);
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => void ask()} sx={{ justifySelf: 'start' }}>{translate('console.staff.newLink')}</Button>
      <Typography variant="body2">{translate('console.staff.newLinkHelp')}</Typography>
      <EnrolLinkDialog link={link} />
    </>
  );
}

/** A role change or disabling (no delete: the audit log keeps naming who did what), or a new one-time link. */
export function StaffEdit() {
  const roles = useRoleChoices();
  return (
    <Edit mutationMode="pessimistic" transform={staffChangeOf}>
      <SimpleForm>
        <TextField source="email" />
        <SelectInput source="role" choices={roles} validate={required()} />
        <BooleanInput source="enabled" />
        <NewEnrolLink />
      </SimpleForm>
    </Edit>
  );
}

/** An invitation: the server answers the one-time enrolment link, shown here once to pass on. */
export function StaffCreate() {
  const roles = useRoleChoices();
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
      <EnrolLinkDialog link={link} />
    </>
  );
}
