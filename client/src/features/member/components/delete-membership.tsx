import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import { controlProps, Field } from '../../../components/forms/form-field';
import { useLeaveAccount } from './leave-account';

/** "Delete my membership": the member confirms with their password; then they are signed out and taken home. */
export function DeleteMembership() {
  const account = useAccountStore();
  const leave = useLeaveAccount();
  const t = useAccountT();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);

  const close = () => { setOpen(false); setPassword(''); setError(undefined); };
  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (deleting) return;
    if (!password) { setError(t('required', { field: t('password') })); return; }
    setDeleting(true);
    try {
      await account.deleteMembership(password);
      void notify('success', t('deleted'));
      await leave();
    } catch (failure) {
      setError(messageOf(failure, t('deleteFailed')));
      setDeleting(false);
    }
  };

  return (
    <section className="account-danger" aria-labelledby="delete-membership-heading">
      <h2 id="delete-membership-heading">{t('deleteHeading')}</h2>
      <p>{t('deleteText')}</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>{t('deleteButton')}</button>
      <ConfirmDialog title={t('deleteTitle')} open={open} onCancel={close} onConfirm={() => void confirm()} cancelLabel={t('cancel')} confirmLabel={t('deleteConfirm')}>
        <form noValidate onSubmit={(event) => void confirm(event)}>
          <p>{t('deleteText')}</p>
          <Field id="delete-password" label={t('deletePassword')} error={error}>
            <input {...controlProps('delete-password', error)} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
        </form>
      </ConfirmDialog>
    </section>
  );
}
