import { useMemo, useState } from 'react';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import { controlProps, Field } from '../../../components/forms/form-field';
import { EMPTY_PASSWORDS, passwordSchema, type PasswordValues } from './password-schema';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { BusyButton } from '../../../components/busy-button';

/**
 * Change password (/u/change-password and its member modal): the current one, then the new one
 * twice; emptied once changed, and `onChanged` told (the modal closes).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const account = useAccountStore();
  const t = useAccountT();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => passwordSchema(t), [t]);
  const { formik, onSubmit, errorOf, startOver } = useAccountForm<PasswordValues>({
    initialValues: EMPTY_PASSWORDS,
    validationSchema: schema,
    onSubmit: async ({ currentPassword, newPassword }) => {
      setFailure(null);
      try {
        await account.changePassword({ currentPassword, newPassword });
        startOver(EMPTY_PASSWORDS);
        void notify('success', t('passwordChanged'));
        onChanged?.();
      } catch (error) {
        setFailure(messageOf(error, t('passwordChangeFailed')));
      }
    },
  });
  const field = (name: keyof PasswordValues, autoComplete: string, hint?: string) => {
    const id = `password-${name}`;
    return (
      <Field id={id} label={t(name)} error={errorOf(name)} hint={hint}>
        <input
          {...controlProps(id, errorOf(name), hint)} {...formik.getFieldProps(name)} type="password"
          autoComplete={autoComplete} maxLength={MEMBER_LIMITS.passwordMax} aria-required
        />
      </Field>
    );
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} data-testid="change-password-form">
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password', t('passwordRule', { min: MEMBER_LIMITS.passwordMin }))}
      {field('repeatPassword', 'new-password')}
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('saving') : t('changePassword')}</BusyButton>
    </form>
  );
}
